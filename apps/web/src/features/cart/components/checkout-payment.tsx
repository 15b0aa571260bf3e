import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  formatPeso,
  type DeliveryMode,
  type PaymentMethod,
  type ShopSettings,
} from '@shop/contract';
import type { StoreValue } from 'nanostores';
import { PaymentQr } from '../../../components/payment-qr.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';

const words = i18n('cart/checkout-payment', {
  payment: 'Payment',
  cashOnDelivery: 'Cash on delivery',
  cashAtPickup: 'Cash — pay at pickup',
  gcashDetails: 'GCash details',
  send: params('Send {amount} by GCash to:'),
  theTotal: 'the total',
  gcashNumber: params('GCash number: {number}'),
  name: params('Name: {name}'),
  askNumber: 'Ask the shop for its GCash number before you pay.',
});

/** Cash is paid at the counter for pickup, to the rider for delivery. */
const paymentLabel = (
  method: PaymentMethod,
  mode: DeliveryMode | null,
  t: StoreValue<typeof words>,
): string => {
  // "GCash" is its name in every language.
  if (method === 'gcash') return PAYMENT_METHOD_LABELS.gcash;
  return mode === 'delivery' ? t.cashOnDelivery : t.cashAtPickup;
};

interface PaymentFieldsProps {
  mode: DeliveryMode | null;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  settings: ShopSettings | undefined;
  /** The order's total, when known (a delivery area may still be missing). */
  total: number | null;
  /** The GCash reference number input, shown with the GCash details. */
  referenceField: ReactNode;
}

/** How the customer pays; for GCash, where to send the money and where its reference goes. */
export function PaymentFields({
  mode,
  method,
  onMethodChange,
  settings,
  total,
  referenceField,
}: PaymentFieldsProps) {
  const t = useStore(words);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id="checkout-payment-label">
        {t.payment}
      </FormLabel>
      <RadioGroup
        aria-labelledby="checkout-payment-label"
        name="paymentMethod"
        value={method}
        onChange={(event) => onMethodChange(event.target.value as PaymentMethod)}
      >
        {PAYMENT_METHODS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={paymentLabel(value, mode, t)}
          />
        ))}
      </RadioGroup>
      {method === 'gcash' && (
        <Box
          role="group"
          aria-label={t.gcashDetails}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1 }}
        >
          {settings?.gcashNumber ? (
            <>
              <Typography variant="body2">
                {t.send({ amount: total === null ? t.theTotal : formatPeso(total) })}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {t.gcashNumber({ number: settings.gcashNumber })}
              </Typography>
              {settings.gcashName && (
                <Typography sx={{ fontWeight: 700 }}>
                  {t.name({ name: settings.gcashName })}
                </Typography>
              )}
            </>
          ) : (
            <Typography variant="body2">{t.askNumber}</Typography>
          )}
          <Box sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>
            <PaymentQr amount={total} settings={settings} />
          </Box>
          <Box sx={{ mt: 1.5 }}>{referenceField}</Box>
        </Box>
      )}
    </FormControl>
  );
}
