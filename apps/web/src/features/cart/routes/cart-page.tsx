import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useStore } from '@nanostores/react';
import {
  MESSAGES,
  PRICE_TYPES,
  formatPeso,
  nextStepText,
  orderLabel,
  statusLabel,
  type CartItem,
  type Order,
} from '@shop/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { PaymentQr, gcashToPay } from '../../../components/payment-qr.tsx';
import { ReceiptIcon } from '../../../components/shell-icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { useRestoreCartLine } from '../api/restore-cart-line.ts';
import { CartLine } from '../components/cart-line.tsx';
import { heldByOtherLines } from '../utils/cart-stock.ts';
import { chargeWords, minimumOrderText } from '../utils/checkout-charges.ts';
// The server's refusals about the cart, registered before the page shows one.
import '../utils/cart-messages.ts';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { i18n, params } from '../../../i18n/i18n.ts';
import { $language } from '../../../i18n/language.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('cart/cart-page', {
  title: 'My Cart',
  back: 'Back to Products',
  history: 'See Order History',
  placed: params('{order} is placed'),
  status: params('Status: {status}. '),
  track: params('Track {order}'),
  tryAgain: 'Try again',
  empty: 'Your cart is empty.',
  browse: 'Browse products',
  items: 'Cart items',
  removed: params('Removed {name}.'),
  undo: 'Undo',
  total: 'Order Total',
  noCart: 'NO CART TO CHECKOUT',
  checkoutAll: 'CHECKOUT ALL',
});

// The checkout form (TextField, Dialog, react-hook-form, zod) loads when CHECKOUT ALL is first
// pressed, not with the cart.
const CheckoutDialog = lazy(async () => ({
  default: (await import('../components/checkout-dialog.tsx')).CheckoutDialog,
}));

/** How long a removed line can be put back with Undo. */
export const UNDO_MS = 5000;

interface Removed {
  productId: string;
  priceType: CartItem['priceType'];
  quantity: number;
  name: string;
}

/**
 * Undo for a removed line (issue 29): the line's product, tier and quantity kept for UNDO_MS
 * after the server removed it; Undo adds it back.
 */
function useUndoRemoval() {
  const [removed, setRemoved] = useState<Removed | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const offer = (line: Removed) => {
    window.clearTimeout(timer.current);
    setRemoved(line);
    timer.current = window.setTimeout(() => setRemoved(null), UNDO_MS);
  };
  const taken = () => {
    window.clearTimeout(timer.current);
    setRemoved(null);
  };
  return { removed, offer, taken };
}

function removeFailureText(error: Error): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message !== MESSAGES.removeFromCartThrown
  )
    return error.message;
  return MESSAGES.removeFromCartFailed;
}

/**
 * The server's lines, each product's tiers kept together in the one tier order (Full, Half,
 * Retail), so a line does not move when its quantity changes.
 */
function inTierOrder(items: CartItem[]): CartItem[] {
  const firstSeen = new Map<string, number>();
  items.forEach((item, index) => {
    if (!firstSeen.has(item.product._id)) firstSeen.set(item.product._id, index);
  });
  return [...items].sort(
    (a, b) =>
      firstSeen.get(a.product._id)! - firstSeen.get(b.product._id)! ||
      PRICE_TYPES.indexOf(a.priceType) - PRICE_TYPES.indexOf(b.priceType),
  );
}

function OrderHistoryLink() {
  const t = useStore(words);
  return (
    <RouterLink className="plain-button cart-history" to={paths.orderHistory}>
      <ReceiptIcon />
      {t.history}
    </RouterLink>
  );
}

/**
 * After a checkout: which order was placed, what happens next, and a link to it in the Order
 * History (its card there has the id `order-<number>`).
 */
function PlacedOrder({ order }: { order: Order }) {
  const t = useStore(words);
  const language = useStore($language);
  const label = orderLabel(order.orderNumber);
  return (
    <section className="cart-panel cart-placed" aria-labelledby="placed-order">
      <h2 id="placed-order">{t.placed({ order: label })}</h2>
      <p>
        {t.status({ status: statusLabel(order.status, order.deliveryMode, language) })}
        {nextStepText(order.status, order.deliveryMode, order.customerInfo.pickupDate, language)}
      </p>
      {gcashToPay(order) && (
        <PaymentQr amount={order.totalAmount} orderNumber={order.orderNumber} />
      )}
      <RouterLink className="card-button" to={`${paths.orderHistory}#order-${order.orderNumber}`}>
        {t.track({ order: label })}
      </RouterLink>
    </section>
  );
}

