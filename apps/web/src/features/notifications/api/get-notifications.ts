import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, apiClient } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import type { NotificationFilter } from '../utils/notification-rules.ts';

export const NOTIFICATIONS_FAILED = 'Failed to load messages.';

/**
 * The worker sends messages in the background and tells no screen: while a tab shows a pending
 * one, the list asks again this often, so it turns Sent (or Failed) without a reload.
 */
export const NOTIFICATIONS_PENDING_POLL_MS = 15_000;

export const getNotifications = (filter: NotificationFilter, signal?: AbortSignal) =>
  answerOf(
    apiClient.listNotifications({ query: filter === 'all' ? {} : { status: filter } }, { signal }),
    NOTIFICATIONS_FAILED,
  );

/** Under the notifications root: an order's status change (live stream) refreshes every tab. */
export const notificationsQueryOptions = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: [...queryRoots.notifications, filter],
    queryFn: ({ signal }) => getNotifications(filter, signal),
  });

export const useNotifications = (filter: NotificationFilter) =>
  useQuery({
    ...notificationsQueryOptions(filter),
    refetchInterval: (query) =>
      query.state.data?.notifications.some((message) => message.status === 'pending')
        ? NOTIFICATIONS_PENDING_POLL_MS
        : false,
  });
