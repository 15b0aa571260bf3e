import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { statusLabel, type CustomerQueueEntry } from '@shop/contract';
import { STATUS_CHIP_COLORS } from '../utils/order-rules.ts';

/**
 * The order's status in the words the customer reads (Ready for pickup, Out for delivery), and a
 * Counter badge on a walk-in sale, so the Done tab tells them from the web shop's orders.
 */
export function OrderStatusChip({ order }: { order: CustomerQueueEntry }) {
  const status = (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(order.status, order.deliveryMode)}
      color={STATUS_CHIP_COLORS[order.status]}
      // A white face keeps the label readable on the tinted rows.
      sx={{ bgcolor: 'background.paper', maxWidth: '100%' }}
    />
  );
  if (order.channel !== 'counter') return status;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {status}
      <Chip
        size="small"
        variant="outlined"
        label="Counter"
        color="primary"
        sx={{ bgcolor: 'background.paper', fontWeight: 700 }}
      />
    </Box>
  );
}
