import { Controller, type Control } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CheckoutValues } from '../utils/checkout-form.ts';

type TextName = 'name' | 'address' | 'phoneNumber' | 'gcashReference';

/** A text field bound to the form (controlled, so a prefilled value shows under a raised label). */
export function CheckoutTextField({
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
