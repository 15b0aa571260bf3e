import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  PRICE_TYPE_LABELS,
  deliveryFee,
  formatPeso,
  formatUnitPrice,
  lineTotal,
  sumPesos,
  type CartItem,
  type DeliveryMode,
  type DeliveryZone,
} from '@shop/contract';

/** What the order will cost: the fee and total are null while a delivery area is still to be chosen. */
export interface CheckoutCharges {
  subtotal: number;
  fee: number | null;
  total: number | null;
  /** The fee as the summary shows it: "₱50.00", "Free", or what is still missing. */
  feeText: string;
}

/**
 * The fee the server will charge (the contract's `deliveryFee`): none for pickup or without
 * areas; for delivery, the chosen area's fee, or nothing from its free-from subtotal up.
 */
export function checkoutCharges(
  subtotal: number,
  mode: DeliveryMode | null,
  zone: DeliveryZone | undefined,
  zoneRequired: boolean,
): CheckoutCharges {
  if (mode === 'delivery' && zone) {
    const fee = deliveryFee(zone, subtotal);
    return {
      subtotal,
      fee,
      total: sumPesos([subtotal, fee]),
      feeText: fee === 0 ? 'Free' : formatPeso(fee),
    };
  }
  if (mode === 'delivery' && zoneRequired)
    return { subtotal, fee: null, total: null, feeText: 'Select a delivery area' };
  return { subtotal, fee: 0, total: subtotal, feeText: formatPeso(0) };
}

/** "Poblacion — ₱50.00, free from ₱3,000.00": an area as the Delivery Area select offers it. */
export function zoneOptionLabel(zone: DeliveryZone): string {
  const fee = zone.fee === 0 ? 'Free' : formatPeso(zone.fee);
  const free =
    zone.freeFrom !== null && zone.fee > 0 ? `, free from ${formatPeso(zone.freeFrom)}` : '';
  return `${zone.name} — ${fee}${free}`;
}

/** The chosen area's fee under its select, and how far the order is from free delivery. */
export function zoneFeeText(zone: DeliveryZone, subtotal: number): string {
  const fee = deliveryFee(zone, subtotal);
  if (fee === 0)
    return zone.fee === 0
      ? 'Delivery fee: Free'
      : `Delivery fee: Free (your order reaches ${formatPeso(zone.freeFrom ?? 0)})`;
  if (zone.freeFrom === null) return `Delivery fee: ${formatPeso(fee)}`;
  return `Delivery fee: ${formatPeso(fee)}. Add ${formatPeso(
    sumPesos([zone.freeFrom, -subtotal]),
  )} more for free delivery.`;
}

/** The minimum order's message, or null when the subtotal meets it (or there is none). */
export function minimumOrderText(subtotal: number, minimumOrder: number | null): string | null {
  if (minimumOrder === null || subtotal >= minimumOrder) return null;
  return `Minimum order is ${formatPeso(minimumOrder)}. Add ${formatPeso(
    sumPesos([minimumOrder, -subtotal]),
  )} more to check out.`;
}

interface CheckoutSummaryProps {
  items: readonly CartItem[] | undefined;
  charges: CheckoutCharges;
  loading: boolean;
  minimumText: string | null;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 2, m: 0 } as const;

/** What is being ordered and what it costs, just above CHECK OUT. */
export function CheckoutSummary({ items, charges, loading, minimumText }: CheckoutSummaryProps) {
  return (
    <Box
      component="section"
      aria-labelledby="checkout-summary-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography
        component="h3"
        id="checkout-summary-title"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        Order summary
      </Typography>
      {loading || !items ? (
        <Typography variant="body2" color="text.secondary">
          Loading your cart…
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2">Your cart is empty.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Order lines"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {items.map((item) => (
            <Box
              component="li"
              key={`${item.product._id}:${item.priceType}`}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Box sx={row}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {item.product.name}
                </Typography>
                <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(lineTotal(item.price, item.quantity))}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {`${PRICE_TYPE_LABELS[item.priceType]} · ${item.quantity} × ${formatUnitPrice(
                  item.price,
                  item.unit,
                )}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
        <Box sx={row}>
          <Typography component="dt" variant="body2">
            Subtotal
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatPeso(charges.subtotal)}
          </Typography>
        </Box>
        <Box sx={row}>
          <Typography component="dt" variant="body2">
            Delivery fee
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {charges.feeText}
          </Typography>
        </Box>
        <Box sx={row}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {charges.total === null ? '—' : formatPeso(charges.total)}
          </Typography>
        </Box>
      </Box>
      {minimumText && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {minimumText}
        </Alert>
      )}
    </Box>
  );
}
