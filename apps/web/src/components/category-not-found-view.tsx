import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MuiTheme } from '../app/mui-theme.tsx';
import { PageHeader } from './page-header.tsx';

/** Shown for a category in the address that the shop does not sell (a typo or an old link). */
export function CategoryNotFoundView({ backTo }: { backTo: string }) {
  // Also shown on the public category page, which has no MUI theme of its own.
  return (
    <MuiTheme>
      <PageHeader>Category not found</PageHeader>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          <AlertTitle>We don&apos;t sell that category</AlertTitle>
          The link may be mistyped or out of date. Please choose one of our categories.
        </Alert>
        <Button variant="contained" component={RouterLink} to={backTo}>
          See all categories
        </Button>
      </Stack>
    </MuiTheme>
  );
}
