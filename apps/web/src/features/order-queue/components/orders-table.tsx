import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_MODE_LABELS,
  MESSAGES,
  formatPeso,
  orderLabel,
  type CustomerQueueEntry,
} from '@shop/contract';
import { deliveryFeeLabel } from '../../../components/order-slip.tsx';
import { ShopDate } from '../../../components/shop-date.tsx';
import { StaffTable } from '../../../components/staff-table.tsx';
import { TableStateRow } from '../../../components/table-state-row.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { orDash, orderRowTint } from '../utils/order-rules.ts';
import { OrderActions } from './order-actions.tsx';
import { PaymentSummary } from './order-payment.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';

/**
 * The spec's six columns, with the order's number, time, status and payment beside them (a
 * seventh column of its own would not fit a 1280 px laptop beside the drawer).
 */
const COLUMNS = [
  '#',
  'ORDER',
  'CUSTOMER NAME',
  'CUSTOMER NUMBER',
  'PRODUCTS',
  'PICK UP DATE',
  'ACTIONS',
];

const caption = { display: 'block', color: 'text.secondary' } as const;

/** The cashier queue on wider screens: one row per order, tinted by status. */
export function OrdersTable({
  orders,
  isLoading,
  isError,
  onViewProducts,
}: {
  orders: CustomerQueueEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onViewProducts: (order: CustomerQueueEntry) => void;
}) {
  let body;
  if (isLoading) body = <TableStateRow colSpan={COLUMNS.length}>{MESSAGES.loading}</TableStateRow>;
  else if (isError && !orders)
    body = (
      <TableStateRow colSpan={COLUMNS.length} tone="error">
        {MESSAGES.cashierOrdersFailed}
      </TableStateRow>
    );
  else if (!orders || orders.length === 0)
    body = <TableStateRow colSpan={COLUMNS.length}>{MESSAGES.noOrders}</TableStateRow>;
  else
    body = orders.map((order, index) => {
      const name = orDash(order.customerInfo.name);
      const labelId = `queue-order-${order._id}`;
      return (
        <TableRow
          key={order._id}
          data-status={order.status}
          sx={{ bgcolor: orderRowTint(order.status) }}
        >
          <TableCell>{index + 1}</TableCell>
          <TableCell>
            <Typography
              id={labelId}
              variant="body2"
              component="span"
              sx={{ display: 'block', fontWeight: 700, whiteSpace: 'nowrap', mb: 0.5 }}
            >
              {orderLabel(order.orderNumber)}
            </Typography>
            <OrderStatusChip order={order} />
            <Typography variant="caption" sx={{ ...caption, mt: 0.5 }}>
              Ordered {formatTimestamp(order.createdAt)}
            </Typography>
            {order.note && (
              <Typography variant="caption" sx={{ ...caption, overflowWrap: 'anywhere' }}>
                Note: {order.note}
              </Typography>
            )}
            <PaymentSummary order={order} describedBy={`${labelId} ${labelId}-name`} />
          </TableCell>
          <TableCell id={`${labelId}-name`} sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {orDash(order.customerInfo.phoneNumber)}
          </TableCell>
          <TableCell>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onViewProducts(order)}
              aria-label={`View Products ordered by ${name}`}
              // A white face keeps the green text readable on the tinted rows.
              sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
            >
              View Products
            </Button>
            <Typography variant="caption" sx={{ ...caption, mt: 0.5, whiteSpace: 'nowrap' }}>
              Subtotal {formatPeso(order.subtotal)}
            </Typography>
            <Typography variant="caption" sx={{ ...caption, overflowWrap: 'anywhere' }}>
              {deliveryFeeLabel(order.deliveryZone)} {formatPeso(order.deliveryFee)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              Total {formatPeso(order.totalAmount)}
            </Typography>
          </TableCell>
          <TableCell>
            <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
              <ShopDate value={order.customerInfo.pickupDate} />
            </Typography>
            <Typography variant="caption" sx={{ ...caption, overflowWrap: 'anywhere' }}>
              <strong>{DELIVERY_MODE_LABELS[order.deliveryMode]}</strong>
              {': '}
              {orDash(order.customerInfo.address)}
            </Typography>
          </TableCell>
          <TableCell>
            <OrderActions order={order} describedBy={`${labelId} ${labelId}-name`} />
          </TableCell>
        </TableRow>
      );
    });

  return (
    <StaffTable label="Customer orders" columns={COLUMNS} dense>
      {body}
    </StaffTable>
  );
}
