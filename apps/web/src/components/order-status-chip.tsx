import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useStore } from '@nanostores/react';
import { statusLabel, type DeliveryMode, type OrderStatus } from '@shop/contract';
import { i18n } from '../i18n/i18n.ts';
import { $language } from '../i18n/language.ts';
import { visuallyHidden } from '../lib/visually-hidden.ts';

const words = i18n('orders/order-status-chip', { status: 'Status:' });

// Outlined chips keep their text at the palette's main colour, which passes 4.5:1 on white
// for these (MUI's default info blue would not).
const statusChip: Record<OrderStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  pending: { color: 'warning', variant: 'outlined' },
  approved: { color: 'success', variant: 'outlined' },
  ready: { color: 'success', variant: 'filled' },
  completed: { color: 'default', variant: 'outlined' },
  declined: { color: 'error', variant: 'outlined' },
  cancelled: { color: 'default', variant: 'outlined' },
};

/** An order's status as the customer reads it ("Ready for pickup"), said as "Status: …". */
export function OrderStatusChip(props: { status: OrderStatus; deliveryMode: DeliveryMode }) {
  const t = useStore(words);
  const language = useStore($language);
  return (
    <Chip
      {...statusChip[props.status]}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {t.status}{' '}
          </Box>
          {statusLabel(props.status, props.deliveryMode, language)}
        </>
      }
    />
  );
}
