import { Controller, type Control } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CheckoutValues } from '../utils/checkout-form.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

type TextName = 'name' | 'address' | 'phoneNumber' | 'gcashReference';

/**
 * A text field bound to the form (controlled, so a prefilled value shows under a raised label).
 * Its message (the contract's or the server's English) shows in the customer's language.
 */
export function CheckoutTextField({
  name,
  control,
  ...props
}: { name: TextName; control: Control<CheckoutValues> } & TextFieldProps) {
  const say = useLocalizeMessage();
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
          helperText={
            fieldState.error?.message !== undefined
              ? say(fieldState.error.message)
              : props.helperText
          }
        />
      )}
    />
  );
}
