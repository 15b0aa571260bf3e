import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
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
import { i18n } from '../../../i18n/i18n.ts';
import { chooseLanguage } from '../../../i18n/choose-language.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('account/account-form', {
  name: 'Name',
  phoneNumber: 'Phone Number',
  phoneNumberHint: 'A mobile or landline number, like 0917 123 4567',
  defaultAddress: 'Default Address',
  defaultAddressHint: 'Where we deliver unless you say otherwise',
  smsUpdates: 'Text me updates about my orders',
  language: 'Language',
  notChosen: 'Not chosen',
  saving: 'Saving...',
  save: 'Save details',
});

/**
 * Name, phone, default address, "Text me updates" and language: what the checkout starts from.
 * The contract's rules check the fields before sending; the server's refusal shows below them.
 * A language saved switches the screens to it as well, as the header's switch does.
 */
export function AccountForm({ account }: { account: Account }) {
  const t = useStore(words);
  const say = useLocalizeMessage();
  const queryClient = useQueryClient();
  const save = useUpdateAccount();
  const form = useForm({
    resolver: zodResolver(accountForm),
    defaultValues: accountFormValues(account),
  });

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ account: saved }) => {
        form.reset(accountFormValues(saved));
        // Saved already: the switch only redraws the screens and remembers it on this browser.
        if (saved.language)
          void chooseLanguage(saved.language, { saveToAccount: false, queryClient });
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <TextField
        {...textFieldProps(form, 'account', 'username')}
        label={t.name}
        autoComplete="name"
        required
      />
      <TextField
        {...textFieldProps(form, 'account', 'phoneNumber', t.phoneNumberHint)}
        label={t.phoneNumber}
        type="tel"
        autoComplete="tel"
      />
      <TextField
        {...textFieldProps(form, 'account', 'defaultAddress', t.defaultAddressHint)}
        label={t.defaultAddress}
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
            label={t.smsUpdates}
          />
        )}
      />
      <TextField
        {...textFieldProps(form, 'account', 'language')}
        label={t.language}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t.notChosen}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </TextField>
      <CallFailure call={save} />
      {save.isSuccess && !form.formState.isDirty && (
        <Alert severity="success">{say(ACCOUNT_MESSAGES.saved)}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </Button>
    </Stack>
  );
}
