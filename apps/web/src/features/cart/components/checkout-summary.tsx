import { useStore } from '@nanostores/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPeso, lineTotal } from '@shop/contract';
import type { CartItem } from '@shop/contract';
import type { CheckoutCharges } from '../utils/checkout-charges.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { priceWords, unitPriceText } from '../../../components/price-words.ts';

const words = i18n('cart/checkout-summary', {
  title: 'Order summary',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty.',
  lines: 'Order lines',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total',
});

interface CheckoutSummaryProps {
  items: readonly CartItem[] | undefined;
  charges: CheckoutCharges;
  loading: boolean;
  minimumText: string | null;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 2, m: 0 } as const;

/** What is being ordered and what it costs, just above CHECK OUT. */
export function CheckoutSummary({ items, charges, loading, minimumText }: CheckoutSummaryProps) {
  const t = useStore(words);
  const cart = useStore(priceWords);
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
        {t.title}
      </Typography>
      {loading || !items ? (
        <Typography variant="body2" color="text.secondary">
          {t.loading}
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2">{t.empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t.lines}
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
                {`${cart[item.priceType]} · ${item.quantity} × ${unitPriceText(item.price, item.unit, cart)}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
        <Box sx={row}>
          <Typography component="dt" variant="body2">
            {t.subtotal}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatPeso(charges.subtotal)}
          </Typography>
        </Box>
        <Box sx={row}>
          <Typography component="dt" variant="body2">
            {t.deliveryFee}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {charges.feeText}
          </Typography>
        </Box>
        <Box sx={row}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t.total}
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
