import { useState } from 'react';
import { useStore } from '@nanostores/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMonthDay, weekdayName, type DeliveryMode, type Language } from '@shop/contract';
import { i18n, params } from '../../../i18n/i18n.ts';
import { $language } from '../../../i18n/language.ts';
import { hasRoom, type OpenDate } from '../utils/checkout-dates.ts';

const words = i18n('cart/checkout-date-chips', {
  chooseMode: 'Choose Pickup or Delivery to see the open dates.',
  loading: 'Loading open dates…',
  none: 'No open dates in the coming weeks. Please contact the shop.',
  openDates: 'Open dates',
  left: params('{date} · {count} left'),
  fewer: 'Fewer dates',
  more: 'More dates',
});

/**
 * "Tue, Nov 25" ("Mar, Nob 25") for a YYYY-MM-DD date (written out: no Intl locale data for a
 * button label).
 */
function formatChipDate(date: string, language: Language): string {
  const weekday = weekdayName(new Date(`${date}T00:00:00Z`).getUTCDay(), language).slice(0, 3);
  return `${weekday}, ${formatMonthDay(date, language)}`;
}

/** How many dates show before "More dates". */
const FIRST_DATES = 6;

interface DateChipsProps {
  mode: DeliveryMode | null;
  dates: readonly OpenDate[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: string;
  onPick: (date: string) => void;
}

/**
 * The open days with room left, as buttons under the date field: the native date input cannot
 * grey out a closed Sunday, so these are the way to pick a date that is sure to be taken.
 */
export function DateChips({ mode, dates, loading, failed, selected, onPick }: DateChipsProps) {
  const [showAll, setShowAll] = useState(false);
  const t = useStore(words);
  const language = useStore($language);
  if (!mode)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.chooseMode}
      </Typography>
    );
  if (loading)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.loading}
      </Typography>
    );
  if (failed || !dates) return null;
  const open = dates.filter(hasRoom);
  if (open.length === 0)
    return (
      <Typography variant="body2" color="error">
        {t.none}
      </Typography>
    );
  const shown = showAll ? open : open.slice(0, FIRST_DATES);
  return (
    <Box>
      <Typography id="open-dates-label" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t.openDates}
      </Typography>
      <Box
        role="group"
        aria-labelledby="open-dates-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {shown.map((entry) => {
          const isSelected = entry.date === selected;
          return (
            <Chip
              key={entry.date}
              label={
                entry.remaining === null
                  ? formatChipDate(entry.date, language)
                  : t.left({
                      date: formatChipDate(entry.date, language),
                      count: String(entry.remaining),
                    })
              }
              onClick={() => onPick(entry.date)}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
            />
          );
        })}
        {open.length > FIRST_DATES && (
          <Button size="small" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
            {showAll ? t.fewer : t.more}
          </Button>
        )}
      </Box>
    </Box>
  );
}