/**
 * The cart: plain elements styled by styles/cart.css (`.cart-*`), like the product lists, so a
 * phone draws it without MUI's style work; only the checkout form is MUI, loaded when opened.
 */
export function Component() {
  const t = useStore(words);
  const charge = useStore(chargeWords);
  const say = useLocalizeMessage();
  usePageTitle(t.title);
  const cart = useCart();
  const remove = useRemoveFromCart();
  const restore = useRestoreCartLine();
  const undo = useUndoRemoval();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Stays mounted once opened, so the dialog can play its closing transition.
  const [checkoutUsed, setCheckoutUsed] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);

  // Drawn in the background once it arrives (see ProductList), the spinner staying meanwhile.
  const cartData = useDeferredValue(cart.data);
  const pending = cartData === undefined && !cart.isError;
  const items = inTierOrder(cartData?.items ?? []);
  // The server's total at current prices, never a sum made here.
  const total = cartData?.totalAmount ?? 0;
  const isEmpty = items.length === 0;
  // The minimum order said here, before the checkout would refuse it (issue 29).
  const minimumOrder = useShopSettings().data?.settings.minimumOrder ?? null;
  const minimumText = isEmpty ? null : minimumOrderText(total, minimumOrder, charge);

  let content;
  if (pending) content = <PageLoading />;
  else if (cart.isError)
    content = (
      <div className="error-box" role="alert">
        <span>{say(cart.error.message)}</span>
        <button type="button" className="plain-button" onClick={() => void cart.refetch()}>
          {t.tryAgain}
        </button>
      </div>
    );
  else if (isEmpty)
    content = (
      <div className="cart-panel cart-empty">
        <p>{t.empty}</p>
        <RouterLink className="card-button" to={paths.allProducts}>
          {t.browse}
        </RouterLink>
      </div>
    );
  else
    content = (
      <ul className="cart-panel cart-lines" aria-label={t.items}>
        {items.map((item) => (
          <CartLine
            key={`${item.product._id}:${item.priceType}`}
            item={item}
            heldByOtherLines={heldByOtherLines(items, item)}
            removing={
              remove.isPending &&
              remove.variables.productId === item.product._id &&
              remove.variables.priceType === item.priceType
            }
            onRemove={() =>
              remove.mutate(
                { productId: item.product._id, priceType: item.priceType },
                {
                  onSuccess: () =>
                    undo.offer({
                      productId: item.product._id,
                      priceType: item.priceType,
                      quantity: item.quantity,
                      name: item.product.name,
                    }),
                  onError: (error) => window.alert(say(removeFailureText(error))),
                },
              )
            }
          />
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader>{t.title}</PageHeader>
      <BackLink to={paths.userProducts}>{t.back}</BackLink>
      {pending || cart.isError ? (
        <div className="cart-stack">
          {content}
          <OrderHistoryLink />
        </div>
      ) : (
        <div className="cart-layout">
          <div className="cart-stack">
            {placed && <PlacedOrder order={placed} />}
            {undo.removed && (
              <div className="cart-undo" role="status">
                <span>{t.removed({ name: undo.removed.name })}</span>
                <button
                  type="button"
                  className="plain-button"
                  disabled={restore.isPending}
                  onClick={() => {
                    const { name: _name, ...line } = undo.removed!;
                    undo.taken();
                    restore.mutate(line, {
                      onError: (error) => window.alert(say(error.message)),
                    });
                  }}
                >
                  {t.undo}
                </button>
              </div>
            )}
            {content}
          </div>
          <section className="cart-panel cart-summary" aria-labelledby="order-total">
            <div className="cart-total">
              <h2 id="order-total">{t.total}</h2>
              <p>{formatPeso(total)}</p>
            </div>
            {minimumText && (
              <p className="cart-minimum" role="status">
                {minimumText}
              </p>
            )}
            <button
              type="button"
              className="card-button large"
              disabled={isEmpty}
              onClick={() => {
                setCheckoutUsed(true);
                setCheckoutOpen(true);
              }}
            >
              {isEmpty ? t.noCart : t.checkoutAll}
            </button>
            <OrderHistoryLink />
          </section>
        </div>
      )}
      {checkoutUsed && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={checkoutOpen}
            onClose={() => setCheckoutOpen(false)}
            onPlaced={setPlaced}
          />
        </Suspense>
      )}
    </>
  );
}
