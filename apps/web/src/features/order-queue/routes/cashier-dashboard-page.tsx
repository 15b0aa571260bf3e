import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { MESSAGES, type QueueFilter } from '@shop/contract';
import { FilterTabs } from '../../../components/filter-tabs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { playChime, primeChime } from '../../../lib/chime.ts';
import { useLiveOrderEvents, useLiveStore } from '../../../lib/live-events.ts';
import { useTitleCount } from '../../../lib/use-title-count.ts';
import {
  CUSTOMER_QUEUE_POLL_MS,
  useCustomerQueue,
  usePendingOrderCount,
} from '../api/get-customer-queue.ts';
import { OrderQueue } from '../components/order-queue.tsx';
import { QueueSearchBox } from '../components/queue-search-box.tsx';
import { QUEUE_TABS, queueTabOf } from '../utils/order-rules.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * A cashier serving at the counter or working in another tab still notices a new order: a short
 * chime as it arrives, and the count of pending orders in the tab's title.
 */
function useNewOrderSignals() {
  useTitleCount(usePendingOrderCount());
  useEffect(() => primeChime(), []);
  useLiveOrderEvents((type) => {
    if (type === 'order-created') playChime();
  });
}

/** Whether new orders show up by themselves, or the list is being polled meanwhile. */
function LiveStatus() {
  const live = useLiveStore((s) => s.state === 'open');
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
      {live
        ? 'Live: new orders and changes show up here as they happen.'
        : `Checking for new orders every ${CUSTOMER_QUEUE_POLL_MS / 1000} seconds.`}
    </Typography>
  );
}

export function Component() {
  usePageTitle('Cashier Dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in the address (/cashier?status=ready): a reload or a shared link keeps it.
  const filter = queueTabOf(searchParams.get('status'));
  const search = searchParams.get('search') ?? '';
  const queue = useCustomerQueue(filter, search);
  useNewOrderSignals();

  /** The address keeps the tab and the search; the defaults (Open, no search) are left out. */
  function show(next: { status: QueueFilter; search: string }) {
    const params: Record<string, string> = {};
    if (next.status !== 'open') params.status = next.status;
    if (next.search !== '') params.search = next.search;
    setSearchParams(params, { replace: true });
  }

  return (
    <>
      <PageHeader>CASHIER DASHBOARD</PageHeader>
      <LiveStatus />
      <QueueSearchBox search={search} onSearch={(next) => show({ status: filter, search: next })} />
      <FilterTabs
        label="Which orders to show"
        idPrefix="queue"
        tabs={QUEUE_TABS}
        value={filter}
        onChange={(next) => show({ status: next, search })}
        tabMinWidth={72}
        scrollButtonsOnPhones
      >
        {queue.isError && queue.data && (
          // A failed poll keeps the last list on screen; say it may be out of date.
          <Alert severity="warning" sx={{ mb: 2 }}>
            {MESSAGES.cashierOrdersFailed}. The list below may be out of date.
          </Alert>
        )}
        <OrderQueue
          orders={queue.data?.customer}
          isLoading={queue.isPending}
          isError={queue.isError}
        />
      </FilterTabs>
    </>
  );
}
