import { Link as RouterLink } from 'react-router';
import { useStore } from '@nanostores/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MuiTheme } from '../app/mui-theme.tsx';
import { i18n } from '../i18n/i18n.ts';
import { PageHeader } from './page-header.tsx';

const words = i18n('browse/category-not-found', {
  title: 'Category not found',
  notSold: "We don't sell that category",
  text: 'The link may be mistyped or out of date. Please choose one of our categories.',
  seeAll: 'See all categories',
});

/** Shown for a category in the address that the shop does not sell (a typo or an old link). */
export function CategoryNotFoundView({ backTo }: { backTo: string }) {
  const t = useStore(words);
  // Also shown on the public category page, which has no MUI theme of its own.
  return (
    <MuiTheme>
      <PageHeader>{t.title}</PageHeader>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          <AlertTitle>{t.notSold}</AlertTitle>
          {t.text}
        </Alert>
        <Button variant="contained" component={RouterLink} to={backTo}>
          {t.seeAll}
        </Button>
      </Stack>
    </MuiTheme>
  );
}
