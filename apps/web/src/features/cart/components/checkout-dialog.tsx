import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_MODES,
  DELIVERY_MODE_LABELS,
  MESSAGES,
  PAYMENT_METHODS,
  checkoutBody,
  earliestDate,
  gcashReference,
  isCalendarDate,
  orderLabel,
  shopToday,
  text,
  type CheckoutBody,
  type DeliveryMode,
  type Order,
} from '@shop/contract';
import { MuiTheme } from '../../../app/mui-theme.tsx';
import { showResult } from '../../../lib/alerts.ts';
import { useDeliveryZones, useShopSettings } from '../../../lib/shop-settings.ts';
import { useCheckout } from '../api/checkout.ts';
import { useCart } from '../api/get-cart.ts';
import { useLastContact } from '../api/get-last-order.ts';
import { useOpenDates } from '../api/get-open-dates.ts';
import { DateChips, dateProblem } from './checkout-date-chips.tsx';
import { PaymentFields } from './checkout-payment.tsx';
import {
  CheckoutSummary,
  checkoutCharges,
  minimumOrderText,
  zoneFeeText,
  zoneOptionLabel,
} from './checkout-summary.tsx';

/**
 * What the form holds. Every field is a plain value here and is checked in one pass below, so
 * the first CHECK OUT shows every message at once (a refinement on the contract's body would
 * only run once its fields had passed).
 */
const checkoutValues = z.object({
  deliveryMode: z.string(),
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  pickupDate: z.string(),
  zoneId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  gcashReference: z.string(),
  smsUpdates: z.boolean(),
});
type CheckoutValues = z.infer<typeof checkoutValues>;

const emptyForm: CheckoutValues = {
  deliveryMode: '',
  name: '',
  address: '',
  phoneNumber: '',
  pickupDate: '',
  zoneId: '',
  paymentMethod: 'cash',
  gcashReference: '',
  smsUpdates: true,
};

const isMode = (value: string): value is DeliveryMode =>
  (DELIVERY_MODES as readonly string[]).includes(value);

/** The date is when the customer collects it, or when it is brought to them. */
const dateLabel = (mode: DeliveryMode | null) =>
  mode === 'delivery' ? 'Delivery Date' : 'Pickup Date';

const nameField = text('Name', 100);
const addressField = text('Address', 300);

function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

/** The contract's rules per field; the delivery area is required while any active area exists. */
const checkoutForm = (zoneRequired: boolean) =>
  checkoutValues.superRefine((values, ctx) => {
    const issue = (path: keyof CheckoutValues, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const mode = isMode(values.deliveryMode) ? values.deliveryMode : null;
    issue('deliveryMode', mode ? null : 'Please select a delivery mode');
    issue('name', firstIssue(nameField, values.name));
    if (mode !== 'pickup') issue('address', firstIssue(addressField, values.address));
    issue('phoneNumber', firstIssue(checkoutBody.shape.phoneNumber, values.phoneNumber));
    const label = dateLabel(mode);
    if (!values.pickupDate) issue('pickupDate', `${label} is required`);
    else if (!isCalendarDate(values.pickupDate))
      issue('pickupDate', `${label} must be a valid date`);
    if (mode === 'delivery' && zoneRequired && !values.zoneId)
      issue('zoneId', 'Please select a delivery area');
    if (values.paymentMethod === 'gcash' && values.gcashReference.trim())
      issue('gcashReference', firstIssue(gcashReference, values.gcashReference));
  });

/**
 * The body sent: pickup carries no address and no area (the order stores the shop's pickup
 * point); a GCash reference only when GCash is chosen and one was typed.
 */
function bodyOf(values: CheckoutValues, zoneIds: readonly string[]): CheckoutBody {
  const mode = values.deliveryMode as DeliveryMode;
  const reference = values.gcashReference.replace(/\s+/g, '');
  const delivery = mode === 'delivery';
  return {
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    pickupDate: values.pickupDate,
    deliveryMode: mode,
    ...(delivery ? { address: values.address.trim() } : {}),
    ...(delivery && zoneIds.includes(values.zoneId) ? { zoneId: values.zoneId } : {}),
    paymentMethod: values.paymentMethod,
    ...(values.paymentMethod === 'gcash' && reference ? { gcashReference: reference } : {}),
    smsUpdates: values.smsUpdates,
  };
}

type TextName = 'name' | 'address' | 'phoneNumber' | 'gcashReference';

/** A text field bound to the form (controlled, so a prefilled value shows under a raised label). */
function FormText({
  name,
  control,
  ...props
}: { name: TextName; control: Control<CheckoutValues> } & TextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}

interface CheckoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The order just placed, for the cart page to point to it. */
  onPlaced: (order: Order) => void;
}

/** The success dialog's words under the spec's title: which order it is and where to follow it. */
const placedText = (order: Order) =>
  `${orderLabel(order.orderNumber)} is placed. Follow it, or cancel it while it is pending, in your Order History.`;

/**
 * The FILL OUT modal: Pickup or Delivery first, then what that needs (the shop's address and
 * hours, or the customer's address and area with its fee), the contact details, an open date,
 * how to pay, and a summary of lines, fee and total above CHECK OUT.
 */
