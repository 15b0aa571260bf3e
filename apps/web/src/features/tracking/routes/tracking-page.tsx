import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  chatLinks,
  formatCalendarDate,
  formatPeso,
  nextStepText,
  orderLabel,
  TRACKING_MESSAGES,
  type TrackedOrder,
} from '@shop/contract';
import { OrderStatusChip } from '../../../components/order-status-chip.tsx';
import { OrderTimeline } from '../../../components/order-timeline.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useTrackedOrder } from '../api/get-tracked-order.ts';

/** One labelled line of the order's details. */
function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

function TheShop({ order }: { order: TrackedOrder }) {
  const { shop } = order;
  const chats = chatLinks(shop, order.orderNumber);
  return (
    <Paper component="section" aria-labelledby="track-shop" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" id="track-shop" sx={{ fontWeight: 700 }}>
        {shop.shopName}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {shop.address && <Typography>{shop.address}</Typography>}
        {shop.hours && <Typography>{`Hours: ${shop.hours}`}</Typography>}
        {shop.phone && (
          <Typography>
            {'Phone: '}
            <Link href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</Link>
          </Typography>
        )}
      </Stack>
      {(chats.length > 0 || shop.contactUrl) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {chats.map((chat) => (
            <Button key={chat.app} variant="outlined" href={chat.href} rel="noopener">
              {`Chat on ${chat.app}`}
            </Button>
          ))}
          {shop.contactUrl && (
            <Button variant="outlined" href={shop.contactUrl} rel="noopener" target="_blank">
              Contact us
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const dateLabel = order.deliveryMode === 'delivery' ? 'Delivery date' : 'Pickup date';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <OrderStatusChip status={order.status} deliveryMode={order.deliveryMode} />
      </Stack>
      <Typography>{nextStepText(order.status, order.deliveryMode, order.pickupDate)}</Typography>
      {order.note !== null && (
        <Alert severity="info" icon={false} sx={{ overflowWrap: 'anywhere' }}>
          {`Note from the shop: ${order.note}`}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Detail label={dateLabel}>{formatCalendarDate(order.pickupDate)}</Detail>
        <Detail label="Total">{formatPeso(order.totalAmount)}</Detail>
        <Detail label="Payment">
          {`${order.paymentMethod === 'gcash' ? 'GCash' : 'Cash'}, ${order.paid ? 'paid' : 'not paid yet'}`}
        </Detail>
      </Box>
      <Typography component="h2" variant="h6" id="track-timeline" sx={{ fontWeight: 700 }}>
        Timeline
      </Typography>
      <OrderTimeline
        history={order.statusHistory}
        deliveryMode={order.deliveryMode}
        labelledBy="track-timeline"
      />
      <TheShop order={order} />
    </Stack>
  );
}

/**
 * An order's public page (issue 29): /t/{code}, the link in its texts and emails. Anyone with
 * the link sees how the order stands and how to reach the shop, without logging in; the page
 * never holds the customer's name, phone or address (the server does not send them).
 */
export function Component() {
  const { code = '' } = useParams();
  const order = useTrackedOrder(code);
  const number = order.data?.order.orderNumber;
  usePageTitle(number === undefined ? 'Your order' : orderLabel(number));
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, pb: 4 }}>
      <PageHeader>{number === undefined ? 'Your order' : orderLabel(number)}</PageHeader>
      {order.isPending ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
          Loading your order…
        </Typography>
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="warning">{TRACKING_MESSAGES.notFound}</Alert>
            <Button component={RouterLink} to={paths.login} variant="contained">
              Log in to see your orders
            </Button>
          </Stack>
        ) : (
          <RetryAlert message={order.error.message} onRetry={() => void order.refetch()} />
        )
      ) : (
        <TrackedOrderView order={order.data.order} />
      )}
    </Box>
  );
}
