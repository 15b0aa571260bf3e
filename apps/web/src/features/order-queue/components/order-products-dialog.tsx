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
import { formatPeso, type OrderItem } from '@shop/contract';

/** The lines of one order: name, description, quantity, price, subtotal and the Total (the server's). */
export function OrderProductsDialog({
  open,
  onClose,
  customerName,
  items,
  totalAmount,
}: {
  open: boolean;
  onClose: () => void;
  customerName: string;
  items: OrderItem[];
  totalAmount: number;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="order-products-title">
      <DialogTitle id="order-products-title">Order Products</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Customer: {customerName}
        </Typography>
        <Table size="small" aria-label={`Products ordered by ${customerName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Subtotal</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item._id}>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {item.name}
                  </Typography>
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {item.description}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                  {item.quantity}
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {formatPeso(item.price)}
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {formatPeso(item.subtotal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                colSpan={3}
                sx={{ typography: 'body2', fontWeight: 700, color: 'text.primary' }}
              >
                Total
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  typography: 'body2',
                  fontWeight: 700,
                  color: 'text.primary',
                  whiteSpace: 'nowrap',
                }}
              >
                {formatPeso(totalAmount)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
