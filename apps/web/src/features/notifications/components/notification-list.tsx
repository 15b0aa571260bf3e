import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MESSAGES, type Notification } from '@shop/contract';
import { NOTIFICATIONS_FAILED } from '../api/get-notifications.ts';
import { emptyText, type NotificationFilter } from '../utils/notification-rules.ts';
import { NotificationCards } from './notification-cards.tsx';
import { NotificationsTable } from './notifications-table.tsx';
import type { RetryProps } from './retry-button.tsx';

/** Below this width the nine columns do not fit beside the drawer (as in the order queue). */
const TABLE_MIN_WIDTH_PX = 1280;

/**
 * The messages of the chosen tab: a table on a desktop screen, cards below it; while loading,
 * when empty or unreadable, one line that screen readers announce.
 */
export function NotificationList({
  messages,
  isLoading,
  isError,
  filter,
  ...retry
}: RetryProps & {
  messages: Notification[] | undefined;
  isLoading: boolean;
  isError: boolean;
  filter: NotificationFilter;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(TABLE_MIN_WIDTH_PX));
  if (isLoading || !messages || messages.length === 0) {
    const failed = !isLoading && isError && !messages;
    return (
      <Paper
        variant="outlined"
        role={failed ? 'alert' : 'status'}
        sx={{ p: 4, textAlign: 'center', color: failed ? 'error.main' : 'text.secondary' }}
      >
        {isLoading ? MESSAGES.loading : failed ? NOTIFICATIONS_FAILED : emptyText(filter)}
      </Paper>
    );
  }
  const List = narrow ? NotificationCards : NotificationsTable;
  return <List messages={messages} {...retry} />;
}
