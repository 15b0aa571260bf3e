import { Controller, type Control } from 'react-hook-form';
import { useStore } from '@nanostores/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { DeliveryZone } from '@shop/contract';
import type { CheckoutValues } from '../utils/checkout-form.ts';
import { chargeWords, zoneFeeText, zoneOptionLabel } from '../utils/checkout-charges.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('cart/checkout-zone-field', {
  label: 'Delivery Area',
  select: 'Select delivery area',
  tryAgain: 'Try again',
  failed: 'The delivery areas could not be loaded.',
});

interface ZoneFieldProps {
  control: Control<CheckoutValues>;
  /** The active areas; none: delivery has no area to choose. */
  zones: readonly DeliveryZone[];
  /** The chosen one, for its fee under the select. */
  zone: DeliveryZone | undefined;
  subtotal: number;
  /** The areas could not be loaded: say so, with Try again. */
  failed: boolean;
  onRetry: () => void;
}

/** For delivery: the area, with its fee and how far the order is from free delivery. */
export function CheckoutZoneField({
  control,
  zones,
  zone,
  subtotal,
  failed,
  onRetry,
}: ZoneFieldProps) {
  const t = useStore(words);
  const charge = useStore(chargeWords);
  const say = useLocalizeMessage();
  return (
    <>
      {zones.length > 0 && (
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
              label={t.label}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message !== undefined
                  ? say(fieldState.error.message)
                  : zone
                    ? zoneFeeText(zone, subtotal, charge)
                    : undefined
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                {t.select}
              </option>
              {zones.map((z) => (
                <option key={z._id} value={z._id}>
                  {zoneOptionLabel(z, charge)}
                </option>
              ))}
            </TextField>
          )}
        />
      )}
      {failed && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t.tryAgain}
            </Button>
          }
        >
          {t.failed}
        </Alert>
      )}
    </>
  );
}
