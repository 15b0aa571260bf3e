import { Controller, type Control } from 'react-hook-form';
import { useStore } from '@nanostores/react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELIVERY_MODES, type DeliveryMode, type ShopSettings } from '@shop/contract';
import type { CheckoutValues } from '../utils/checkout-form.ts';
import { i18n, params } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

// The modes as the contract's DELIVERY_MODE_LABELS name them in English.
const words = i18n('cart/checkout-mode-field', {
  label: 'Delivery Mode',
  select: 'Select delivery mode',
  pickup: 'Pickup',
  delivery: 'Delivery',
  pickupPoint: 'Pickup point',
  pickUpAt: params('Pick up at: {address}'),
  pickUpAtShop: 'Pick up at the shop.',
  open: params('Open: {hours}'),
});

interface ModeFieldProps {
  control: Control<CheckoutValues>;
  mode: DeliveryMode | null;
  settings: ShopSettings | undefined;
  /** After the customer changes the mode (the address and date rules follow it). */
  onChanged: () => void;
}

/** Pickup or Delivery first; for pickup, where and when the order is collected. */
export function CheckoutModeField({ control, mode, settings, onChanged }: ModeFieldProps) {
  const t = useStore(words);
  const say = useLocalizeMessage();
  return (
    <>
      <Controller
        name="deliveryMode"
        control={control}
        render={({ field: { ref, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => {
              onChange(event);
              onChanged();
            }}
            inputRef={ref}
            select
            required
            fullWidth
            label={t.label}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message !== undefined ? say(fieldState.error.message) : undefined
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {t.select}
            </option>
            {DELIVERY_MODES.map((value) => (
              <option key={value} value={value}>
                {t[value]}
              </option>
            ))}
          </TextField>
        )}
      />
      {mode === 'pickup' && (
        <Box
          role="group"
          aria-label={t.pickupPoint}
          sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
        >
          <Typography variant="body2">
            {settings?.address ? t.pickUpAt({ address: settings.address }) : t.pickUpAtShop}
          </Typography>
          {settings?.hours && (
            <Typography variant="body2">{t.open({ hours: settings.hours })}</Typography>
          )}
        </Box>
      )}
    </>
  );
}
