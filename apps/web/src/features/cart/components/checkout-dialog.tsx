import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { MESSAGES, MESSAGING_TEXTS, isReferenceUsed, orderLabel, type Order } from '@shop/contract';
import { MuiTheme } from '../../../app/mui-theme.tsx';
import { PaymentQr, gcashToPay } from '../../../components/payment-qr.tsx';
import { showResult } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAccount } from '../../../lib/account.ts';
import { useDeliveryZones, useShopSettings } from '../../../lib/shop-settings.ts';
import { useCheckout } from '../api/checkout.ts';
import { useCart } from '../api/get-cart.ts';
import { useLastContact } from '../api/get-last-order.ts';
import { useOpenDates } from '../api/get-open-dates.ts';
import {
  checkoutForm,
  emptyCheckoutForm,
  isMode,
  toCheckoutBody,
  type CheckoutValues,
} from '../utils/checkout-form.ts';
import { chargeWords, checkoutCharges, minimumOrderText } from '../utils/checkout-charges.ts';
import { dateProblem } from '../utils/checkout-dates.ts';
import { CHECKOUT_FORM_MESSAGES, fill } from '../utils/cart-messages.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { $language } from '../../../i18n/language.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';
import { CheckoutDateField } from './checkout-date-field.tsx';
import { CheckoutModeField } from './checkout-mode-field.tsx';
import { PaymentFields } from './checkout-payment.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { CheckoutTextField } from './checkout-text-field.tsx';
import { CheckoutZoneField } from './checkout-zone-field.tsx';

interface CheckoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The order just placed, for the cart page to point to it. */
  onPlaced: (order: Order) => void;
}

const words = i18n('cart/checkout-dialog', {
  title: 'FILL OUT',
  name: 'Name',
  phoneNumber: 'Phone Number',
  address: 'Address',
  gcashReference: 'GCash reference number',
  gcashReferenceHint:
    '13 digits, on your GCash receipt. Optional now: you can also add it later from Order History.',
  smsUpdates: 'Text me updates about this order',
  cancel: 'Cancel',
  checkOut: 'CHECK OUT',
});

/**
 * The success dialog's words under the spec's title: which order it is and where to follow it
 * (English here; the result dialog says it in the customer's language).
 */
const placedText = (order: Order) =>
  fill(CHECKOUT_FORM_MESSAGES.placed, { order: orderLabel(order.orderNumber) });

/**
 * The FILL OUT modal: Pickup or Delivery first, then what that needs (the shop's address and
 * hours, or the customer's address and area with its fee), the contact details, an open date,
 * how to pay, and a summary of lines, fee and total above CHECK OUT.
 */
