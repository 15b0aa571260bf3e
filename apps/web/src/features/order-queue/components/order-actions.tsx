import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  MESSAGES,
  ORDER_NOTE_MAX_LENGTH,
  isDoneStatus,
  statusConfirmText,
  type CustomerQueueEntry,
  type SettableOrderStatus,
} from '@shop/contract';
import { confirmAction, confirmWithNote, showNotice, showResult } from '../../../lib/alerts.ts';
import { DeleteIconButton } from '../../../components/delete-icon-button.tsx';
import { PrintSlipButton } from '../../../components/order-slip.tsx';
import { RefundButton } from '../../../components/refund-dialog.tsx';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { useClearCustomerInfo } from '../api/clear-customer-info.ts';
import { ChangeAreaButton } from './change-area.tsx';
import {
  APPROVE_ANYWAY,
  STATUS_ACTIONS,
  canChangeZone,
  canMove,
  isDayFullRefusal,
  isDestructiveMove,
  noteLabel,
  orDash,
  resultIcon,
} from '../utils/order-rules.ts';

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * One order's actions: Approve, Decline, Mark Ready and Complete (each enabled only where the
 * contract's STAFF_MOVES allows it from the order's status; approving a declined order on a
 * fully booked day asks whether to approve anyway), Print, Change area (a pending or approved
 * delivery order), and Clear Customer Info (finished orders only). The same in a table row and
 * on a phone's card.
 */
export function OrderActions({
  order,
  describedBy,
}: {
  order: CustomerQueueEntry;
  /** id of the text naming the order, read after each button's name by screen readers */
  describedBy?: string;
}) {
  const setStatus = useSetOrderStatus();
  const clearInfo = useClearCustomerInfo();
  const busy = setStatus.isPending || clearInfo.isPending;
  const name = orDash(order.customerInfo.name);
  const clearable = isDoneStatus(order.status);

  async function changeStatus(status: SettableOrderStatus) {
    const note = await confirmWithNote(MESSAGES.confirmTitle, statusConfirmText(status), {
      inputLabel: noteLabel(status),
      maxLength: ORDER_NOTE_MAX_LENGTH,
      destructive: isDestructiveMove(status),
    });
    if (note === null) return;
    try {
      const result = await setStatus.mutateAsync({ id: order._id, status, note });
      showNotice(MESSAGES.statusSuccessTitle, result.message, resultIcon(status));
    } catch (error) {
      if (isDayFullRefusal(error)) await approveAnyway(status, note, errorText(error, ''));
      else
        await showResult(
          MESSAGES.statusErrorTitle,
          errorText(error, MESSAGES.statusFailed),
          'error',
        );
    }
  }

  /** The day is fully booked: asked once more, the cashier may approve over its limit. */
  async function approveAnyway(status: SettableOrderStatus, note: string, refusal: string) {
    const confirmed = await confirmAction(MESSAGES.confirmTitle, refusal, {
      confirmButtonText: APPROVE_ANYWAY,
    });
    if (!confirmed) return;
    try {
      const result = await setStatus.mutateAsync({ id: order._id, status, note, override: true });
      showNotice(MESSAGES.statusSuccessTitle, result.message, resultIcon(status));
    } catch (error) {
      await showResult(MESSAGES.statusErrorTitle, errorText(error, MESSAGES.statusFailed), 'error');
    }
  }

  async function clear() {
    const confirmed = await confirmAction(MESSAGES.confirmTitle, MESSAGES.clearInfoConfirm, {
      destructive: true,
    });
    if (!confirmed) return;
    try {
      const result = await clearInfo.mutateAsync(order._id);
      showNotice(MESSAGES.clearInfoSuccessTitle, result.message, 'success');
    } catch (error) {
      await showResult(
        MESSAGES.statusErrorTitle,
        errorText(error, MESSAGES.clearInfoFailed),
        'error',
      );
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 1 }}
        role="group"
        aria-label="Change status"
      >
        {STATUS_ACTIONS.map((action) => (
          <Button
            key={action.status}
            size="small"
            variant="contained"
            color={action.color}
            disabled={busy || !canMove(order.status, action.status)}
            onClick={() => void changeStatus(action.status)}
            aria-describedby={describedBy}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {action.label}
          </Button>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PrintSlipButton order={order} />
        <RefundButton sale={order} />
        {canChangeZone(order) && <ChangeAreaButton order={order} describedBy={describedBy} />}
        <DeleteIconButton
          title={
            clearable ? 'Clear Customer Info' : 'Only finished orders can have their info cleared'
          }
          label={`Clear Customer Info of ${name}`}
          disabled={busy || !clearable}
          onClick={() => void clear()}
        />
      </Stack>
    </Stack>
  );
}
