import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { formatCalendarDate, formatPeso, type Order } from '@shop/contract';
import { i18n, params } from '../../../i18n/i18n.ts';
import { $language } from '../../../i18n/language.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { priceWords, unitPriceText } from '../../../components/price-words.ts';
import { stackedOnPhone } from './stacked-table.ts';

/** The spec's columns (its English names are the words below). */
export const ORDER_COLUMNS = [
  'customer',
  'address',
  'phone',
  'pickupDate',
  'deliveryMode',
  'orderDate',
  'total',
] as const;

const columnWords = i18n('orders/order-columns', {
  customer: 'Customer',
  address: 'Address',
  phone: 'Phone',
  pickupDate: 'Pickup Date',
  deliveryMode: 'Delivery Mode',
  orderDate: 'Order Date',
  total: 'Total',
});

/** The order table's column names in the screens' language. */
export const useOrderColumnNames = () => useStore(columnWords);

/** The Products sub-table's columns, its modes and pricing options (the contract's labels). */
const words = i18n('orders/order-rows', {
  products: 'Products',
  productName: 'Product Name',
  price: 'Price',
  pricingOption: 'Pricing Option',
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  total: 'Total',
  deliveryFee: 'Delivery fee',
  deliveryFeeIn: params('Delivery fee ({zone})'),
  pickup: 'Pickup',
  delivery: 'Delivery',
});

/** A cashier may clear a customer's details for privacy; the order itself stays. */
const orDash = (value: string | null) => value ?? '—';

/** What the order costs, under its lines: the goods, the delivery fee (with its area), the total. */
function OrderCharges({ order }: { order: Order }) {
  const t = useStore(words);
  const lines: [string, number][] = [
    [t.subtotal, order.subtotal],
    [
      order.deliveryZone ? t.deliveryFeeIn({ zone: order.deliveryZone }) : t.deliveryFee,
      order.deliveryFee,
    ],
    [t.total, order.totalAmount],
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
  const t = useStore(words);
  const prices = useStore(priceWords);
  const columnNames = useOrderColumnNames();
  const language = useStore($language);
  const { customerInfo } = order;
  const cells: Record<(typeof ORDER_COLUMNS)[number], string> = {
    customer: orDash(customerInfo.name),
    address: orDash(customerInfo.address),
    phone: orDash(customerInfo.phoneNumber),
    pickupDate: formatCalendarDate(customerInfo.pickupDate, language),
    deliveryMode: order.deliveryMode === 'delivery' ? t.delivery : t.pickup,
    orderDate: formatTimestamp(order.createdAt, language),
    total: formatPeso(order.totalAmount),
  };
  const productColumns = [t.productName, t.price, t.pricingOption, t.quantity, t.subtotal];
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: 'none' }, bgcolor: 'grey.50' }}>
        {ORDER_COLUMNS.map((column) => (
          <TableCell
            key={column}
            data-label={columnNames[column]}
            sx={column === 'total' ? { fontWeight: 700, whiteSpace: 'nowrap' } : undefined}
          >
            {cells[column]}
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
                  {t.products}
                </Box>
              </Box>
              <TableHead>
                <TableRow>
                  {productColumns.map((column) => (
                    <TableCell key={column} sx={{ fontWeight: 600 }}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {order.items.map((item) => (
                  <TableRow key={item._id}>
                    <TableCell data-label={t.productName}>{item.name}</TableCell>
                    <TableCell data-label={t.price}>
                      {unitPriceText(item.price, item.unit, prices)}
                    </TableCell>
                    <TableCell data-label={t.pricingOption}>{prices[item.priceType]}</TableCell>
                    <TableCell data-label={t.quantity}>{item.quantity}</TableCell>
                    <TableCell data-label={t.subtotal}>{formatPeso(item.subtotal)}</TableCell>
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
