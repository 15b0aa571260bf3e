import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  MESSAGES,
  deliveryFee,
  formatPeso,
  type CustomerQueueEntry,
  type DeliveryZone,
} from '@shop/contract';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { showNotice, showResult } from '../../../lib/alerts.ts';
import { useDeliveryZones } from '../../../lib/shop-settings.ts';
import { SET_ZONE_FAILED, useSetOrderZone } from '../api/set-order-zone.ts';

/** "Upland Barangays — ₱120.00": the area with the fee this order would pay there. */
const optionLabel = (zone: DeliveryZone, subtotal: number) =>
  `${zone.name} — ${formatPeso(deliveryFee(zone, subtotal))}`;

/**
 * Change area: the customer chose the delivery area (maybe the cheapest); the counter corrects
 * it. A select of the shop's active areas with the fee this order would pay in each, then Save;
 * the result tells the new fee and total, and the queue is read again.
 */
export function ChangeAreaButton({
  order,
  describedBy,
}: {
  order: CustomerQueueEntry;
  /** id of the text naming the order, read after the button's name by screen readers */
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-describedby={describedBy}
        sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
      >
        Change area
      </Button>
      {open && <ChangeAreaDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function ChangeAreaDialog({ order, onClose }: { order: CustomerQueueEntry; onClose: () => void }) {
  const titleId = useId();
  const zones = useDeliveryZones();
  const setZone = useSetOrderZone();
  const list = zones.data?.zones ?? [];
  const [zoneId, setZoneId] = useState('');
  const [shown, setShown] = useState(true);
  // The order's area is chosen until the cashier picks another (once the areas have loaded).
  const chosen = zoneId || (list.find((z) => z.name === order.deliveryZone)?._id ?? '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    try {
      const result = await setZone.mutateAsync({ id: order._id, zoneId: chosen });
      setShown(false);
      const { deliveryFee: fee, totalAmount } = result.order;
      showNotice(
        MESSAGES.statusSuccessTitle,
        `${result.message} Delivery fee ${formatPeso(fee)}, total ${formatPeso(totalAmount)}.`,
        'success',
      );
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : SET_ZONE_FAILED;
      setShown(false);
      await showResult(MESSAGES.statusErrorTitle, message, 'error');
    }
  }

  return (
    <FormDialog
      open={shown}
      title={`Change area of Order #${order.orderNumber}`}
      titleId={titleId}
      onClose={() => setShown(false)}
      onExited={onClose}
      onSubmit={(event) => void save(event)}
      pending={setZone.isPending}
      submitLabel="Save"
      fullWidth
      maxWidth="xs"
    >
      <TextField
        select
        required
        fullWidth
        label="Delivery Area"
        value={chosen}
        onChange={(event) => setZoneId(event.target.value)}
        helperText={zones.isError ? 'The delivery areas could not be loaded.' : undefined}
        error={zones.isError}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Select delivery area
        </option>
        {list.map((zone) => (
          <option key={zone._id} value={zone._id}>
            {optionLabel(zone, order.subtotal)}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
