import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@shop/contract';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { showResult } from '../../../lib/alerts.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useSetCashierPassword } from '../api/set-cashier-password.ts';
import { emptyPasswordForm, passwordForm, toPasswordBody } from '../utils/cashier-form.ts';
import { NEW_PASSWORD_HINT, newPasswordField } from './new-password-field.ts';

/**
 * Set password: an admin's new password for one cashier, under the rules of Create Cashier's;
 * the cashier is signed out everywhere. Closes once the server has it.
 */
export function SetPasswordDialog({ cashier, onClose }: { cashier: User; onClose: () => void }) {
  const save = useSetCashierPassword();
  // Mounted only while shown: the parent unmounts it once the exit transition has finished.
  const [open, setOpen] = useState(true);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(passwordForm(cashier.email)),
    defaultValues: emptyPasswordForm,
  });

  const submit = form.handleSubmit(
    async (values) => {
      setServerMessage(null);
      try {
        const { message } = await save.mutateAsync({
          id: cashier._id,
          ...toPasswordBody(values),
        });
        setOpen(false);
        void showResult('Password Set', message, 'success');
      } catch (error) {
        // The server's reason (a common password, an account deleted meanwhile) shows here.
        setServerMessage(error instanceof Error ? error.message : 'Could not set the password.');
      }
    },
    () => setServerMessage(null),
  );

  return (
    <FormDialog
      open={open}
      title="Set password"
      titleId="set-password-title"
      onClose={() => setOpen(false)}
      onExited={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={save.isPending ? 'Saving...' : 'Set password'}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A new password for {cashier.username} ({cashier.email}). They will be signed out on every
          device.
        </Typography>
      }
    >
      {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
      <TextField
        {...textFieldProps(form, 'set-password', 'password', NEW_PASSWORD_HINT)}
        {...newPasswordField}
        label="New password"
        required
      />
    </FormDialog>
  );
}
