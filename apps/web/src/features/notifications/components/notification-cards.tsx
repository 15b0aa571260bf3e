import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { orderLabel, type Notification } from '@shop/contract';
import { formatTimestamp } from '../../../lib/format.ts';
import {
  CHANNEL_LABELS,
  deliveryMoment,
  lastErrorLabel,
  orderUpdateLabel,
} from '../utils/notification-rules.ts';
import { CardList } from '../../../components/card-list.tsx';
import { CardField, CardHeading } from '../../../components/card-parts.tsx';
import { NotificationStatusChip } from './notification-status-chip.tsx';
import { RetryButton, type RetryProps } from './retry-button.tsx';

/** The messages on phones, tablets and small laptops: one card each, nothing scrolls sideways. */
export function NotificationCards({
  messages,
  ...retry
}: RetryProps & { messages: Notification[] }) {
  return (
    <CardList label="Messages to customers">
      {messages.map((message) => {
        const moment = deliveryMoment(message);
        return (
          <Paper
            key={message._id}
            component="li"
            variant="outlined"
            data-status={message.status}
            sx={{ p: 2, minWidth: 0 }}
          >
            <Stack spacing={1.5}>
              <CardHeading
                title={orderLabel(message.orderNumber)}
                subtitle={CHANNEL_LABELS[message.channel]}
                chip={<NotificationStatusChip status={message.status} />}
              />
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                <CardField label="To">{message.recipient}</CardField>
                <CardField label="About">{orderUpdateLabel(message.orderStatus)}</CardField>
                <CardField label="Attempts">{message.attempts}</CardField>
                <CardField label="Created">{formatTimestamp(message.createdAt)}</CardField>
                <CardField label={moment.label}>{moment.value}</CardField>
                {message.lastError && (
                  <CardField label={lastErrorLabel(message)}>{message.lastError}</CardField>
                )}
              </Box>
              <Box>
                <RetryButton message={message} {...retry} />
              </Box>
            </Stack>
          </Paper>
        );
      })}
    </CardList>
  );
}
