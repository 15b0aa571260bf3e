import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PRICE_TYPE_LABELS,
  formatPeso,
  orderLabel,
  refundRecorded,
  type CustomerQueueEntry,
} from '@shop/contract';
import {
  defaultRefund,
  refundLines,
  refundableQuantity,
  useRefundSale,
} from '../lib/refund-sale.ts';
import { CallFailure, useCheckedSubmit } from './checked-form.tsx';

/**
 * Refund a counter sale: how many of each line goes back (at first, everything not yet
 * refunded), a required reason, a confirming step, then the amount paid back.
 */
function RefundDialog({ sale, onClose }: { sale: CustomerQueueEntry; onClose: () => void }) {
  const [chosen, setChosen] = useState(() => defaultRefund(sale));
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundSale();
  const lines = refundLines(chosen);
  const title = `Refund ${orderLabel(sale.orderNumber)}`;
  // Refund asks once more (Confirm refund) before the money goes back.
  const { touched, onSubmit } = useCheckedSubmit(() => {
    if (reason.trim() === '' || lines.length === 0) return;
    if (confirming) refund.mutate({ id: sale._id, lines, reason: reason.trim() });
    else setConfirming(true);
  });
  const reasonMissing = touched && reason.trim() === '';

  if (refund.data)
    return (
      <Dialog open onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="xs">
        <DialogTitle id="refund-title">{title}</DialogTitle>
        <DialogContent>
          <Alert severity="success">{refundRecorded(refund.data.refund.amount)}</Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <DialogTitle id="refund-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {sale.orderId.items.map((line) => {
            const left = refundableQuantity(line);
            const name = `${line.name} (${PRICE_TYPE_LABELS[line.priceType]})`;
            return (
              <Box key={line._id} sx={{ display: 'grid', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2">
                  {line.quantity} sold for {formatPeso(line.subtotal)}
                  {line.refundedQuantity > 0 && `, ${line.refundedQuantity} refunded`}
                </Typography>
                <TextField
                  size="small"
                  type="number"
                  disabled={left === 0 || confirming}
                  value={chosen[line._id] ?? 0}
                  onChange={(event) => {
                    const typed = Number(event.target.value);
                    if (Number.isInteger(typed) && typed >= 0 && typed <= left)
                      setChosen((current) => ({ ...current, [line._id]: typed }));
                  }}
                  slotProps={{
                    htmlInput: { min: 0, max: left, 'aria-label': `Refund how many ${name}` },
                  }}
                  sx={{ width: 120 }}
                />
              </Box>
            );
          })}
          <TextField
            id="refund-reason"
            label="Reason"
            required
            value={reason}
            disabled={confirming}
            onChange={(event) => setReason(event.target.value)}
            error={reasonMissing}
            helperText={reasonMissing ? 'Reason is required' : ' '}
          />
          {touched && lines.length === 0 && (
            <Alert severity="error">Choose at least one line to refund</Alert>
          )}
          {confirming && (
            <Alert severity="warning">
              Refund {lines.reduce((n, l) => n + l.quantity, 0)} item(s) and give the money back?
            </Alert>
          )}
          <CallFailure call={refund} />
        </DialogContent>
        <DialogActions>
          <Button onClick={confirming ? () => setConfirming(false) : onClose}>
            {confirming ? 'Back' : 'Cancel'}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={refund.isPending}>
            {confirming ? 'Confirm refund' : 'Refund'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Whether anything of the sale is left to refund. */
const canRefund = (sale: CustomerQueueEntry) =>
  sale.channel === 'counter' &&
  sale.orderId.items.some((line) => line.quantity > line.refundedQuantity);

/** A Refund button for a counter sale, opening its RefundDialog (also used by the queue). */
export function RefundButton({ sale }: { sale: CustomerQueueEntry }) {
  const [open, setOpen] = useState(false);
  if (!canRefund(sale)) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={`Refund ${orderLabel(sale.orderNumber)}`}
        onClick={() => setOpen(true)}
      >
        Refund
      </Button>
      {open && <RefundDialog sale={sale} onClose={() => setOpen(false)} />}
    </>
  );
}
