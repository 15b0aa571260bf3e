import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MESSAGES, type QueueFilter } from '@shop/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCustomerQueue } from '../api/get-customer-queue.ts';
import { OrderQueue } from '../components/order-queue.tsx';
import { QUEUE_TABS, queueTabOf } from '../utils/order-rules.ts';

const tabId = (filter: QueueFilter) => `queue-tab-${filter}`;
const PANEL_ID = 'queue-panel';

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in the address (/cashier?status=ready): a reload or a shared link keeps it.
  const filter = queueTabOf(searchParams.get('status'));
  const queue = useCustomerQueue(filter);

  function choose(next: QueueFilter) {
    setSearchParams(next === 'open' ? {} : { status: next }, { replace: true });
  }

  return (
    <>
      <PageHeader>CASHIER DASHBOARD</PageHeader>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={filter}
          onChange={(_, next: QueueFilter) => choose(next)}
          aria-label="Which orders to show"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {QUEUE_TABS.map((tab) => (
            <Tab
              key={tab.filter}
              value={tab.filter}
              label={tab.label}
              id={tabId(tab.filter)}
              aria-controls={PANEL_ID}
              sx={{ minWidth: 72 }}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(filter)}>
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
      </div>
    </>
  );
}
