import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  MESSAGES,
  statusConfirmText,
  type CustomerQueueEntry,
  type SettableOrderStatus,
} from '@shop/contract';
import { confirmAction, showResult } from '../../../lib/alerts.ts';
import { ShopDate } from '../../../components/shop-date.tsx';
import { DeleteIconButton } from '../../../components/delete-icon-button.tsx';
import { TableStateRow } from '../../../components/table-state-row.tsx';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { useClearCustomerInfo } from '../api/clear-customer-info.ts';
import { ORDER_STATUS_LABELS, orderRowTint } from '../utils/order-rules.ts';
import { OrderProductsDialog } from './order-products-dialog.tsx';

const COLUMNS = ['#', 'CUSTOMER NAME', 'CUSTOMER NUMBER', 'PRODUCTS', 'PICK UP DATE', 'ACTIONS'];
// A cleared order leaves the queue; until the refetch lands its row may still show.
const CLEARED = '—';

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The cashier queue with its Approve, Decline and Clear Customer Info actions. */
export function OrdersTable({
  orders,
  isLoading,
  isError,
}: {
  orders: CustomerQueueEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const [viewing, setViewing] = useState<CustomerQueueEntry | null>(null);
  const setStatus = useSetOrderStatus();
  const clearInfo = useClearCustomerInfo();
  const busy = setStatus.isPending || clearInfo.isPending;

  async function changeStatus(order: CustomerQueueEntry, status: SettableOrderStatus) {
    if (!(await confirmAction(MESSAGES.confirmTitle, statusConfirmText(status)))) return;
    try {
      const result = await setStatus.mutateAsync({ id: order._id, status });
      await showResult(
        MESSAGES.statusSuccessTitle,
        result.message,
        status === 'approved' ? 'success' : 'error',
      );
    } catch (error) {
      await showResult(MESSAGES.statusErrorTitle, errorText(error, MESSAGES.statusFailed), 'error');
    }
  }

  async function clear(order: CustomerQueueEntry) {
    if (!(await confirmAction(MESSAGES.confirmTitle, MESSAGES.clearInfoConfirm))) return;
    try {
      const result = await clearInfo.mutateAsync(order._id);
      await showResult(MESSAGES.clearInfoSuccessTitle, result.message, 'success');
    } catch (error) {
      await showResult(
        MESSAGES.statusErrorTitle,
        errorText(error, MESSAGES.clearInfoFailed),
        'error',
      );
    }
  }

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
      const name = order.customerInfo.name ?? CLEARED;
      return (
        <TableRow
          key={order._id}
          data-status={order.status}
          sx={{ bgcolor: orderRowTint(order.status) }}
        >
          <TableCell>{index + 1}</TableCell>
          <TableCell>{name}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {order.customerInfo.phoneNumber ?? CLEARED}
          </TableCell>
          <TableCell>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setViewing(order)}
              aria-label={`View Products ordered by ${name}`}
              // A white face keeps the green text readable on the tinted rows.
              sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
            >
              View Products
            </Button>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <ShopDate value={order.customerInfo.pickupDate} />
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip
                size="small"
                variant="outlined"
                label={ORDER_STATUS_LABELS[order.status]}
                color={
                  order.status === 'approved'
                    ? 'success'
                    : order.status === 'declined'
                      ? 'error'
                      : 'default'
                }
                sx={{ minWidth: 84, bgcolor: 'background.paper' }}
              />
              <Button
                size="small"
                variant="contained"
                color="success"
                disabled={order.status === 'approved' || busy}
                onClick={() => void changeStatus(order, 'approved')}
              >
                Approve
              </Button>
              <Button
                size="small"
                variant="contained"
                color="error"
                disabled={order.status === 'declined' || busy}
                onClick={() => void changeStatus(order, 'declined')}
              >
                Decline
              </Button>
              <DeleteIconButton
                title="Clear Customer Info"
                label={`Clear Customer Info of ${name}`}
                disabled={busy}
                onClick={() => void clear(order)}
              />
            </Stack>
          </TableCell>
        </TableRow>
      );
    });

  return (
    <>
      <TableContainer component={Paper}>
        <Table aria-label="Customer orders" sx={{ minWidth: 820 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      {viewing && (
        <OrderProductsDialog
          open
          onClose={() => setViewing(null)}
          customerName={viewing.customerInfo.name ?? CLEARED}
          items={viewing.orderId.items}
          totalAmount={viewing.orderId.totalAmount}
        />
      )}
    </>
  );
}
