import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatCalendarDate,
  formatPeso,
  formatUnitPrice,
  type CustomerQueueEntry,
} from '@shop/contract';
import { quantityWithUnit } from '../../../lib/lots.ts';
import { deliveryFeeLabel } from '../../../components/order-slip.tsx';

const footerCell = { typography: 'body2', color: 'text.primary' } as const;

/**
 * The lines of one order: name, description, which lots it took (so the counter hands over the
 * sacks that expire first), quantity, price per unit, subtotal; then the order's subtotal,
 * delivery fee (with its area) and the Total (the server's figures).
 */
export function OrderProductsDialog({
  open,
  onClose,
  customerName,
  order,
}: {
  open: boolean;
  onClose: () => void;
  customerName: string;
  order: CustomerQueueEntry;
}) {
  const charges: [string, number][] = [
    ['Subtotal', order.subtotal],
    [deliveryFeeLabel(order.deliveryZone), order.deliveryFee],
    ['Total', order.totalAmount],
  ];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="order-products-title"
      // A phone gives the table its width back from the dialog's margins.
      slotProps={{
        paper: { sx: { m: { xs: 1.5, sm: 4 }, maxWidth: { xs: 'calc(100% - 24px)', sm: 600 } } },
      }}
    >
      <DialogTitle id="order-products-title">Order Products</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Customer: {customerName}
        </Typography>
        <Table
          size="small"
          aria-label={`Products ordered by ${customerName}`}
          // Narrow cells on phones keep the four columns and a unit ("per sack (25 kg)") inside the dialog.
          sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Subtotal</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.orderId.items.map((item) => (
              <TableRow key={item._id}>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {item.name}
                  </Typography>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {item.description}
                  </Typography>
                  {item.lots.map((lot) => (
                    <Typography key={lot.lotId} variant="caption" component="p">
                      {`${quantityWithUnit(lot.quantity, lot.stockUnit)} from the lot expiring ${formatCalendarDate(lot.expirationDate)}`}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                  {item.quantity}
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                  {formatUnitPrice(item.price, item.unit)}
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {formatPeso(item.subtotal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            {charges.map(([label, amount], i) => {
              // The last line is the Total, in bold.
              const weight = i === charges.length - 1 ? 700 : 400;
              return (
                <TableRow key={label}>
                  <TableCell colSpan={3} sx={{ ...footerCell, fontWeight: weight }}>
                    {label}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ ...footerCell, fontWeight: weight, whiteSpace: 'nowrap' }}
                  >
                    {formatPeso(amount)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableFooter>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
