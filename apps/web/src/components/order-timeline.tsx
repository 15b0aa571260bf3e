import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { statusLabel, type DeliveryMode, type StatusChange } from '@shop/contract';
import { i18n, params } from '../i18n/i18n.ts';
import { $language } from '../i18n/language.ts';
import { formatTimestamp } from '../lib/format.ts';

const words = i18n('orders/order-timeline', { note: params('Note: {note}') });

interface OrderTimelineProps {
  history: StatusChange[];
  deliveryMode: DeliveryMode;
  labelledBy: string;
}

/**
 * Every step the order went through, oldest first (the first is pending, at the order time), each
 * with its moment and the shop's note: an ordered list, so a screen reader says how many steps
 * there are and which one it is on. The dots and the line are drawn by CSS only.
 */
export function OrderTimeline({ history, deliveryMode, labelledBy }: OrderTimelineProps) {
  const t = useStore(words);
  const language = useStore($language);
  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, '& > li:last-of-type::after': { display: 'none' } }}
    >
      {history.map((step, i) => (
        <Box
          component="li"
          key={`${step.status}:${step.at}:${i}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: 1.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 4,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: i === history.length - 1 ? 'primary.main' : 'grey.400',
            },
            '&::after': {
              content: '""',
              position: 'absolute',
              left: 8,
              top: 20,
              bottom: 0,
              width: 2,
              bgcolor: 'divider',
            },
          }}
        >
          <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
            {statusLabel(step.status, deliveryMode, language)}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            <time dateTime={step.at}>{formatTimestamp(step.at, language)}</time>
          </Typography>
          {step.note !== null && (
            <Typography component="p" variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
              {t.note({ note: step.note })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
