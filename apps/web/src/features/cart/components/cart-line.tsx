import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { CART_LINE_QUANTITY_MAX, formatPeso, lineTotal, type CartItem } from '@shop/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { BinIcon } from '../../../components/shell-icons.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';
import { UPDATE_CART_FAILED, useUpdateCart } from '../api/update-cart.ts';
import { priceWords, unitPriceText } from '../../../components/price-words.ts';
// The server's refusals, registered before the line shows one.
import '../utils/cart-messages.ts';

const words = i18n('cart/cart-line', {
  onlyInStock: params('Only {stock} in stock'),
  allInCart: params('All {stock} in stock are in your cart'),
  decrease: params('Decrease quantity of {name}'),
  quantity: params('Quantity of {name}'),
  increase: params('Increase quantity of {name}'),
  removeTip: 'Remove',
  remove: params('Remove {product} ({tier})'),
});

interface CartLineProps {
  item: CartItem;
  /**
   * What the product's other lines (other price types) hold, in this line's tier (a sack
   * weighs 25 kilos): they share its stock (utils/cart-stock.ts).
   */
  heldByOtherLines: number;
  onRemove: () => void;
  removing: boolean;
}

const updateFailureText = (error: Error) =>
  error instanceof ApiError && error.status > 0 ? error.message : UPDATE_CART_FAILED;

/**
 * The line's quantity as the customer sets it. Every tap shows at once; at most one request per
 * line is under way, and when it returns the latest wish is sent, so quick taps on + end on the
 * number the customer saw, never on an answer that arrived out of order.
 */
function useLineQuantity(item: CartItem, heldByOtherLines: number) {
  const update = useUpdateCart();
  const [wanted, setWanted] = useState<number | null>(null);
  // The cart page draws a new cart a moment after it arrives (useDeferredValue): after an
  // answer, the wanted number stays until a line newer than the one drawn then is drawn, so
  // the old number never flashes back.
  const [answeredOn, setAnsweredOn] = useState<CartItem | null>(null);
  if (answeredOn !== null && answeredOn !== item) {
    setAnsweredOn(null);
    setWanted(null);
  }
  // A refusal explains the cart as it was; once the cart changes, it no longer applies.
  const cartNow = `${item.quantity}:${heldByOtherLines}:${item.product.stock}`;
  const [refusal, setRefusal] = useState<{ message: string; cart: string } | null>(null);
  // What is drawn when an answer arrives, which may be several taps after the request.
  const drawn = useRef({ item, cartNow });
  useEffect(() => {
    drawn.current = { item, cartNow };
  }, [item, cartNow]);
  const inFlight = useRef(false);
  const latest = useRef<number | null>(null);

  const send = (quantity: number) => {
    inFlight.current = true;
    update.mutate(
      { productId: item.product._id, priceType: item.priceType, quantity },
      {
        onSuccess: () => setRefusal(null),
        onError: (failure) => {
          // The server's reason ("Only 12 of … in stock"); the line shows what the cart holds.
          setRefusal({ message: updateFailureText(failure), cart: drawn.current.cartNow });
          latest.current = null;
          setWanted(null);
        },
        onSettled: (_answer, failure) => {
          inFlight.current = false;
          const next = latest.current;
          latest.current = null;
          if (next !== null && next !== quantity) set(next);
          else if (!failure) setAnsweredOn(drawn.current.item);
        },
      },
    );
  };

  function set(quantity: number) {
    latest.current = quantity;
    setAnsweredOn(null);
    setWanted(quantity);
    if (!inFlight.current) send(quantity);
  }

  const error = refusal?.cart === cartNow ? refusal.message : null;
  return { quantity: wanted ?? item.quantity, set, error };
}

/**
 * One cart line: name, unit price with its unit and tier, a quantity to set with − and + or by
 * typing, the line total and a remove button. Plain elements styled by styles/cart.css
 * (`.cart-line`), like the product cards: the cart is a customer's first screen after a tap on
 * Cart, and MUI's components cost a phone's main thread several times as much. The remove
 * button's "Remove" tip is CSS, shown on hover and keyboard focus.
 */
export function CartLine({ item, heldByOtherLines, onRemove, removing }: CartLineProps) {
  const t = useStore(words);
  const line = useStore(priceWords);
  const say = useLocalizeMessage();
  const tier = line[item.priceType];
  const name = `${item.product.name}, ${tier}`;
  const { quantity, set, error } = useLineQuantity(item, heldByOtherLines);
  // What is typed, until Enter or leaving the field sets it.
  const [typed, setTyped] = useState<string | null>(null);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  // How many of this line's tier the stock holds; it is shared by the product's lines of
  // every price type.
  const stock = item.product.stock;
  // Whole ones only (a part of a sack left is no sack); one line holds at most
  // CART_LINE_QUANTITY_MAX, whatever the stock.
  const max = Math.min(
    Math.max(Math.floor(stock - heldByOtherLines + 1e-9), 0),
    CART_LINE_QUANTITY_MAX,
  );
  let hint: string | null = null;
  if (quantity > max) hint = t.onlyInStock({ stock: String(stock) });
  else if (quantity === max && max < CART_LINE_QUANTITY_MAX)
    hint = t.allInCart({ stock: String(stock) });

  const commitTyped = () => {
    if (typed === null) return;
    setTyped(null);
    const value = typed.trim();
    // Anything but a whole number of at least 1 goes back to the quantity held.
    if (!/^\d+$/.test(value)) return;
    const next = Number(value);
    if (next >= 1 && next !== quantity) set(next);
  };
  // A button that becomes disabled would drop the keyboard focus: it moves to the quantity,
  // which then reads its limit ("All 12 in stock are in your cart").
  const step = (next: number, atLimit: boolean) => {
    set(next);
    if (atLimit) input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    } else if (event.key === 'Escape') setTyped(null);
  };

  return (
    <li className="cart-line">
      <img src={item.product.images} alt="" width={64} height={48} />
      <div className="cart-line-info">
        <h2>{item.product.name}</h2>
        <p>{`${unitPriceText(item.price, item.unit, line)} · ${tier}`}</p>
        {hint && <p id={hintId}>{hint}</p>}
        {error && (
          <p className="cart-line-error" role="alert">
            {say(error)}
          </p>
        )}
      </div>
      <div className="cart-quantity">
        <button
          type="button"
          className="quantity-button"
          aria-label={t.decrease({ name })}
          disabled={quantity <= 1}
          onClick={() => step(quantity - 1, quantity - 1 <= 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(max, quantity)}
          step={1}
          aria-label={t.quantity({ name })}
          aria-describedby={hint ? hintId : undefined}
          value={typed ?? String(quantity)}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="quantity-button"
          aria-label={t.increase({ name })}
          disabled={quantity >= max}
          onClick={() => step(quantity + 1, quantity + 1 >= max)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className="cart-line-total">{formatPeso(lineTotal(item.price, quantity))}</p>
      <button
        type="button"
        className="icon-button danger"
        data-tip={t.removeTip}
        aria-label={t.remove({ product: item.product.name, tier })}
        onClick={onRemove}
        disabled={removing}
      >
        <BinIcon />
      </button>
    </li>
  );
}
