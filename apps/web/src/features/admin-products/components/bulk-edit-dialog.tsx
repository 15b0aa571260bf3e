import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, formatCount, shopToday } from '@shop/contract';
import { useBulkUpdateProducts } from '../api/bulk-update-products.ts';
import {
  BULK_EDIT_NOTHING,
  emptyBulkEdit,
  prepareBulkEdit,
  type BulkEditErrors,
  type BulkEditField,
  type BulkEditValues,
} from '../utils/bulk-edit.ts';

export const productCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'product' : 'products'}`;

/**
 * Edit selected: one price, stock and/or expiration date for every selected product, in one
 * request (the server changes all of them or none). Stays open on a failure.
 */
export function BulkEditDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: string[];
  onClose: () => void;
  /** After the server changed them: how many. */
  onDone: (count: number) => void;
}) {
  const bulkUpdate = useBulkUpdateProducts();
  const [values, setValues] = useState<BulkEditValues>(emptyBulkEdit);
  const [errors, setErrors] = useState<BulkEditErrors>({});
  const [failure, setFailure] = useState('');
  const pending = bulkUpdate.isPending;

  async function submit() {
    setFailure('');
    const prepared = prepareBulkEdit(ids, values);
    if (prepared.kind === 'empty') return setErrors({ form: BULK_EDIT_NOTHING });
    if (prepared.kind === 'invalid') return setErrors(prepared.errors);
    setErrors({});
    try {
      await bulkUpdate.mutateAsync(prepared.body);
      onDone(ids.length);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong,
      );
    }
  }

  const field = (name: BulkEditField, label: string) => ({
    id: `bulk-${name}`,
    label,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? 'Leave empty to keep each product’s own',
    fullWidth: true,
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="bulk-edit-title"
      aria-describedby="bulk-edit-text"
    >
      <DialogTitle id="bulk-edit-title">Edit selected products</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ pt: 1 }}>
          <DialogContentText id="bulk-edit-text" sx={{ mb: 2 }}>
            Set the same value on all {productCount(ids.length)} at once.
          </DialogContentText>
          <Stack spacing={2}>
            {errors.form && <Alert severity="warning">{errors.form}</Alert>}
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              {...field('price', 'Price (₱)')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              {...field('stock', 'Stock')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              {...field('expirationDate', 'Expiration Date')}
              type="date"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: shopToday() } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Saving...' : `Update ${productCount(ids.length)}`}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
