import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  DELIVERY_MODE_LABELS,
  MESSAGES,
  PAYMENT_METHOD_LABELS,
  formatPeso,
  orderLabel,
  type CustomerQueueEntry,
} from '@shop/contract';
import { deliveryFeeLabel } from '../../../components/order-slip.tsx';
import { ShopDate } from '../../../components/shop-date.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { orDash, orderRowTint } from '../utils/order-rules.ts';
import { CardList } from '../../../components/card-list.tsx';
import { CardField, CardHeading } from '../../../components/card-parts.tsx';
import { OrderActions } from './order-actions.tsx';
import { MarkPaidButton, NO_REFERENCE, PaidChip, PaidMarkNote } from './order-payment.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';

/**
 * The cashier queue on phones and tablets: one card per order, with everything the table shows
 * and the actions beside the customer's name, so the page never scrolls sideways.
 */
export function OrderCards({
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
  if (isLoading || (isError && !orders) || !orders || orders.length === 0) {
    const failed = !isLoading && isError && !orders;
    return (
      <Paper
        variant="outlined"
        role={failed ? 'alert' : 'status'}
        sx={{ p: 4, textAlign: 'center', color: failed ? 'error.main' : 'text.secondary' }}
      >
        {isLoading ? MESSAGES.loading : failed ? MESSAGES.cashierOrdersFailed : MESSAGES.noOrders}
      </Paper>
    );
  }
  return (
    <CardList label="Customer orders">
      {orders.map((order) => {
        const name = orDash(order.customerInfo.name);
        const phone = order.customerInfo.phoneNumber;
        const labelId = `queue-card-${order._id}`;
        return (
          <Paper
            key={order._id}
            component="li"
            variant="outlined"
            data-status={order.status}
            sx={{ p: 2, bgcolor: orderRowTint(order.status), minWidth: 0 }}
          >
            <Stack spacing={1.5}>
              <CardHeading
                id={labelId}
                title={orderLabel(order.orderNumber)}
                subtitle={name}
                chip={<OrderStatusChip order={order} />}
                wrapAnywhere
              />
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                <CardField label="Phone">
                  {phone ? (
                    // A tap calls the customer; the darker green stays readable on tinted cards.
                    <Link
                      href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                      sx={{ color: 'primary.dark' }}
                    >
                      {phone}
                    </Link>
                  ) : (
                    '—'
                  )}
                </CardField>
                <CardField label={DELIVERY_MODE_LABELS[order.deliveryMode]}>
                  {orDash(order.customerInfo.address)}
                </CardField>
                <CardField label="Pick up date">
                  <ShopDate value={order.customerInfo.pickupDate} />
                </CardField>
                <CardField label="Ordered">{formatTimestamp(order.createdAt)}</CardField>
                <CardField label="Subtotal">{formatPeso(order.subtotal)}</CardField>
                <CardField label={deliveryFeeLabel(order.deliveryZone)}>
                  {formatPeso(order.deliveryFee)}
                </CardField>
                <CardField label="Total">
                  <strong>{formatPeso(order.totalAmount)}</strong>
                </CardField>
                <CardField label="Payment">
                  {PAYMENT_METHOD_LABELS[order.paymentMethod]} <PaidChip paid={order.paid} />
                  <PaidMarkNote order={order} />
                </CardField>
                {order.paymentMethod === 'gcash' && (
                  <CardField label="Reference">
                    {order.gcashReference === null
                      ? NO_REFERENCE
                      : `${order.gcashReference} · ${formatPeso(order.totalAmount)}`}
                  </CardField>
                )}
                {order.note && <CardField label="Note">{order.note}</CardField>}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onViewProducts(order)}
                  aria-label={`View Products ordered by ${name}`}
                  sx={{ bgcolor: 'background.paper' }}
                >
                  View Products
                </Button>
                <MarkPaidButton order={order} describedBy={labelId} />
              </Box>
              <OrderActions order={order} describedBy={labelId} />
            </Stack>
          </Paper>
        );
      })}
    </CardList>
  );
}
