import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { WEEKDAY_LABELS, type DeliveryMode } from '@shop/contract';
import { hasRoom, type OpenDate } from '../utils/checkout-dates.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue, Nov 25" for a YYYY-MM-DD date (written out: no Intl locale data for a button label). */
export function formatChipDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = WEEKDAY_LABELS[day.getUTCDay()]!.slice(0, 3);
  return `${weekday}, ${MONTHS[day.getUTCMonth()]!} ${day.getUTCDate()}`;
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
  if (!mode)
    return (
      <Typography variant="body2" color="text.secondary">
        Choose Pickup or Delivery to see the open dates.
      </Typography>
    );
  if (loading)
    return (
      <Typography variant="body2" color="text.secondary">
        Loading open dates…
      </Typography>
    );
  if (failed || !dates) return null;
  const open = dates.filter(hasRoom);
  if (open.length === 0)
    return (
      <Typography variant="body2" color="error">
        No open dates in the coming weeks. Please contact the shop.
      </Typography>
    );
  const shown = showAll ? open : open.slice(0, FIRST_DATES);
  return (
    <Box>
      <Typography id="open-dates-label" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Open dates
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
                  ? formatChipDate(entry.date)
                  : `${formatChipDate(entry.date)} · ${entry.remaining} left`
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
            {showAll ? 'Fewer dates' : 'More dates'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
