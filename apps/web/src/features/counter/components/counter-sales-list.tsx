import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, formatPeso, orderLabel } from '@shop/contract';
import { useCounterSales } from '../api/counter-api.ts';
import { RefundButton } from '../../../components/refund-dialog.tsx';

/** The shift's counter sales, newest first, each with what was refunded and a Refund. */
export function CounterSalesList({ shiftId }: { shiftId: string }) {
  const sales = useCounterSales(shiftId);
  return (
    <section aria-labelledby="counter-sales-title">
      <Typography id="counter-sales-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        Sales this shift
      </Typography>
      {sales.isError && <Alert severity="error">{sales.error.message}</Alert>}
      {sales.data?.length === 0 && <Typography>No sales this shift yet.</Typography>}
      <List dense>
        {sales.data?.map((sale) => (
          <ListItem key={sale._id} divider secondaryAction={<RefundButton sale={sale} />}>
            <ListItemText
              primary={`${orderLabel(sale.orderNumber)} · ${formatPeso(sale.totalAmount)} · ${PAYMENT_METHOD_LABELS[sale.paymentMethod]}`}
              secondary={
                sale.refundedAmount > 0 ? `Refunded ${formatPeso(sale.refundedAmount)}` : null
              }
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
