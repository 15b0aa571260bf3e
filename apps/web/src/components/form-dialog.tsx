import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

interface FormDialogProps extends Omit<DialogProps, 'onClose' | 'onSubmit' | 'title'> {
  title: string;
  /** The title's id, which names the dialog. */
  titleId: string;
  onClose: () => void;
  /** Called once the closing transition has finished (the parent unmounts the dialog then). */
  onExited?: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While saving: the buttons are disabled and Esc or a click outside does not close. */
  pending: boolean;
  submitLabel: string;
  /** Above the fields, such as the dialog's description. */
  intro?: ReactNode;
  children: ReactNode;
}

/** Inputs side by side from a small screen up (one above the other on a phone). */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}

/** A dialog holding one form: its title, the fields, and Cancel beside the submit button. */
export function FormDialog({
  title,
  titleId,
  onClose,
  onExited,
  onSubmit,
  pending,
  submitLabel,
  intro,
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <Dialog
      {...dialog}
      onClose={pending ? undefined : onClose}
      slotProps={{ transition: { onExited } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          {intro}
          <Stack spacing={2} sx={{ pt: intro ? 0 : 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
