import {
  PAYMENT_QR_ALT,
  imageVariants,
  qrAmount,
  qrOrderNote,
  type Order,
  type ShopSettings,
} from '@shop/contract';
import { useShopSettings } from '../lib/shop-settings.ts';
import { defineMessages } from '../i18n/define-messages.ts';
import { useLocalizeMessage } from '../i18n/localize-message.ts';

// The contract's words beside the code (counter-texts.ts), in Filipino for a customer reading it.
defineMessages('cart/payment-qr', {
  alt: PAYMENT_QR_ALT,
  amount: 'Amount to pay: {amount}',
  orderNote: 'Put {order} in the message',
});

/**
 * A GCash order still owed and not yet paid, with no reference given: the customer has the
 * payment to make (its QR code and the reference form show); a declined or cancelled order is
 * owed nothing.
 */
export const gcashToPay = (order: Order): boolean =>
  order.paymentMethod === 'gcash' &&
  order.gcashReference === null &&
  !order.paid &&
  order.status !== 'cancelled' &&
  order.status !== 'declined';

/** Drawn this wide: a phone's camera reads it off another screen, and it fits a 390 px phone. */
const QR_SIZE = 240;

/** The copy to draw: 640 px wide for a sharp code on a dense screen; else the picture itself. */
const qrSource = (image: string) =>
  imageVariants(image).find((variant) => variant.width >= QR_SIZE * 2)?.url ?? image;

/**
 * The shop's GCash or QR Ph code picture (set in Settings) with the amount to send and, once the
 * order exists, the order number to put in GCash's message; nothing when the shop has none.
 * Plain elements, so the cart page (no MUI) and the MUI screens both show it.
 */
export function PaymentQr({
  amount,
  orderNumber,
  settings,
}: {
  /** What to pay; null while unknown (a delivery area still to choose). */
  amount: number | null;
  orderNumber?: number;
  /** The settings when the caller has them; read here otherwise. */
  settings?: ShopSettings | undefined;
}) {
  const read = useShopSettings();
  const say = useLocalizeMessage();
  const image = (settings ?? read.data?.settings)?.paymentQrImage;
  if (!image) return null;
  return (
    <figure style={{ margin: 0, display: 'grid', justifyItems: 'start', gap: 4 }}>
      <img
        src={qrSource(image)}
        alt={say(PAYMENT_QR_ALT)}
        width={QR_SIZE}
        height={QR_SIZE}
        style={{ objectFit: 'contain', maxWidth: '100%', height: 'auto', background: '#fff' }}
      />
      <figcaption style={{ display: 'grid', gap: 2 }}>
        {amount !== null && <strong>{say(qrAmount(amount))}</strong>}
        {orderNumber !== undefined && <span>{say(qrOrderNote(orderNumber))}</span>}
      </figcaption>
    </figure>
  );
}
