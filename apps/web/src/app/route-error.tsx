import { Link as RouterLink, useRouteError } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Shown when a page fails to load or render (for example after a deploy, an old chunk). */
export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <Stack spacing={2} sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert severity="error">Something went wrong while loading this page.</Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
      <Button component={RouterLink} to="/">
        Back to the shop
      </Button>
    </Stack>
  );
}
