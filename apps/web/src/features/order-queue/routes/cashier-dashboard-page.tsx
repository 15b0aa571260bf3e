import Alert from '@mui/material/Alert';
import { MESSAGES } from '@shop/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCustomerQueue } from '../api/get-customer-queue.ts';
import { OrdersTable } from '../components/orders-table.tsx';

export function Component() {
  const queue = useCustomerQueue();
  return (
    <>
      <PageHeader>CASHIER DASHBOARD</PageHeader>
      {queue.isError && queue.data && (
        // A failed poll keeps the last list on screen; say it may be out of date.
        <Alert severity="warning" sx={{ mb: 2 }}>
          {MESSAGES.cashierOrdersFailed}. The list below may be out of date.
        </Alert>
      )}
      <OrdersTable
        orders={queue.data?.customer}
        isLoading={queue.isPending}
        isError={queue.isError}
      />
    </>
  );
}