export function CheckoutDialog({ open, onClose, onPlaced }: CheckoutDialogProps) {
  const t = useStore(words);
  const charge = useStore(chargeWords);
  const language = useStore($language);
  const say = useLocalizeMessage();
  const checkout = useCheckout();
  const cart = useCart();
  const settingsQuery = useShopSettings();
  const zonesQuery = useDeliveryZones();
  const lastContact = useLastContact();
  const account = useAccount();
  // Steps aside while an error alert shows; the form keeps what was typed and comes back after
  // the alert.
  const [alerting, setAlerting] = useState(false);

  const settings = settingsQuery.data?.settings;
  const zones = useMemo(
    () => (zonesQuery.data?.zones ?? []).filter((zone) => zone.active),
    [zonesQuery.data],
  );
  const zoneRequired = zones.length > 0;
  const resolver = useMemo(() => zodResolver(checkoutForm(zoneRequired)), [zoneRequired]);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    getFieldState,
    trigger,
    setError,
    formState,
  } = useForm<CheckoutValues>({ resolver, defaultValues: emptyCheckoutForm });
  const [modeValue, date, zoneId, method] = useWatch({
    control,
    name: ['deliveryMode', 'pickupDate', 'zoneId', 'paymentMethod'],
  });
  const mode = isMode(modeValue) ? modeValue : null;
  const openDates = useOpenDates(mode);

  // The account's name, phone, address and text-updates choice fill the fields the customer has
  // not typed in; what the account lacks comes from the last order. Filled once both are known
  // (either may fail: then the other fills alone).
  const contact = lastContact.data;
  const saved = account.data?.account;
  const known = !lastContact.isPending && !account.isPending;
  useEffect(() => {
    if (!open || !known) return;
    const fill = {
      name: saved?.username || contact?.name,
      phoneNumber: saved?.phoneNumber || contact?.phoneNumber,
      address: saved?.defaultAddress || contact?.address,
    };
    for (const key of ['name', 'phoneNumber', 'address'] as const) {
      const value = fill[key];
      if (value && getValues(key) === '') setValue(key, value);
    }
    if (saved && !getFieldState('smsUpdates').isDirty) setValue('smsUpdates', saved.smsUpdates);
  }, [open, known, saved, contact, getValues, getFieldState, setValue]);

  const items = cart.data?.items;
  // The server's subtotal at current prices; the fee follows the contract's rule.
  const subtotal = cart.data?.totalAmount ?? 0;
  const zone = mode === 'delivery' ? zones.find((z) => z._id === zoneId) : undefined;
  const charges = checkoutCharges(subtotal, mode, zone, zoneRequired, charge);
  const problem = dateProblem(date, mode, settings, openDates.data?.dates, language);
  const minimumText = cart.data
    ? minimumOrderText(subtotal, settings?.minimumOrder ?? null, charge)
    : null;
  const blocked = problem !== null || minimumText !== null || items?.length === 0;

  const onSubmit = handleSubmit((values) => {
    if (blocked) return;
    checkout.mutate(
      toCheckoutBody(
        values,
        zones.map((z) => z._id),
      ),
      {
        onSuccess: ({ order }) => {
          reset(emptyCheckoutForm);
          onPlaced(order);
          onClose();
          // A GCash order not paid yet: the shop's QR code again, with the order to name.
          void showResult(
            MESSAGES.checkoutSuccess,
            placedText(order),
            'success',
            gcashToPay(order) ? (
              <PaymentQr
                amount={order.totalAmount}
                orderNumber={order.orderNumber}
                settings={settings}
              />
            ) : undefined,
          );
        },
        onError: (error) => {
          // A reference another order has: said on the field, where it is fixed.
          if (error instanceof ApiError && error.status === 409 && isReferenceUsed(error.message))
            return setError('gcashReference', { message: error.message }, { shouldFocus: true });
          setAlerting(true);
          void showResult(MESSAGES.checkoutErrorTitle, error.message, 'error').then(() =>
            setAlerting(false),
          );
        },
      },
    );
  });

  const close = () => {
    if (!checkout.isPending) onClose();
  };

  // The cart page is plain elements; the form brings MUI's theme with it.
  return (
    <MuiTheme>
      <Dialog
        open={open && !alerting}
        onClose={close}
        scroll="paper"
        aria-labelledby="checkout-title"
      >
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          // Title and buttons stay put; the fields between them scroll on a phone.
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <DialogTitle id="checkout-title" sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
            {t.title}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <CheckoutModeField
                control={control}
                mode={mode}
                settings={settings}
                // The address and date rules follow the mode: their messages too.
                onChanged={() => {
                  if (formState.isSubmitted) void trigger();
                }}
              />
              <CheckoutTextField
                name="name"
                control={control}
                label={t.name}
                required
                autoComplete="name"
              />
              <CheckoutTextField
                name="phoneNumber"
                control={control}
                label={t.phoneNumber}
                required
                type="tel"
                placeholder="+63912..."
                autoComplete="tel"
                // Keeps the label up so the example number shows before typing starts.
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {mode !== 'pickup' && (
                <CheckoutTextField
                  name="address"
                  control={control}
                  label={t.address}
                  required
                  autoComplete="street-address"
                  multiline
                  minRows={2}
                />
              )}
              {mode === 'delivery' && (
                <CheckoutZoneField
                  control={control}
                  zones={zones}
                  zone={zone}
                  subtotal={subtotal}
                  failed={zonesQuery.isError}
                  onRetry={() => void zonesQuery.refetch()}
                />
              )}
              <CheckoutDateField
                control={control}
                mode={mode}
                settings={settings}
                openDates={{
                  dates: openDates.data?.dates,
                  loading: openDates.isPending && mode !== null,
                  failed: openDates.isError,
                }}
                problem={problem}
                selected={date}
                onPick={(picked) =>
                  setValue('pickupDate', picked, {
                    shouldDirty: true,
                    shouldValidate: formState.isSubmitted,
                  })
                }
              />
              <PaymentFields
                mode={mode}
                method={method}
                onMethodChange={(value) => setValue('paymentMethod', value, { shouldDirty: true })}
                settings={settings}
                total={charges.total}
                referenceField={
                  <CheckoutTextField
                    name="gcashReference"
                    control={control}
                    label={t.gcashReference}
                    autoComplete="off"
                    helperText={t.gcashReferenceHint}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
                  />
                }
              />
              <Controller
                name="smsUpdates"
                control={control}
                render={({ field: { ref, value, onChange, ...field } }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        {...field}
                        slotProps={{ input: { ref } }}
                        checked={value}
                        onChange={(event) => onChange(event.target.checked)}
                      />
                    }
                    label={t.smsUpdates}
                  />
                )}
              />
              {settingsQuery.data?.messaging?.sms === false && (
                <FormHelperText sx={{ mt: -1.5 }}>
                  {say(MESSAGING_TEXTS.checkoutNoTexts)}
                </FormHelperText>
              )}
              <CheckoutSummary
                items={items}
                loading={cart.isPending}
                charges={charges}
                minimumText={minimumText}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={close} disabled={checkout.isPending}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={checkout.isPending || blocked}
              startIcon={checkout.isPending ? <CircularProgress size={16} color="inherit" /> : null}
            >
              {t.checkOut}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </MuiTheme>
  );
}
