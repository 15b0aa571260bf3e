import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { DeliveryZone } from '@shop/contract';
import { FormDialog } from '../../../components/form-dialog.tsx';
import type { Notice } from '../../../components/notice.tsx';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useCreateDeliveryZone } from '../api/create-delivery-zone.ts';
import { useUpdateDeliveryZone } from '../api/update-delivery-zone.ts';
import { useSaveRefusal } from '../utils/field-error.ts';
import {
  emptyZoneForm,
  toCreateZoneBody,
  toUpdateZoneBody,
  zoneForm,
  zoneFormValues,
} from '../utils/zone-form.ts';

const ZONE_FIELDS = Object.keys(emptyZoneForm);

/** Add Delivery Area, or Edit Delivery Area when given one; closes when saved. */
export function ZoneDialog({
  zone,
  onClose,
  notify,
}: {
  zone?: DeliveryZone | undefined;
  onClose: () => void;
  notify: (notice: Notice) => void;
}) {
  const create = useCreateDeliveryZone();
  const update = useUpdateDeliveryZone();
  const pending = create.isPending || update.isPending;
  // Mounted only while shown: the parent unmounts it once the exit transition has finished.
  const [open, setOpen] = useState(true);
  const form = useForm({
    resolver: useMemo(() => zodResolver(zoneForm(zone)), [zone]),
    defaultValues: zone ? zoneFormValues(zone) : emptyZoneForm,
  });
  const refusal = useSaveRefusal(form.setError, ZONE_FIELDS);

  const submit = form.handleSubmit(async (values) => {
    refusal.clear();
    try {
      if (zone) {
        const body = toUpdateZoneBody(values, zone);
        if (body === null) return setOpen(false);
        await update.mutateAsync({ id: zone._id, body });
      } else await create.mutateAsync(toCreateZoneBody(values));
      setOpen(false);
      notify({ severity: 'success', text: zone ? 'Delivery area saved' : 'Delivery area added' });
    } catch (error) {
      refusal.show(error, 'Failed to save the delivery area');
    }
  });

  const field = (name: 'name' | 'fee' | 'freeFrom', hint?: string) =>
    textFieldProps(form, 'zone', name, hint);

  return (
    <FormDialog
      open={open}
      title={zone ? 'Edit Delivery Area' : 'Add Delivery Area'}
      titleId="zone-dialog-title"
      onClose={() => setOpen(false)}
      onExited={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={pending ? 'Saving...' : zone ? 'Save Area' : 'Add Area'}
      fullWidth
      maxWidth="xs"
    >
      {refusal.message && <Alert severity="error">{refusal.message}</Alert>}
      <TextField
        {...field('name')}
        label="Area name"
        required
        placeholder="e.g. Quezon City"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        {...field('fee', '0 for free delivery')}
        label="Fee (₱)"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        {...field('freeFrom', 'Optional: orders with this subtotal or more pay no fee')}
        label="Free from (subtotal)"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Controller
        name="active"
        control={form.control}
        render={({ field: { value, onChange, ref } }) => (
          <FormControlLabel
            label="Active"
            control={
              <Switch
                checked={value}
                slotProps={{ input: { ref } }}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
          />
        )}
      />
    </FormDialog>
  );
}
