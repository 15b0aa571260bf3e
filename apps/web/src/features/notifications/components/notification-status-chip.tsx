import Chip from '@mui/material/Chip';
import type { NotificationStatus } from '@shop/contract';
import {
  NOTIFICATION_STATUS_COLORS,
  NOTIFICATION_STATUS_LABELS,
} from '../utils/notification-rules.ts';

/** Pending, Sent, Failed or Skipped, in the colour of its state. */
export function NotificationStatusChip({ status }: { status: NotificationStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={NOTIFICATION_STATUS_LABELS[status]}
      color={NOTIFICATION_STATUS_COLORS[status]}
    />
  );
}
