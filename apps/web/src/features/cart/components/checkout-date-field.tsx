import { Controller, type Control } from 'react-hook-form';
import { useStore } from '@nanostores/react';
import TextField from '@mui/material/TextField';
import {
  dateHint,
  earliestDate,
  lastBookableDate,
  shopToday,
  type DeliveryMode,
  type OpenDatesResponse,
  type ShopSettings,
} from '@shop/contract';
import type { CheckoutValues } from '../utils/checkout-form.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { $language } from '../../../i18n/language.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';
import { DateChips } from './checkout-date-chips.tsx';

// The date is when the customer collects it, or when it is brought to them.
const words = i18n('cart/checkout-date-field', {
  pickupDate: 'Pickup Date',
  deliveryDate: 'Delivery Date',
});

interface DateFieldProps {
  control: Control<CheckoutValues>;
  mode: DeliveryMode | null;
  settings: ShopSettings | undefined;
  /** The open dates with their room left, while they load and if they failed to. */
  openDates: { dates: OpenDatesResponse['dates'] | undefined; loading: boolean; failed: boolean };
  /** Why the chosen date cannot be taken (in the customer's language), shown in place of the field's own message. */
  problem: string | null;
  selected: string;
  onPick: (date: string) => void;
}

/** The pickup or delivery date: a date input, and the open dates as buttons under it. */
export function CheckoutDateField({
  control,
  mode,
  settings,
  openDates,
  problem,
  selected,
  onPick,
}: DateFieldProps) {
  const t = useStore(words);
  const language = useStore($language);
  const say = useLocalizeMessage();
  // The last open date, or until the list arrives the booking window's last day.
  const lastOpenDate =
    openDates.dates?.at(-1)?.date ?? (settings ? lastBookableDate(settings) : undefined);
  return (
    <>
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
            label={mode === 'delivery' ? t.deliveryDate : t.pickupDate}
            error={Boolean(problem ?? fieldState.error)}
            helperText={
              problem ??
              (fieldState.error?.message !== undefined
                ? say(fieldState.error.message)
                : undefined) ??
              (settings && dateHint(settings, new Date(), language))
            }
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
        dates={openDates.dates}
        loading={openDates.loading}
        failed={openDates.failed}
        selected={selected}
        onPick={onPick}
      />
    </>
  );
}
