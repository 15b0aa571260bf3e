import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  MESSAGES,
  PAYMENT_METHOD_LABELS,
  formatPeso,
  type CustomerQueueEntry,
} from '@shop/contract';
import { confirmAction, showNotice, showResult } from '../../../lib/alerts.ts';
import { SET_PAID_FAILED, useSetOrderPaid } from '../api/set-order-paid.ts';
import { paidConfirmText, paidMarkText, paymentCheckText } from '../utils/order-rules.ts';

/** A GCash order whose customer has not given the reference number yet. */
export const NO_REFERENCE = 'No reference yet';

/** Paid or Unpaid, as the cashier last marked it; a white face keeps it readable on tinted rows. */
export function PaidChip({ paid }: { paid: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={paid ? 'Paid' : 'Unpaid'}
      color={paid ? 'success' : 'warning'}
      sx={{ bgcolor: 'background.paper', fontWeight: 700 }}
    />
  );
}

/**
 * Mark Paid / Mark Unpaid: after the spec's "Are you sure?" the mark is set, the result shows
 * the server's message ("Order marked paid.") and the queue is read again.
 */
export function MarkPaidButton({
  order,
  describedBy,
}: {
  order: CustomerQueueEntry;
  /** id of the text naming the order, read after the button's name by screen readers */
  describedBy?: string;
}) {
  const setPaid = useSetOrderPaid();
  const paid = !order.paid;

  async function mark() {
    // Before a GCash order is marked paid, the reference and the amount to find in the GCash app.
    const check = paid ? paymentCheckText(order) : null;
    const text = check === null ? paidConfirmText(paid) : `${paidConfirmText(paid)} ${check}`;
    const confirmed = await confirmAction(MESSAGES.confirmTitle, text);
    if (!confirmed) return;
    try {
      const result = await setPaid.mutateAsync({ id: order._id, paid });
      showNotice(MESSAGES.statusSuccessTitle, result.message, 'success');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : SET_PAID_FAILED;
      await showResult(MESSAGES.statusErrorTitle, message, 'error');
    }
  }

  return (
    <Button
      size="small"
      variant="outlined"
      disabled={setPaid.isPending}
      onClick={() => void mark()}
      aria-describedby={describedBy}
      sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
    >
      {paid ? 'Mark Paid' : 'Mark Unpaid'}
    </Button>
  );
}

/** Who set the paid mark and when, in small text ("Marked paid by Carlo, Nov 20, 2026, …"). */
export function PaidMarkNote({ order }: { order: CustomerQueueEntry }) {
  const text = paidMarkText(order);
  if (text === null) return null;
  return (
    <Typography
      variant="caption"
      sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

/**
 * The payment in the table's ORDER column, under the status: method and Paid / Unpaid, the GCash
 * reference (or that there is none yet), the button to set the mark, and who set it and when.
 */
export function PaymentSummary({
  order,
  describedBy,
}: {
  order: CustomerQueueEntry;
  /** ids of the texts naming the order, for the Mark Paid button */
  describedBy?: string;
}) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography
        variant="body2"
        component="div"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
      >
        <strong>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</strong>
        <PaidChip paid={order.paid} />
      </Typography>
      {order.paymentMethod === 'gcash' && (
        <Typography
          variant="caption"
          sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap', mt: 0.25 }}
        >
          {order.gcashReference === null
            ? NO_REFERENCE
            : `Ref ${order.gcashReference} · ${formatPeso(order.totalAmount)}`}
        </Typography>
      )}
      <Box sx={{ mt: 0.5 }}>
        <MarkPaidButton order={order} describedBy={describedBy} />
      </Box>
      <PaidMarkNote order={order} />
    </Box>
  );
}
