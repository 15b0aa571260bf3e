import { Link as RouterLink } from 'react-router';
import { useStore } from '@nanostores/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../components/page-header.tsx';
import { i18n } from '../i18n/i18n.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

const words = i18n('browse/not-found-page', {
  title: 'Page not found',
  text: 'There is no page at this address.',
  back: 'Back to the shop',
});

export function Component() {
  const t = useStore(words);
  usePageTitle(t.title);
  return (
    <>
      <PageHeader>{t.title}</PageHeader>
      <Typography sx={{ mb: 2 }}>{t.text}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t.back}
      </Button>
    </>
  );
}
