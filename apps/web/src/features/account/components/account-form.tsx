import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MESSAGES, LANGUAGES, type Account } from '@shop/contract';
import { CallFailure } from '../../../components/checked-form.tsx';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { LANGUAGE_LABELS, accountForm, accountFormValues } from '../utils/account-form.ts';

/**
 * Name, phone, default address, "Text me updates" and language: what the checkout starts from.
 * The contract's rules check the fields before sending; the server's refusal shows below them.
 */
export function AccountForm({ account }: { account: Account }) {
  const save = useUpdateAccount();
  const form = useForm({
    resolver: zodResolver(accountForm),
    defaultValues: accountFormValues(account),
  });

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: ({ account: saved }) => form.reset(accountFormValues(saved)) }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <TextField
        {...textFieldProps(form, 'account', 'username')}
        label="Name"
        autoComplete="name"
        required
      />
      <TextField
        {...textFieldProps(
          form,
          'account',
          'phoneNumber',
          'A mobile or landline number, like 0917 123 4567',
        )}
        label="Phone Number"
        type="tel"
        autoComplete="tel"
      />
      <TextField
        {...textFieldProps(
          form,
          'account',
          'defaultAddress',
          'Where we deliver unless you say otherwise',
        )}
        label="Default Address"
        autoComplete="street-address"
        multiline
        minRows={2}
      />
      <Controller
        name="smsUpdates"
        control={form.control}
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
            label="Text me updates about my orders"
          />
        )}
      />
      <TextField
        {...textFieldProps(form, 'account', 'language')}
        label="Language"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Not chosen</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </TextField>
      <CallFailure call={save} />
      {save.isSuccess && !form.formState.isDirty && (
        <Alert severity="success">{ACCOUNT_MESSAGES.saved}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save details'}
      </Button>
    </Stack>
  );
}
