import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { useStore } from '@nanostores/react';
import { orderLabel } from '@shop/contract';
import { paths } from '../config/paths.ts';
import { i18n, params } from '../i18n/i18n.ts';

const words = i18n('orders/tracking-link', {
  trackingPage: 'Tracking page',
  trackingPageOf: params('Tracking page of {order}'),
  share: 'Share link',
  shareOf: params('Share the tracking link of {order}'),
});

/**
 * An order's public tracking page (issue 29): opened here, or handed to whoever collects the
 * order through the phone's share sheet (where the browser has one) so they can follow it too.
 */
export function TrackingLink({ code, orderNumber }: { code: string; orderNumber: number }) {
  const t = useStore(words);
  const order = orderLabel(orderNumber);
  const path = paths.tracking(code);
  const share = () =>
    void navigator
      .share({ title: order, url: `${window.location.origin}${path}` })
      // Closing the share sheet is no error.
      .catch(() => undefined);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={path}
        aria-label={t.trackingPageOf({ order })}
      >
        {t.trackingPage}
      </Button>
      {typeof navigator.share === 'function' && (
        <Button size="small" variant="outlined" onClick={share} aria-label={t.shareOf({ order })}>
          {t.share}
        </Button>
      )}
    </>
  );
}
