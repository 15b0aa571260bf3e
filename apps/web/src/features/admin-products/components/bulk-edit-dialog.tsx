import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { MESSAGES, formatCount, shopToday } from '@shop/contract';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useBulkUpdateProducts } from '../api/bulk-update-products.ts';
import {
  bulkEditForm,
  emptyBulkEdit,
  toBulkEditBody,
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
  const resolver = useMemo(() => zodResolver(bulkEditForm(ids)), [ids]);
  const form = useForm({ resolver, defaultValues: emptyBulkEdit });
  const [failure, setFailure] = useState('');
  const pending = bulkUpdate.isPending;
  const notice = form.formState.errors.root?.message;

  const submit = form.handleSubmit(
    async (values) => {
      setFailure('');
      try {
        await bulkUpdate.mutateAsync(toBulkEditBody(ids, values));
        onDone(ids.length);
      } catch (error) {
        setFailure(
          error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong,
        );
      }
    },
    () => setFailure(''),
  );

  const field = (name: keyof BulkEditValues, label: string) => ({
    ...textFieldProps(form, 'bulk', name, 'Leave empty to keep each product’s own'),
    label,
  });

  return (
    <FormDialog
      open
      title="Edit selected products"
      titleId="bulk-edit-title"
      aria-describedby="bulk-edit-text"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={pending ? 'Saving...' : `Update ${productCount(ids.length)}`}
      intro={
        <DialogContentText id="bulk-edit-text" sx={{ mb: 2 }}>
          Set the same value on all {productCount(ids.length)} at once.
        </DialogContentText>
      }
    >
      {notice && <Alert severity="warning">{notice}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        {...field('price', 'Price (₱)')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField {...field('stock', 'Stock')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField
        {...field('expirationDate', 'Expiration Date')}
        type="date"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: shopToday() } }}
      />
    </FormDialog>
  );
}
