import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_MODE_LABELS,
  PRICE_TYPE_LABELS,
  formatCalendarDate,
  formatPeso,
  formatUnitPrice,
  type Order,
} from '@shop/contract';
import { deliveryFeeLabel } from '../../../components/order-slip.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { stackedOnPhone } from './stacked-table.ts';

export const ORDER_COLUMNS = [
  'Customer',
  'Address',
  'Phone',
  'Pickup Date',
  'Delivery Mode',
  'Order Date',
  'Total',
] as const;
const PRODUCT_COLUMNS = ['Product Name', 'Price', 'Pricing Option', 'Quantity', 'Subtotal'];

/** A cashier may clear a customer's details for privacy; the order itself stays. */
const orDash = (value: string | null) => value ?? '—';

/** What the order costs, under its lines: the goods, the delivery fee (with its area), the total. */
function OrderCharges({ order }: { order: Order }) {
  const lines: [string, number][] = [
    ['Subtotal', order.subtotal],
    [deliveryFeeLabel(order.deliveryZone), order.deliveryFee],
    ['Total', order.totalAmount],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, auto) auto',
        justifyContent: { xs: 'stretch', sm: 'end' },
        columnGap: 3,
        rowGap: 0.25,
        m: 0,
        mt: 1,
        '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
        // The last dt and dd: the Total.
        '& > :last-of-type': { fontWeight: 700 },
      }}
    >
      {lines.map(([label, amount]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2">
            {formatPeso(amount)}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/** One order: its details row, then a row holding its Products sub-table and its charges. */
export function OrderRows({ order }: { order: Order }) {
  const { customerInfo } = order;
  const cells = [
    orDash(customerInfo.name),
    orDash(customerInfo.address),
    orDash(customerInfo.phoneNumber),
    formatCalendarDate(customerInfo.pickupDate),
    DELIVERY_MODE_LABELS[order.deliveryMode],
    formatTimestamp(order.createdAt),
    formatPeso(order.totalAmount),
  ];
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: 'none' }, bgcolor: 'grey.50' }}>
        {cells.map((value, i) => (
          <TableCell
            key={ORDER_COLUMNS[i]}
            data-label={ORDER_COLUMNS[i]}
            sx={i === cells.length - 1 ? { fontWeight: 700, whiteSpace: 'nowrap' } : undefined}
          >
            {value}
          </TableCell>
        ))}
      </TableRow>
      <TableRow>
        <TableCell colSpan={ORDER_COLUMNS.length} sx={{ pt: 0, pb: 2, borderBottom: 'none' }}>
          <Box sx={{ pl: { sm: 2 }, borderLeft: { sm: 3 }, borderColor: { sm: 'primary.light' } }}>
            <Table size="small" sx={[{ '& > caption': { captionSide: 'top' } }, stackedOnPhone]}>
              <Box
                component="caption"
                sx={{ textAlign: 'left', p: 0, pb: 0.5, color: 'text.primary' }}
              >
                <Box component="span" sx={{ fontWeight: 700 }}>
                  Products
                </Box>
              </Box>
              <TableHead>
                <TableRow>
                  {PRODUCT_COLUMNS.map((column) => (
                    <TableCell key={column} sx={{ fontWeight: 600 }}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {order.items.map((item) => (
                  <TableRow key={item._id}>
                    <TableCell data-label="Product Name">{item.name}</TableCell>
                    <TableCell data-label="Price">
                      {formatUnitPrice(item.price, item.unit)}
                    </TableCell>
                    <TableCell data-label="Pricing Option">
                      {PRICE_TYPE_LABELS[item.priceType]}
                    </TableCell>
                    <TableCell data-label="Quantity">{item.quantity}</TableCell>
                    <TableCell data-label="Subtotal">{formatPeso(item.subtotal)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <OrderCharges order={order} />
          </Box>
        </TableCell>
      </TableRow>
    </>
  );
}