export function CheckoutDialog({ open, onClose, onPlaced }: CheckoutDialogProps) {
  const checkout = useCheckout();
  const cart = useCart();
  const settingsQuery = useShopSettings();
  const zonesQuery = useDeliveryZones();
  const lastContact = useLastContact();
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
  const { control, handleSubmit, reset, setValue, getValues, trigger, formState } =
    useForm<CheckoutValues>({ resolver, defaultValues: emptyForm });
  const [modeValue, date, zoneId, method] = useWatch({
    control,
    name: ['deliveryMode', 'pickupDate', 'zoneId', 'paymentMethod'],
  });
  const mode = isMode(modeValue) ? modeValue : null;
  const openDates = useOpenDates(mode);

  // Name, phone and address of the last order fill the fields the customer has not typed in.
  const contact = lastContact.data;
  useEffect(() => {
    if (!open || !contact) return;
    for (const key of ['name', 'phoneNumber', 'address'] as const) {
      const value = contact[key];
      if (value && getValues(key) === '') setValue(key, value);
    }
  }, [open, contact, getValues, setValue]);

  const items = cart.data?.items;
  // The server's subtotal at current prices; the fee follows the contract's rule.
  const subtotal = cart.data?.totalAmount ?? 0;
  const zone = mode === 'delivery' ? zones.find((z) => z._id === zoneId) : undefined;
  const charges = checkoutCharges(subtotal, mode, zone, zoneRequired);
  const problem = dateProblem(date, mode, settings, openDates.data?.dates);
  const minimumText = cart.data ? minimumOrderText(subtotal, settings?.minimumOrder ?? null) : null;
  const blocked = problem !== null || minimumText !== null || items?.length === 0;
  const lastOpenDate = openDates.data?.dates.at(-1)?.date;

  const onSubmit = handleSubmit((values) => {
    if (blocked) return;
    checkout.mutate(
      bodyOf(
        values,
        zones.map((z) => z._id),
      ),
      {
        onSuccess: ({ order }) => {
          reset(emptyForm);
          onPlaced(order);
          onClose();
          void showResult(MESSAGES.checkoutSuccess, placedText(order), 'success');
        },
        onError: (error) => {
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
            FILL OUT
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Controller
                name="deliveryMode"
                control={control}
                render={({ field: { ref, onChange, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    onChange={(event) => {
                      onChange(event);
                      // The address and date rules follow the mode: their messages too.
                      if (formState.isSubmitted) void trigger();
                    }}
                    inputRef={ref}
                    select
                    required
                    fullWidth
                    label="Delivery Mode"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="" disabled>
                      Select delivery mode
                    </option>
                    {DELIVERY_MODES.map((value) => (
                      <option key={value} value={value}>
                        {DELIVERY_MODE_LABELS[value]}
                      </option>
                    ))}
                  </TextField>
                )}
              />
              {mode === 'pickup' && (
                <Box
                  role="group"
                  aria-label="Pickup point"
                  sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
                >
                  <Typography variant="body2">
                    {settings?.address ? `Pick up at: ${settings.address}` : 'Pick up at the shop.'}
                  </Typography>
                  {settings?.hours && (
                    <Typography variant="body2">{`Open: ${settings.hours}`}</Typography>
                  )}
                </Box>
              )}
              <FormText name="name" control={control} label="Name" required autoComplete="name" />
              <FormText
                name="phoneNumber"
                control={control}
                label="Phone Number"
                required
                type="tel"
                placeholder="+63912..."
                autoComplete="tel"
                // Keeps the label up so the example number shows before typing starts.
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {mode !== 'pickup' && (
                <FormText
                  name="address"
                  control={control}
                  label="Address"
                  required
                  autoComplete="street-address"
                  multiline
                  minRows={2}
                />
              )}
              {mode === 'delivery' && zoneRequired && (
                <Controller
                  name="zoneId"
                  control={control}
                  render={({ field: { ref, ...field }, fieldState }) => (
                    <TextField
                      {...field}
                      inputRef={ref}
                      select
                      required
                      fullWidth
                      label="Delivery Area"
                      error={Boolean(fieldState.error)}
                      helperText={
                        fieldState.error?.message ??
                        (zone ? zoneFeeText(zone, subtotal) : undefined)
                      }
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                      <option value="" disabled>
                        Select delivery area
                      </option>
                      {zones.map((z) => (
                        <option key={z._id} value={z._id}>
                          {zoneOptionLabel(z)}
                        </option>
                      ))}
                    </TextField>
                  )}
                />
              )}
              {mode === 'delivery' && zonesQuery.isError && (
                <Alert
                  severity="warning"
                  action={
                    <Button color="inherit" size="small" onClick={() => void zonesQuery.refetch()}>
                      Try again
                    </Button>
                  }
                >
                  The delivery areas could not be loaded.
                </Alert>
              )}
              <Controller
                name="pickupDate"
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    type="date"
                    required
                    fullWidth
                    label={dateLabel(mode)}
                    error={Boolean(problem ?? fieldState.error)}
                    helperText={problem ?? fieldState.error?.message}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: {
                        min: settings ? earliestDate(settings) : shopToday(),
                        ...(lastOpenDate ? { max: lastOpenDate } : {}),
                      },
                    }}
                  />
                )}
              />
              <DateChips
                mode={mode}
                dates={openDates.data?.dates}
                loading={openDates.isPending && mode !== null}
                failed={openDates.isError}
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
                  <FormText
                    name="gcashReference"
                    control={control}
                    label="GCash reference number"
                    autoComplete="off"
                    helperText="13 digits, on your GCash receipt. Optional now: you can also add it later from Order History."
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
                    label="Text me updates about this order"
                  />
                )}
              />
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
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={checkout.isPending || blocked}
              startIcon={checkout.isPending ? <CircularProgress size={16} color="inherit" /> : null}
            >
              CHECK OUT
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </MuiTheme>
  );
}
