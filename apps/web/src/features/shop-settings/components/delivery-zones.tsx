import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { MESSAGES, formatPeso, type DeliveryZone } from '@shop/contract';
import { confirmAction } from '../../../lib/alerts.ts';
import { useDeliveryZones } from '../../../lib/shop-settings.ts';
import { DeleteIconButton } from '../../../components/delete-icon-button.tsx';
import { useDeleteDeliveryZone } from '../api/delete-delivery-zone.ts';
import { messageOf } from '../utils/field-error.ts';
import type { Notice } from '../../../components/notice.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { ZoneDialog } from './zone-dialog.tsx';

type Editing = { mode: 'create' } | { mode: 'edit'; zone: DeliveryZone } | null;

/** The fee line of an area: "Fee ₱50.00 · free from ₱3,000.00". */
const feeText = (zone: DeliveryZone) =>
  [
    zone.fee === 0 ? 'Free delivery' : `Fee ${formatPeso(zone.fee)}`,
    zone.freeFrom !== null && zone.fee > 0 ? `free from ${formatPeso(zone.freeFrom)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The areas the shop delivers to, with their fees: add, edit, remove (cards, so phones fit). */
export function DeliveryZones({ notify }: { notify: (notice: Notice) => void }) {
  // The admin's session receives every area, inactive ones too.
  const zones = useDeliveryZones();
  const remove = useDeleteDeliveryZone();
  const [editing, setEditing] = useState<Editing>(null);

  async function removeZone(zone: DeliveryZone) {
    const confirmed = await confirmAction(
      MESSAGES.confirmTitle,
      `The delivery area ${zone.name} will be removed. Orders already placed keep its name and fee.`,
      { destructive: true, confirmButtonText: 'Yes, remove it' },
    );
    if (!confirmed) return;
    try {
      await remove.mutateAsync(zone._id);
      notify({ severity: 'success', text: 'Delivery area removed' });
    } catch (error) {
      notify({ severity: 'error', text: messageOf(error, 'Failed to remove the delivery area') });
    }
  }

  let body;
  if (zones.isPending)
    body = (
      <Stack spacing={1} role="status" aria-label="Loading delivery areas">
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Stack>
    );
  else if (zones.isError && !zones.data)
    body = (
      <Typography role="alert" sx={{ color: 'error.main' }}>
        Could not load the delivery areas.{' '}
        <Button size="small" onClick={() => void zones.refetch()}>
          Retry
        </Button>
      </Typography>
    );
  else if (zones.data.zones.length === 0)
    body = (
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        No delivery areas yet: delivery is free.
      </Typography>
    );
  else
    body = (
      <Stack component="ul" spacing={1} aria-label="Delivery areas" sx={{ p: 0, m: 0 }}>
        {zones.data.zones.map((zone) => (
          <Paper
            component="li"
            key={zone._id}
            variant="outlined"
            sx={{
              listStyle: 'none',
              p: 1.5,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              opacity: zone.active ? 1 : 0.75,
            }}
          >
            <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {zone.name}
                </Typography>
                <Chip
                  size="small"
                  label={zone.active ? 'Active' : 'Inactive'}
                  color={zone.active ? 'success' : 'default'}
                  variant={zone.active ? 'filled' : 'outlined'}
                />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {feeText(zone)}
              </Typography>
            </Stack>
            <Tooltip title="Edit">
              <IconButton
                aria-label={`Edit ${zone.name}`}
                onClick={() => setEditing({ mode: 'edit', zone })}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
            <DeleteIconButton
              title="Remove"
              label={`Remove ${zone.name}`}
              disabled={remove.isPending && remove.variables === zone._id}
              onClick={() => void removeZone(zone)}
            />
          </Paper>
        ))}
      </Stack>
    );

  return (
    <TitledSection
      id="settings-zones"
      title="Delivery Areas"
      description="Checkout for delivery asks for an active area and adds its fee."
      action={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Add Delivery Area
        </Button>
      }
    >
      {body}
      {editing && (
        <ZoneDialog
          key={editing.mode === 'edit' ? editing.zone._id : 'create'}
          zone={editing.mode === 'edit' ? editing.zone : undefined}
          onClose={() => setEditing(null)}
          notify={notify}
        />
      )}
    </TitledSection>
  );
}
