import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { orderLabel, type Notification } from '@shop/contract';
import { formatTimestamp } from '../../../lib/format.ts';
import { CHANNEL_LABELS, deliveryMoment, orderUpdateLabel } from '../utils/notification-rules.ts';
import { StaffTable } from '../../../components/staff-table.tsx';
import { NotificationStatusChip } from './notification-status-chip.tsx';
import { RetryButton, type RetryProps } from './retry-button.tsx';

const COLUMNS = [
  'ORDER',
  'CHANNEL',
  'RECIPIENT',
  'STATUS',
  'ATTEMPTS',
  'LAST ERROR',
  'CREATED',
  'SENT / NEXT TRY',
  'ACTIONS',
];

/** The messages on a desktop screen: one row each. */
export function NotificationsTable({
  messages,
  ...retry
}: RetryProps & { messages: Notification[] }) {
  return (
    <StaffTable label="Messages to customers" columns={COLUMNS} dense>
      {messages.map((message) => {
        const moment = deliveryMoment(message);
        return (
          <TableRow key={message._id} data-status={message.status}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                {orderLabel(message.orderNumber)}
              </Typography>
              <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {orderUpdateLabel(message.orderStatus)}
              </Typography>
            </TableCell>
            <TableCell>{CHANNEL_LABELS[message.channel]}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.recipient}</TableCell>
            <TableCell>
              <NotificationStatusChip status={message.status} />
            </TableCell>
            <TableCell>{message.attempts}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.lastError ?? '—'}</TableCell>
            <TableCell>{formatTimestamp(message.createdAt)}</TableCell>
            <TableCell>
              {message.status === 'pending' ? `${moment.label}: ${moment.value}` : moment.value}
            </TableCell>
            <TableCell>
              <RetryButton message={message} {...retry} />
            </TableCell>
          </TableRow>
        );
      })}
    </StaffTable>
  );
}
