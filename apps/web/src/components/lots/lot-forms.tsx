import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LOT_NOTE_MAX_LENGTH,
  WRITE_OFF_REASONS,
  WRITE_OFF_REASON_LABELS,
  countLotBody,
  receiveLotBody,
  shopToday,
  writeOffLotBody,
  type Lot,
  type Product,
  type WriteOffReason,
} from '@shop/contract';
import { FieldRow, FormDialog } from '../form-dialog.tsx';
import { confirmAction, showResult } from '../../lib/alerts.ts';
import {
  formatQuantity,
  quantityWithUnit,
  useCountLot,
  useReceiveLot,
  useWriteOffLot,
} from '../../lib/lots.ts';
import { ShopDate } from '../shop-date.tsx';

/** A number typed in a text field (commas allowed); '' stays undefined, text that is no number NaN. */
const typedNumber = (typed: string) => {
  const value = typed.trim().replace(/,/g, '');
  return value === '' ? undefined : /^\d*\.?\d*$/.test(value) ? Number(value) : Number.NaN;
};

/** The first message of each field the contract refuses. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return errors;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';

/** The text fields the three forms share: `name`'s value, message and hint. */
function useFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = (name: Name, hint?: string) => ({
    id: `lot-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? hint,
    fullWidth: true,
  });
  return { values, setErrors, errors, bind };
}

interface FormProps {
  product: Pick<Product, '_id' | 'name' | 'stockUnit'>;
  onClose: () => void;
  /** Told the answer's message once the change went through ("Lot received"). */
  onDone: (message: string) => void;
}

/** Receive: a delivery becomes a new lot (quantity in stock units, expiry, cost per unit, note). */
export function ReceiveLotDialog({ product, onClose, onDone }: FormProps) {
  const receive = useReceiveLot();
  const { values, errors, setErrors, bind } = useFields({
    quantity: '',
    expirationDate: '',
    cost: '',
    note: '',
  });
  const unit = product.stockUnit;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      quantity: typedNumber(values.quantity),
      expirationDate: values.expirationDate,
      ...(values.cost.trim() && { cost: typedNumber(values.cost) }),
      ...(values.note.trim() && { note: values.note }),
    };
    const checked = receiveLotBody.safeParse(body);
    if (!checked.success) return setErrors(fieldErrors(checked));
    setErrors({});
    try {
      const answer = await receive.mutateAsync({ productId: product._id, body: checked.data });
      onDone(answer.message);
    } catch (error) {
      setErrors({ root: errorText(error) });
    }
  }
  return (
    <FormDialog
      open
      title={`Receive ${product.name}`}
      titleId="receive-lot-title"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={receive.isPending}
      submitLabel={receive.isPending ? 'Saving...' : 'Receive'}
      intro={<RootError message={errors.root} />}
    >
      <FieldRow>
        <TextField
          {...bind('quantity', `In ${unit}`)}
          label={`Quantity (${unit})`}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...bind('expirationDate')}
          label="Expiration Date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: shopToday() } }}
        />
      </FieldRow>
      <TextField
        {...bind('cost', `Optional: what one ${unit} cost`)}
        label={`Cost per ${unit} (₱)`}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        {...bind('note', 'Optional: supplier, invoice')}
        label="Note"
        slotProps={{ htmlInput: { maxLength: LOT_NOTE_MAX_LENGTH } }}
      />
    </FormDialog>
  );
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

interface LotFormProps extends FormProps {
  lot: Lot;
}

/** Count: the lot holds what was counted on the shelf. */
export function CountLotDialog({ product, lot, onClose, onDone }: LotFormProps) {
  const count = useCountLot();
  const { values, errors, setErrors, bind } = useFields({
    quantity: formatQuantity(lot.quantity).replace(/,/g, ''),
    note: '',
  });
  const unit = product.stockUnit;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      quantity: typedNumber(values.quantity),
      ...(values.note.trim() && { note: values.note }),
    };
    const checked = countLotBody.safeParse(body);
    if (!checked.success) return setErrors(fieldErrors(checked));
    setErrors({});
    try {
      const answer = await count.mutateAsync({ lotId: lot._id, body: checked.data });
      onDone(answer.message);
    } catch (error) {
      setErrors({ root: errorText(error) });
    }
  }
  return (
    <FormDialog
      open
      title="Count lot"
      titleId="count-lot-title"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={count.isPending}
      submitLabel={count.isPending ? 'Saving...' : 'Save count'}
      intro={
        <>
          <RootError message={errors.root} />
          <LotLine product={product} lot={lot} />
        </>
      }
    >
      <TextField
        {...bind('quantity', `In ${unit}; the lot is set to this`)}
        label={`Counted (${unit})`}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        {...bind('note')}
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
  const { values, setErrors, bind } = useFields({ quantity: '', reason: '', note: '' });
  const unit = product.stockUnit;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...(values.quantity.trim() && { quantity: typedNumber(values.quantity) }),
      reason: values.reason,
      ...(values.note.trim() && { note: values.note }),
    };
    const checked = writeOffLotBody.safeParse(body);
    if (!checked.success) {
      const found = fieldErrors(checked);
      if (!values.reason) found.reason = 'Choose a reason';
      return setErrors(found);
    }
    setErrors({});
    const amount = quantityWithUnit(checked.data.quantity ?? lot.quantity, unit);
    const confirmed = await confirmAction(
      'Are you sure?',
      `Write off ${amount} of ${product.name} (${WRITE_OFF_REASON_LABELS[checked.data.reason]})? This cannot be undone.`,
      { destructive: true, confirmButtonText: 'Yes, write it off' },
    );
    if (!confirmed) return;
    try {
      const answer = await writeOff.mutateAsync({ lotId: lot._id, body: checked.data });
      onDone(answer.message);
    } catch (error) {
      await showResult('Oops!', errorText(error), 'error');
    }
  }
  return (
    <FormDialog
      open
      title="Write off"
      titleId="write-off-lot-title"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={writeOff.isPending}
      submitLabel={writeOff.isPending ? 'Saving...' : 'Write off'}
      intro={<LotLine product={product} lot={lot} />}
    >
      <TextField
        {...bind('quantity', `Empty: all ${quantityWithUnit(lot.quantity, unit)}`)}
        label={`Quantity (${unit})`}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField {...bind('reason')} select label="Reason" required>
        {WRITE_OFF_REASONS.map((reason: WriteOffReason) => (
          <MenuItem key={reason} value={reason}>
            {WRITE_OFF_REASON_LABELS[reason]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...bind('note')}
        label="Note"
        slotProps={{ htmlInput: { maxLength: LOT_NOTE_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}
