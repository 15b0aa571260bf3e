import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A read that failed: its message, and Retry to ask again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
