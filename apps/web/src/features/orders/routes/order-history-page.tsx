import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES, isDoneStatus, type Order } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderCard } from '../components/order-card.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('orders/order-history-page', {
  title: 'Order History',
  backToCart: 'Back to Cart',
  empty: 'You have not placed any orders yet.',
  list: 'Order history',
});

/**
 * A link to one order (`#order-1042`, from the checkout) scrolls to its card once it is drawn;
 * once only, so a later refetch (after a cancel) leaves the page where the customer is.
 */
function useScrollToLinkedOrder(loaded: boolean) {
  const { hash } = useLocation();
  const done = useRef('');
  useEffect(() => {
    if (!loaded || hash.length < 2 || done.current === hash) return;
    done.current = hash;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    card?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);
}

/**
 * Which orders show whole (issue 29): the newest, every one still in progress (it may need a
 * cancel or a GCash reference), the one a link names, and those the customer opened; the
 * other finished ones are one-line summaries.
 */
function useShownWhole() {
  const { hash } = useLocation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const whole = (order: Order, index: number) =>
    index === 0 ||
    !isDoneStatus(order.status) ||
    opened.has(order.orderNumber) ||
    hash === `#order-${order.orderNumber}`;
  const open = (orderNumber: number) => setOpened((set) => new Set(set).add(orderNumber));
  return { whole, open, opened };
}

function OrderHistory() {
  const t = useStore(words);
  const say = useLocalizeMessage();
  const orders = useOrders();
  const shown = useShownWhole();
  useScrollToLinkedOrder(orders.isSuccess);
  if (orders.isPending)
    return (
      <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
        {say(MESSAGES.loadingOrders)}
      </Typography>
    );
  if (orders.isError) return <Alert severity="error">{say(MESSAGES.historyOrdersFailed)}</Alert>;
  if (orders.data.orders.length === 0) return <Typography sx={{ py: 4 }}>{t.empty}</Typography>;
  return (
    <Stack component="section" aria-label={t.list} spacing={2}>
      {orders.data.orders.map((order, index) =>
        shown.whole(order, index) ? (
          <OrderCard
            key={order._id}
            order={order}
            focusOnOpen={shown.opened.has(order.orderNumber)}
          />
        ) : (
          <OrderSummary
            key={order._id}
            order={order}
            onOpen={() => shown.open(order.orderNumber)}
          />
        ),
      )}
    </Stack>
  );
}

export function Component() {
  const t = useStore(words);
  usePageTitle(t.title);
  return (
    <>
      <PageHeader>{t.title}</PageHeader>
      <BackLink to={paths.cart}>{t.backToCart}</BackLink>
      <OrderHistory />
    </>
  );
}
