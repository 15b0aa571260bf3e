import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { MESSAGING_TEXTS, NOTIFICATIONS_LIST_LIMIT, type Notification } from '@shop/contract';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { useNotice, type Notice } from '../../../components/notice.tsx';
import { FilterTabs } from '../../../components/filter-tabs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { NOTIFICATIONS_FAILED, useNotifications } from '../api/get-notifications.ts';
import { RETRY_FAILED, useRetryNotification } from '../api/retry-notification.ts';
import { NotificationList } from '../components/notification-list.tsx';
import {
  NOTIFICATION_TABS,
  notificationTabOf,
  type NotificationFilter,
} from '../utils/notification-rules.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** What the server is not set up to send, said before the list of what it sent. */
function MessagingOff() {
  const messaging = useShopSettings().data?.messaging;
  if (!messaging || (messaging.sms && messaging.email)) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      {!messaging.sms && <Alert severity="warning">{MESSAGING_TEXTS.smsOff}</Alert>}
      {!messaging.email && <Alert severity="warning">{MESSAGING_TEXTS.emailOff}</Alert>}
    </Stack>
  );
}

/** The admin's view of the texts and emails sent to customers about their orders (issue 15). */
export function Component() {
  usePageTitle('Notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in the address (?status=failed): a reload or a shared link keeps it.
  const filter = notificationTabOf(searchParams.get('status'));
  const list = useNotifications(filter);
  const retry = useRetryNotification();
  const notice = useNotice();

  function choose(next: NotificationFilter) {
    setSearchParams(next === 'all' ? {} : { status: next }, { replace: true });
  }

  async function sendAgain(message: Notification) {
    let next: Notice;
    try {
      const answer = await retry.mutateAsync(message._id);
      next = { severity: 'success', text: answer.message };
    } catch (error) {
      // A 409 (no longer failed) says why in the server's words.
      next = { severity: 'error', text: error instanceof Error ? error.message : RETRY_FAILED };
    }
    notice.show(next);
  }

  return (
    <>
      <PageHeader>Notifications</PageHeader>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Text messages and emails to customers about their orders, newest first (the latest{' '}
        {NOTIFICATIONS_LIST_LIMIT}).
      </Typography>
      <MessagingOff />
      {/* The five tabs scroll sideways where a phone is too narrow; MUI hides the buttons there. */}
      <FilterTabs
        label="Which messages to show"
        idPrefix="notifications"
        tabs={NOTIFICATION_TABS}
        value={filter}
        onChange={choose}
        tabMinWidth={64}
      >
        {list.isError && list.data && (
          // A failed refresh keeps the last list on screen; say it may be out of date.
          <Alert severity="warning" sx={{ mb: 2 }}>
            {NOTIFICATIONS_FAILED} The list below may be out of date.
          </Alert>
        )}
        <NotificationList
          messages={list.data?.notifications}
          isLoading={list.isPending}
          isError={list.isError}
          filter={filter}
          onRetry={(message) => void sendAgain(message)}
          retryingId={retry.isPending ? (retry.variables ?? null) : null}
        />
      </FilterTabs>
      {notice.element}
    </>
  );
}
