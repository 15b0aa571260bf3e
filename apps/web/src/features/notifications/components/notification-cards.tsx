import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderLabel, type Notification } from '@shop/contract';
import { formatTimestamp } from '../../../lib/format.ts';
import { CHANNEL_LABELS, deliveryMoment, orderUpdateLabel } from '../utils/notification-rules.ts';
import { CardList } from '../../../components/card-list.tsx';
import { NotificationStatusChip } from './notification-status-chip.tsx';
import { RetryButton, type RetryProps } from './retry-button.tsx';

/** One labelled line of a card: the label above on a phone, so nothing runs off the edge. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

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
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 1,
                }}
              >
                <Typography
                  variant="subtitle1"
                  component="h2"
                  sx={{ fontWeight: 700, lineHeight: 1.3 }}
                >
                  {orderLabel(message.orderNumber)}
                  <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                    {CHANNEL_LABELS[message.channel]}
                  </Box>
                </Typography>
                <NotificationStatusChip status={message.status} />
              </Box>
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                <Field label="To">{message.recipient}</Field>
                <Field label="About">{orderUpdateLabel(message.orderStatus)}</Field>
                <Field label="Attempts">{message.attempts}</Field>
                <Field label="Created">{formatTimestamp(message.createdAt)}</Field>
                <Field label={moment.label}>{moment.value}</Field>
                {message.lastError && <Field label="Last error">{message.lastError}</Field>}
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
