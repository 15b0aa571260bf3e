import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LOT_NOTE_MAX_LENGTH,
  MESSAGES,
  WRITE_OFF_REASONS,
  WRITE_OFF_REASON_LABELS,
  shopToday,
  writeOffLotBody,
  type Lot,
  type Product,
  type WriteOffReason,
} from '@shop/contract';
import { FieldRow, FormDialog } from '../form-dialog.tsx';
import { confirmAction, showResult } from '../../lib/alerts.ts';
import { textFieldProps } from '../../lib/form-field.ts';
import {
  formatQuantity,
  quantityWithUnit,
  useCountLot,
  useReceiveLot,
  useWriteOffLot,
} from '../../lib/lots.ts';
import { ShopDate } from '../shop-date.tsx';
import {
  countLotForm,
  emptyReceiveLot,
  emptyWriteOffLot,
  receiveLotForm,
  toCountLotBody,
  toReceiveLotBody,
  toWriteOffLotBody,
  writeOffLotForm,
  type CountLotValues,
} from './lot-form-values.ts';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;

interface FormProps {
  product: Pick<Product, '_id' | 'name' | 'stockUnit'>;
  onClose: () => void;
  /** Told the answer's message once the change went through ("Lot received"). */
  onDone: (message: string) => void;
}

/** The server's refusal, kept above the form and announced. */
function RootError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography role="alert" color="error" sx={{ mb: 1 }}>
      {message}
    </Typography>
  );
}

/** Receive: a delivery becomes a new lot (quantity in stock units, expiry, cost per unit, note). */
export function ReceiveLotDialog({ product, onClose, onDone }: FormProps) {
  const receive = useReceiveLot();
  const form = useForm({ resolver: zodResolver(receiveLotForm), defaultValues: emptyReceiveLot });
  const [failure, setFailure] = useState('');
  const unit = product.stockUnit;
  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      const answer = await receive.mutateAsync({
        productId: product._id,
        body: toReceiveLotBody(values),
      });
      onDone(answer.message);
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <FormDialog
      open
      title={`Receive ${product.name}`}
      titleId="receive-lot-title"
      onClose={onClose}
      onSubmit={submit}
      pending={receive.isPending}
      submitLabel={receive.isPending ? 'Saving...' : 'Receive'}
      intro={<RootError message={failure || form.formState.errors.root?.message} />}
    >
      <FieldRow>
        <TextField
          {...textFieldProps(form, 'lot', 'quantity', `In ${unit}`)}
          label={`Quantity (${unit})`}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...textFieldProps(form, 'lot', 'expirationDate')}
          label="Expiration Date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: shopToday() } }}
        />
      </FieldRow>
      <TextField
        {...textFieldProps(form, 'lot', 'cost', `Optional: what one ${unit} cost`)}
        label={`Cost per ${unit} (₱)`}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        {...textFieldProps(form, 'lot', 'note', 'Optional: supplier, invoice')}
        label="Note"
        slotProps={{ htmlInput: { maxLength: LOT_NOTE_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}

interface LotFormProps extends FormProps {
  lot: Lot;
}

/** Count: the lot holds what was counted on the shelf. */
export function CountLotDialog({ product, lot, onClose, onDone }: LotFormProps) {
  const count = useCountLot();
  const defaultValues: CountLotValues = {
    quantity: formatQuantity(lot.quantity).replace(/,/g, ''),
    note: '',
  };
  const form = useForm({ resolver: zodResolver(countLotForm), defaultValues });
  const [failure, setFailure] = useState('');
  const unit = product.stockUnit;
  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      const answer = await count.mutateAsync({ lotId: lot._id, body: toCountLotBody(values) });
      onDone(answer.message);
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <FormDialog
      open
      title="Count lot"
      titleId="count-lot-title"
      onClose={onClose}
      onSubmit={submit}
      pending={count.isPending}
      submitLabel={count.isPending ? 'Saving...' : 'Save count'}
      intro={
        <>
          <RootError message={failure || form.formState.errors.root?.message} />
          <LotLine product={product} lot={lot} />
        </>
      }
    >
      <TextField
        {...textFieldProps(form, 'lot', 'quantity', `In ${unit}; the lot is set to this`)}
        label={`Counted (${unit})`}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        {...textFieldProps(form, 'lot', 'note')}
        label="Note"
        slotProps={{ htmlInput: { maxLength: LOT_NOTE_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}

/** "Bread Flour, lot expiring Dec 1, 2026: 950 kg left". */
function LotLine({ product, lot }: { product: FormProps['product']; lot: Lot }) {
  return (
    <p style={{ marginTop: 0 }}>
      {product.name}, lot expiring <ShopDate value={lot.expirationDate} />:{' '}
      {quantityWithUnit(lot.quantity, product.stockUnit)} left
    </p>
  );
}

/** Write off: all of the lot (quantity left empty) or part of it, with the reason; confirmed first. */
export function WriteOffLotDialog({ product, lot, onClose, onDone }: LotFormProps) {
  const writeOff = useWriteOffLot();
  const form = useForm({
    resolver: zodResolver(writeOffLotForm),
    defaultValues: emptyWriteOffLot,
  });
  const unit = product.stockUnit;
  const submit = form.handleSubmit(async (values) => {
    // Checked by the contract's schema in the form's resolver.
    const body = writeOffLotBody.parse(toWriteOffLotBody(values));
    const amount = quantityWithUnit(body.quantity ?? lot.quantity, unit);
    const confirmed = await confirmAction(
      'Are you sure?',
      `Write off ${amount} of ${product.name} (${WRITE_OFF_REASON_LABELS[body.reason]})? This cannot be undone.`,
      { destructive: true, confirmButtonText: 'Yes, write it off' },
    );
    if (!confirmed) return;
    try {
      const answer = await writeOff.mutateAsync({ lotId: lot._id, body });
      onDone(answer.message);
    } catch (error) {
      await showResult('Oops!', errorText(error), 'error');
    }
  });
  return (
    <FormDialog
      open
      title="Write off"
      titleId="write-off-lot-title"
      onClose={onClose}
      onSubmit={submit}
      pending={writeOff.isPending}
      submitLabel={writeOff.isPending ? 'Saving...' : 'Write off'}
      intro={
        <>
          <RootError message={form.formState.errors.root?.message} />
          <LotLine product={product} lot={lot} />
        </>
      }
    >
      <TextField
        {...textFieldProps(
          form,
          'lot',
          'quantity',
          `Empty: all ${quantityWithUnit(lot.quantity, unit)}`,
        )}
        label={`Quantity (${unit})`}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Controller
        name="reason"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="lot-reason"
            select
            label="Reason"
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {WRITE_OFF_REASONS.map((reason: WriteOffReason) => (
              <MenuItem key={reason} value={reason}>
                {WRITE_OFF_REASON_LABELS[reason]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...textFieldProps(form, 'lot', 'note')}
        label="Note"
        slotProps={{ htmlInput: { maxLength: LOT_NOTE_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}
