import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { GCASH_REFERENCE_PATTERN, SERVER_MESSAGES, formatPeso, type Order } from '@shop/contract';
import { LabelledValue } from '../../../components/card-parts.tsx';
import { PaymentQr, gcashToPay } from '../../../components/payment-qr.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { useSetOrderReference } from '../api/set-order-reference.ts';
import { ORDER_MESSAGES } from '../utils/order-messages.ts';

const formWords = i18n('orders/gcash-reference-form', {
  title: 'Add GCash reference',
  payTo: params(
    'Send {amount} to GCash {number}, then enter the 13-digit reference number from your GCash receipt.',
  ),
  payToNamed: params(
    'Send {amount} to GCash {number} ({name}), then enter the 13-digit reference number from your GCash receipt.',
  ),
  enter: 'Enter the 13-digit reference number from your GCash receipt.',
  label: 'GCash reference number',
  digits: '13 digits',
  saving: 'Saving...',
  save: 'Save reference',
});

const words = i18n('orders/order-payment', {
  title: 'Payment',
  method: 'Method',
  // PAYMENT_METHOD_LABELS' words, here in the customer's language.
  cash: 'Cash',
  gcash: 'GCash',
  reference: 'GCash reference',
  notGiven: 'Not given yet',
  status: 'Payment status',
  paid: 'Paid',
  notPaid: 'Not paid yet',
});

/** Spaces are allowed while typing ("1234 567 890123") and dropped, as the server does. */
const REFERENCE_INPUT_MAX_LENGTH = 20;

/**
 * "Add GCash reference": the 13-digit number from the customer's GCash receipt, checked here
 * before it is sent; the server's refusal (400, 409) is shown under the field.
 */
function GcashReferenceForm({ order, onSaved }: { order: Order; onSaved: () => void }) {
  const t = useStore(formWords);
  const say = useLocalizeMessage();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const save = useSetOrderReference();
  const settings = useShopSettings().data?.settings;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const gcashReference = value.replace(/\s+/g, '');
    if (!GCASH_REFERENCE_PATTERN.test(gcashReference)) {
      setError(ORDER_MESSAGES.referenceInvalid);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: order._id, gcashReference });
      onSaved();
    } catch (failure) {
      setError((failure as Error).message);
      inputRef.current?.focus();
    }
  }

  const amount = formatPeso(order.totalAmount);
  const payTo = !settings?.gcashNumber
    ? t.enter
    : settings.gcashName
      ? t.payToNamed({ amount, number: settings.gcashNumber, name: settings.gcashName })
      : t.payTo({ amount, number: settings.gcashNumber });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ mt: 1.5, display: 'grid', gap: 1 }}
    >
      <Typography component="h4" variant="subtitle2" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" id={`${id}-hint`}>
        {payTo}
      </Typography>
      <PaymentQr amount={order.totalAmount} orderNumber={order.orderNumber} settings={settings} />
      <TextField
        inputRef={inputRef}
        size="small"
        label={t.label}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        error={error !== null}
        helperText={error === null ? t.digits : say(error)}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: REFERENCE_INPUT_MAX_LENGTH,
            'aria-describedby': `${id}-hint ${id}-help`,
          },
          formHelperText: { id: `${id}-help`, role: error ? 'alert' : undefined },
        }}
        sx={{ maxWidth: 320 }}
      />
      <Box>
        <Button type="submit" variant="contained" size="small" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * How the order is paid: the method, for GCash the reference (or the form to give it), and
 * whether the shop has seen the money ("Paid" / "Not paid yet", the cashier's mark).
 */
export function OrderPayment({ order }: { order: Order }) {
  const t = useStore(words);
  const say = useLocalizeMessage();
  const id = useId();
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLDivElement>(null);
  const gcash = order.paymentMethod === 'gcash';

  const showSaved = saved && order.gcashReference !== null;

  // The form is gone once the reference is saved: focus moves to the message saying so (once the
  // saved order is on screen: the cache's update may reach the page after the answer does).
  useEffect(() => {
    if (showSaved) savedRef.current?.focus();
  }, [showSaved]);

  return (
    // A group, not a region: one landmark per order card would crowd the page's landmarks.
    <Box role="group" aria-labelledby={`${id}-title`} sx={{ alignSelf: 'stretch' }}>
      <Typography component="h3" variant="subtitle2" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.25,
          m: 0,
          mt: 0.5,
        }}
      >
        <LabelledValue label={t.method}>{gcash ? t.gcash : t.cash}</LabelledValue>
        {gcash && (
          <LabelledValue label={t.reference}>{order.gcashReference ?? t.notGiven}</LabelledValue>
        )}
        <LabelledValue label={t.status}>
          <Box
            component="span"
            sx={order.paid ? { color: 'success.main', fontWeight: 700 } : undefined}
          >
            {order.paid ? t.paid : t.notPaid}
          </Box>
        </LabelledValue>
      </Box>
      {showSaved && (
        <Alert severity="success" role="status" ref={savedRef} tabIndex={-1} sx={{ mt: 1 }}>
          {say(SERVER_MESSAGES.referenceSaved)}
        </Alert>
      )}
      {gcashToPay(order) && <GcashReferenceForm order={order} onSaved={() => setSaved(true)} />}
    </Box>
  );
}
