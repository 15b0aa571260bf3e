import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@shop/contract';
import { showResult } from '../../../lib/alerts.ts';
import { useCreateCashier } from '../api/create-cashier.ts';
import {
  emptyCashierForm,
  prepareCashier,
  type CashierField,
  type CashierFormValues,
} from '../utils/cashier-form.ts';

/** Create Cashier: username, Gmail address and password; closes when the account exists. */
export function CreateCashierDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCashier();
  // Mounted only while shown: the parent unmounts it once the exit transition has finished.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CashierFormValues>({ defaultValues: emptyCashierForm });

  const submit = async (values: CashierFormValues) => {
    clearErrors();
    setServerMessage(null);
    const prepared = prepareCashier(values);
    if (prepared.kind === 'invalid') {
      for (const [field, message] of Object.entries(prepared.errors))
        setError(field as CashierField, { type: 'validate', message });
      return;
    }
    if (prepared.kind === 'not-gmail') {
      setError('email', { type: 'validate', message: 'Use a @gmail.com address' });
      await showResult(MESSAGES.invalidCashierGmail, undefined, 'warning');
      return;
    }
    try {
      await create.mutateAsync(prepared.body);
      close();
      void showResult(MESSAGES.cashierCreated, undefined, 'success');
    } catch (error) {
      // The spec's dialog text is fixed; the server's reason (e.g. email taken) shows in the form.
      const message = error instanceof Error ? error.message : '';
      if (message && message !== MESSAGES.cashierFailedText) setServerMessage(message);
      await showResult(MESSAGES.cashierFailedTitle, MESSAGES.cashierFailedText, 'error');
    }
  };

  const field = (name: CashierField) => {
    // The input element, not MUI's wrapper, is what react-hook-form reads.
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      id: `cashier-${name}`,
      required: true,
      fullWidth: true,
      error: Boolean(errors[name]),
      helperText: errors[name]?.message,
    };
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : () => close()}
      slotProps={{ transition: { onExited: onClose } }}
      aria-labelledby="create-cashier-title"
    >
      <DialogTitle id="create-cashier-title">Create Cashier</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
            <TextField
              {...field('password')}
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText={errors.password?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
              slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => close()} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Cashier'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
