import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { EMAIL_MAX_LENGTH, MESSAGES, USERNAME_MAX_LENGTH } from '@shop/contract';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { showResult } from '../../../lib/alerts.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useCreateCashier } from '../api/create-cashier.ts';
import { NEW_PASSWORD_HINT, newPasswordField } from './new-password-field.ts';
import {
  NOT_GMAIL,
  cashierForm,
  emptyCashierForm,
  toCashierBody,
  type CashierFormValues,
} from '../utils/cashier-form.ts';

/** Create Cashier: username, Gmail address and password; closes when the account exists. */
export function CreateCashierDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCashier();
  // Mounted only while shown: the parent unmounts it once the exit transition has finished.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(cashierForm), defaultValues: emptyCashierForm });

  const onInvalid = async (errors: FieldErrors<CashierFormValues>) => {
    setServerMessage(null);
    if (errors.email?.message === NOT_GMAIL)
      await showResult(MESSAGES.invalidCashierGmail, undefined, 'warning');
  };

  const submit = form.handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      await create.mutateAsync(toCashierBody(values));
      close();
      void showResult(MESSAGES.cashierCreated, undefined, 'success');
    } catch (error) {
      // The spec's dialog text is fixed; the server's reason (e.g. email taken) shows in the form.
      const message = error instanceof Error ? error.message : '';
      if (message && message !== MESSAGES.cashierFailedText) setServerMessage(message);
      await showResult(MESSAGES.cashierFailedTitle, MESSAGES.cashierFailedText, 'error');
    }
  }, onInvalid);

  const field = (name: keyof CashierFormValues, hint?: string) => ({
    ...textFieldProps(form, 'cashier', name, hint),
    required: true,
  });

  return (
    <FormDialog
      open={open}
      title="Create Cashier"
      titleId="create-cashier-title"
      onClose={() => close()}
      onExited={onClose}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel={create.isPending ? 'Creating...' : 'Create Cashier'}
    >
      {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
      <TextField
        {...field('username')}
        label="Username"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH } }}
      />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="name@gmail.com"
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
      />
      <TextField {...field('password', NEW_PASSWORD_HINT)} {...newPasswordField} />
    </FormDialog>
  );
}
