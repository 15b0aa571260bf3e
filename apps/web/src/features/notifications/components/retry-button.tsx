import Button from '@mui/material/Button';
import type { Notification } from '@shop/contract';
import { retryLabel } from '../utils/notification-rules.ts';

export interface RetryProps {
  onRetry: (message: Notification) => void;
  /** The message being sent again now, if any. */
  retryingId: string | null;
}

/** Retry on a failed message; nothing on the others (they are on their way or delivered). */
export function RetryButton({
  message,
  onRetry,
  retryingId,
}: RetryProps & { message: Notification }) {
  if (message.status !== 'failed') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onRetry(message)}
      disabled={retryingId === message._id}
      aria-label={retryLabel(message)}
    >
      Retry
    </Button>
  );
}
