import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { orderLabel } from '@shop/contract';
import { paths } from '../config/paths.ts';

/**
 * An order's public tracking page (issue 29): opened here, or handed to whoever collects the
 * order through the phone's share sheet (where the browser has one) so they can follow it too.
 */
export function TrackingLink({ code, orderNumber }: { code: string; orderNumber: number }) {
  const path = paths.tracking(code);
  const share = () =>
    void navigator
      .share({ title: orderLabel(orderNumber), url: `${window.location.origin}${path}` })
      // Closing the share sheet is no error.
      .catch(() => undefined);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={path}
        aria-label={`Tracking page of ${orderLabel(orderNumber)}`}
      >
        Tracking page
      </Button>
      {typeof navigator.share === 'function' && (
        <Button
          size="small"
          variant="outlined"
          onClick={share}
          aria-label={`Share the tracking link of ${orderLabel(orderNumber)}`}
        >
          Share link
        </Button>
      )}
    </>
  );
}
