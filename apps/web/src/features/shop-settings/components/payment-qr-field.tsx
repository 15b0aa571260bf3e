import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { ShopSettings } from '@shop/contract';
import type { Notice } from '../../../components/notice.tsx';
import { PaymentQr } from '../../../components/payment-qr.tsx';
import { PhotoUpload } from '../../../components/photo-upload.tsx';
import { useUploadImage } from '../../../lib/upload-image.ts';
import { SAVE_SETTINGS_FAILED, useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { messageOf } from '../utils/field-error.ts';

const QR_SAVED = 'Payment QR code saved';
const QR_REMOVED = 'Payment QR code removed';

/**
 * The shop's GCash or QR Ph code picture: uploaded with the product photos' upload and saved at
 * once (it is no typed field of the form below it); replaced by another upload; removed. The
 * checkout, the customer's unpaid GCash orders and the counter show it.
 */
export function PaymentQrField({
  settings,
  notify,
}: {
  settings: ShopSettings;
  notify: (notice: Notice) => void;
}) {
  const id = useId();
  const upload = useUploadImage();
  const save = useUpdateShopSettings();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const image = settings.paymentQrImage;
  const busy = upload.isPending || save.isPending;

  /** Upload, then save: a failure of either rejects with its message, shown by the upload. */
  async function replace(file: File) {
    setRemoveError(null);
    const { url } = await upload.mutateAsync(file);
    await save.mutateAsync({ paymentQrImage: url });
    notify({ severity: 'success', text: QR_SAVED });
  }

  async function remove() {
    setRemoveError(null);
    try {
      await save.mutateAsync({ paymentQrImage: null });
      notify({ severity: 'success', text: QR_REMOVED });
    } catch (error) {
      setRemoveError(messageOf(error, SAVE_SETTINGS_FAILED));
    }
  }

  return (
    <Box role="group" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        Payment QR code
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {image
          ? 'Customers see it at checkout with the amount, on their unpaid GCash orders, and at the counter.'
          : 'Upload your GCash or QR Ph code picture: customers then scan it at checkout and at the counter.'}
      </Typography>
      <PaymentQr amount={null} settings={settings} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'start' }}>
        <PhotoUpload
          imageUrl=""
          uploading={busy}
          onUpload={replace}
          labels={{
            button: image ? 'Replace QR code' : 'Upload QR code',
            file: 'QR code picture file',
          }}
        />
        {image && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={busy}
            onClick={() => void remove()}
          >
            Remove QR code
          </Button>
        )}
      </Box>
      {removeError && (
        <Alert severity="error" role="alert">
          {removeError}
        </Alert>
      )}
    </Box>
  );
}
