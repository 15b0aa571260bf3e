import { Controller, type Control } from 'react-hook-form';
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
import { dateLabel, type CheckoutValues } from '../utils/checkout-form.ts';
import { DateChips } from './checkout-date-chips.tsx';

interface DateFieldProps {
  control: Control<CheckoutValues>;
  mode: DeliveryMode | null;
  settings: ShopSettings | undefined;
  /** The open dates with their room left, while they load and if they failed to. */
  openDates: { dates: OpenDatesResponse['dates'] | undefined; loading: boolean; failed: boolean };
  /** Why the chosen date cannot be taken, shown in place of the field's own message. */
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
            label={dateLabel(mode)}
            error={Boolean(problem ?? fieldState.error)}
            helperText={problem ?? fieldState.error?.message ?? (settings && dateHint(settings))}
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
