import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { DeliveryZones } from '../components/delivery-zones.tsx';
import { useNotice } from '../../../components/notice.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin-settings: the shop's settings, then its delivery areas. */
export function Component() {
  usePageTitle('Shop Settings');
  const settings = useShopSettings();
  const notice = useNotice();

  let form;
  if (settings.isPending)
    form = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading shop settings" />
      </Box>
    );
  else if (settings.isError)
    form = (
      <Typography role="alert" sx={{ color: 'error.main' }}>
        Could not load the shop settings.{' '}
        <Button size="small" onClick={() => void settings.refetch()}>
          Retry
        </Button>
      </Typography>
    );
  else form = <SettingsForm settings={settings.data.settings} notify={notice.show} />;

  return (
    <>
      <PageHeader>Shop Settings</PageHeader>
      <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
        {form}
        <DeliveryZones notify={notice.show} />
      </Stack>
      {notice.element}
    </>
  );
}
