import TextField from '@mui/material/TextField';

/**
 * A peso amount to type (the float, the cash counted): the phone's decimal keys, no autofill,
 * and `invalidText` under it once the form has been sent with a wrong amount.
 */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  invalid,
  invalidText,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  invalidText: string;
}) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? invalidText : ' '}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      autoFocus
      sx={{ mt: 1 }}
    />
  );
}
