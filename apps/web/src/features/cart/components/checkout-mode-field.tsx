import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_MODES,
  DELIVERY_MODE_LABELS,
  type DeliveryMode,
  type ShopSettings,
} from '@shop/contract';
import type { CheckoutValues } from '../utils/checkout-form.ts';

interface ModeFieldProps {
  control: Control<CheckoutValues>;
  mode: DeliveryMode | null;
  settings: ShopSettings | undefined;
  /** After the customer changes the mode (the address and date rules follow it). */
  onChanged: () => void;
}

/** Pickup or Delivery first; for pickup, where and when the order is collected. */
export function CheckoutModeField({ control, mode, settings, onChanged }: ModeFieldProps) {
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
          {settings?.hours && <Typography variant="body2">{`Open: ${settings.hours}`}</Typography>}
        </Box>
      )}
    </>
  );
}
