import Chip from '@mui/material/Chip';
import { statusLabel, type CustomerQueueEntry } from '@shop/contract';
import { STATUS_CHIP_COLORS } from '../utils/order-rules.ts';

/** The order's status in the words the customer reads (Ready for pickup, Out for delivery). */
export function OrderStatusChip({ order }: { order: CustomerQueueEntry }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(order.status, order.deliveryMode)}
      color={STATUS_CHIP_COLORS[order.status]}
      // A white face keeps the label readable on the tinted rows.
      sx={{ bgcolor: 'background.paper', maxWidth: '100%' }}
    />
  );
}
