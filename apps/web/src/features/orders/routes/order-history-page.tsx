import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderCard } from '../components/order-card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

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

function OrderHistory() {
  const orders = useOrders();
  useScrollToLinkedOrder(orders.isSuccess);
  if (orders.isPending)
    return (
      <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
        {MESSAGES.loadingOrders}
      </Typography>
    );
  if (orders.isError) return <Alert severity="error">{MESSAGES.historyOrdersFailed}</Alert>;
  if (orders.data.orders.length === 0)
    return <Typography sx={{ py: 4 }}>You have not placed any orders yet.</Typography>;
  return (
    <Stack component="section" aria-label="Order history" spacing={2}>
      {orders.data.orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </Stack>
  );
}

export function Component() {
  usePageTitle('Order History');
  return (
    <>
      <PageHeader>Order History</PageHeader>
      <BackLink to={paths.cart}>Back to Cart</BackLink>
      <OrderHistory />
    </>
  );
}
