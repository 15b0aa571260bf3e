import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
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
import { i18n, params } from '../../../i18n/i18n.ts';
import { $language } from '../../../i18n/language.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useTrackedOrder } from '../api/get-tracked-order.ts';

const words = i18n('tracking/tracking-page', {
  yourOrder: 'Your order',
  loading: 'Loading your order…',
  logIn: 'Log in to see your orders',
  hours: params('Hours: {hours}'),
  phone: 'Phone: ',
  chatOn: params('Chat on {app}'),
  contact: 'Contact us',
  noteFromShop: params('Note from the shop: {note}'),
  deliveryDate: 'Delivery date',
  pickupDate: 'Pickup date',
  total: 'Total',
  payment: 'Payment',
  cashPaid: 'Cash, paid',
  cashNotPaid: 'Cash, not paid yet',
  gcashPaid: 'GCash, paid',
  gcashNotPaid: 'GCash, not paid yet',
  timeline: 'Timeline',
});

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
  const t = useStore(words);
  const language = useStore($language);
  const { shop } = order;
  // The chat's first message in the customer's language too: they send it as their own.
  const chats = chatLinks(shop, order.orderNumber, language);
  return (
    <Paper component="section" aria-labelledby="track-shop" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" id="track-shop" sx={{ fontWeight: 700 }}>
        {shop.shopName}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {shop.address && <Typography>{shop.address}</Typography>}
        {shop.hours && <Typography>{t.hours({ hours: shop.hours })}</Typography>}
        {shop.phone && (
          <Typography>
            {t.phone}
            <Link href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</Link>
          </Typography>
        )}
      </Stack>
      {(chats.length > 0 || shop.contactUrl) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {chats.map((chat) => (
            <Button key={chat.app} variant="outlined" href={chat.href} rel="noopener">
              {t.chatOn({ app: chat.app })}
            </Button>
          ))}
          {shop.contactUrl && (
            <Button variant="outlined" href={shop.contactUrl} rel="noopener" target="_blank">
              {t.contact}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const t = useStore(words);
  const language = useStore($language);
  const dateLabel = order.deliveryMode === 'delivery' ? t.deliveryDate : t.pickupDate;
  const gcash = order.paymentMethod === 'gcash';
  const paid = gcash
    ? order.paid
      ? t.gcashPaid
      : t.gcashNotPaid
    : order.paid
      ? t.cashPaid
      : t.cashNotPaid;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <OrderStatusChip status={order.status} deliveryMode={order.deliveryMode} />
      </Stack>
      <Typography>
        {nextStepText(order.status, order.deliveryMode, order.pickupDate, language)}
      </Typography>
      {order.note !== null && (
        <Alert severity="info" icon={false} sx={{ overflowWrap: 'anywhere' }}>
          {t.noteFromShop({ note: order.note })}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Detail label={dateLabel}>{formatCalendarDate(order.pickupDate, language)}</Detail>
        <Detail label={t.total}>{formatPeso(order.totalAmount)}</Detail>
        <Detail label={t.payment}>{paid}</Detail>
      </Box>
      <Typography component="h2" variant="h6" id="track-timeline" sx={{ fontWeight: 700 }}>
        {t.timeline}
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
  const t = useStore(words);
  const say = useLocalizeMessage();
  const { code = '' } = useParams();
  const order = useTrackedOrder(code);
  const number = order.data?.order.orderNumber;
  const title = number === undefined ? t.yourOrder : orderLabel(number);
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, pb: 4 }}>
      <PageHeader>{title}</PageHeader>
      {order.isPending ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
          {t.loading}
        </Typography>
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="warning">{say(TRACKING_MESSAGES.notFound)}</Alert>
            <Button component={RouterLink} to={paths.login} variant="contained">
              {t.logIn}
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
