import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GCASH_REFERENCE_PATTERN,
  PAYMENT_METHOD_LABELS,
  SERVER_MESSAGES,
  formatPeso,
  type Order,
} from '@shop/contract';
import { LabelledValue } from '../../../components/card-parts.tsx';
import { PaymentQr, gcashToPay } from '../../../components/payment-qr.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { useSetOrderReference } from '../api/set-order-reference.ts';

/** The contract's own words for a reference that is not 13 digits. */
const REFERENCE_INVALID = 'GCash reference number must be 13 digits';

/** Spaces are allowed while typing ("1234 567 890123") and dropped, as the server does. */
const REFERENCE_INPUT_MAX_LENGTH = 20;

/**
 * "Add GCash reference": the 13-digit number from the customer's GCash receipt, checked here
 * before it is sent; the server's refusal (400, 409) is shown under the field.
 */
function GcashReferenceForm({ order, onSaved }: { order: Order; onSaved: () => void }) {
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
      setError(REFERENCE_INVALID);
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

  const payTo = settings?.gcashNumber
    ? `Send ${formatPeso(order.totalAmount)} to GCash ${settings.gcashNumber}${
        settings.gcashName ? ` (${settings.gcashName})` : ''
      }, then enter the 13-digit reference number from your GCash receipt.`
    : 'Enter the 13-digit reference number from your GCash receipt.';

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ mt: 1.5, display: 'grid', gap: 1 }}
    >
      <Typography component="h4" variant="subtitle2" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        Add GCash reference
      </Typography>
      <Typography variant="body2" id={`${id}-hint`}>
        {payTo}
      </Typography>
      <PaymentQr amount={order.totalAmount} orderNumber={order.orderNumber} settings={settings} />
      <TextField
        inputRef={inputRef}
        size="small"
        label="GCash reference number"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        error={error !== null}
        helperText={error ?? '13 digits'}
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
          {save.isPending ? 'Saving...' : 'Save reference'}
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
        Payment
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
        <LabelledValue label="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</LabelledValue>
        {gcash && (
          <LabelledValue label="GCash reference">
            {order.gcashReference ?? 'Not given yet'}
          </LabelledValue>
        )}
        <LabelledValue label="Payment status">
          <Box
            component="span"
            sx={order.paid ? { color: 'success.main', fontWeight: 700 } : undefined}
          >
            {order.paid ? 'Paid' : 'Not paid yet'}
          </Box>
        </LabelledValue>
      </Box>
      {showSaved && (
        <Alert severity="success" role="status" ref={savedRef} tabIndex={-1} sx={{ mt: 1 }}>
          {SERVER_MESSAGES.referenceSaved}
        </Alert>
      )}
      {gcashToPay(order) && <GcashReferenceForm order={order} onSaved={() => setSaved(true)} />}
    </Box>
  );
}
