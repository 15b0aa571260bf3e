import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { defineMessages } from '../i18n/define-messages.ts';
import { useLocalizeMessage } from '../i18n/localize-message.ts';

const WORDS = defineMessages('retry-alert', { retry: 'Retry' });

/** A read that failed: its message, and Retry to ask again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const say = useLocalizeMessage();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {say(WORDS.retry)}
        </Button>
      }
    >
      {say(message)}
    </Alert>
  );
}
