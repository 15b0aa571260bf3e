import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useOrders } from '../api/get-orders.ts';
import { ORDER_COLUMNS, OrderRows } from '../components/order-rows.tsx';
import { stackedOnPhone } from '../components/stacked-table.ts';

function OrderHistory() {
  const orders = useOrders();
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
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Order history" sx={stackedOnPhone}>
        <TableHead>
          <TableRow>
            {ORDER_COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.data.orders.map((order) => (
            <OrderRows key={order._id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function Component() {
  return (
    <>
      <PageHeader>Order History</PageHeader>
      <BackLink to={paths.cart}>Back to Cart</BackLink>
      <OrderHistory />
    </>
  );
}
