import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../components/page-header.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function Component() {
  usePageTitle('Page not found');
  return (
    <>
      <PageHeader>Page not found</PageHeader>
      <Typography sx={{ mb: 2 }}>There is no page at this address.</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Back to the shop
      </Button>
    </>
  );
}
