import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { DeliveryZone } from '@shop/contract';
import { useCreateDeliveryZone } from '../api/create-delivery-zone.ts';
import { useUpdateDeliveryZone } from '../api/update-delivery-zone.ts';
import { fieldOf, messageOf } from '../utils/field-error.ts';
import {
  emptyZoneForm,
  prepareCreateZone,
  prepareUpdateZone,
  zoneFormValues,
  type PreparedZone,
  type ZoneField,
  type ZoneFormValues,
} from '../utils/zone-form.ts';
import type { Notice } from '../../../components/notice.tsx';

const ZONE_FIELDS = new Set<string>(Object.keys(emptyZoneForm));

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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ZoneFormValues>({ defaultValues: zone ? zoneFormValues(zone) : emptyZoneForm });

  async function run<Body>(
    prepared: PreparedZone<Body>,
    send: (body: Body) => Promise<unknown>,
    done: string,
  ) {
    if (prepared.kind === 'unchanged') return setOpen(false);
    if (prepared.kind === 'invalid') {
      const entries = Object.entries(prepared.errors) as [ZoneField, string][];
      entries.forEach(([field, message], i) =>
        setError(field, { type: 'validate', message }, { shouldFocus: i === 0 }),
      );
      return;
    }
    try {
      await send(prepared.body);
      setOpen(false);
      notify({ severity: 'success', text: done });
    } catch (error) {
      const message = messageOf(error, 'Failed to save the delivery area');
      const field = fieldOf(error);
      if (field && ZONE_FIELDS.has(field))
        setError(field as ZoneField, { type: 'server', message }, { shouldFocus: true });
      else setServerError(message);
    }
  }

  const submit = async (values: ZoneFormValues) => {
    clearErrors();
    setServerError(null);
    if (zone)
      await run(
        prepareUpdateZone(values, zone),
        (body) => update.mutateAsync({ id: zone._id, body }),
        'Delivery area saved',
      );
    else await run(prepareCreateZone(values), create.mutateAsync, 'Delivery area added');
  };

  const field = (name: Exclude<ZoneField, 'active'>) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      id: `zone-${name}`,
      error: Boolean(errors[name]),
      fullWidth: true,
    };
  };
  const title = zone ? 'Edit Delivery Area' : 'Add Delivery Area';

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : () => setOpen(false)}
      slotProps={{ transition: { onExited: onClose } }}
      aria-labelledby="zone-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="zone-dialog-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <TextField
              {...field('name')}
              label="Area name"
              required
              placeholder="e.g. Quezon City"
              helperText={errors.name?.message}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              {...field('fee')}
              label="Fee (₱)"
              required
              helperText={errors.fee?.message ?? '0 for free delivery'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              {...field('freeFrom')}
              label="Free from (subtotal)"
              helperText={
                errors.freeFrom?.message ?? 'Optional: orders with this subtotal or more pay no fee'
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Controller
              name="active"
              control={control}
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Saving...' : zone ? 'Save Area' : 'Add Area'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
