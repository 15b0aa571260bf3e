import { PRICE_TYPE_LABELS, formatPeso, lineTotal, type CartItem } from '@shop/contract';
import { BinIcon } from '../../../components/shell-icons.tsx';

interface CartLineProps {
  item: CartItem;
  onRemove: () => void;
  removing: boolean;
}

/**
 * One cart line: name, unit price and its tier, quantity, line total and a remove button.
 * Plain elements styled by styles/cart.css (`.cart-line`), like the product cards: the cart is a
 * customer's first screen after a tap on Cart, and MUI's components cost a phone's main thread
 * several times as much. The button's "Remove" tip is CSS, shown on hover and keyboard focus.
 */
export function CartLine({ item, onRemove, removing }: CartLineProps) {
  const tier = PRICE_TYPE_LABELS[item.priceType];
  return (
    <li className="cart-line">
      <img src={item.product.images} alt="" width={64} height={48} />
      <div className="cart-line-info">
        <h2>{item.product.name}</h2>
        <p>{`${formatPeso(item.price)} · ${tier}`}</p>
        <p>{`Quantity: ${item.quantity}`}</p>
      </div>
      <p className="cart-line-total">{formatPeso(lineTotal(item.price, item.quantity))}</p>
      <button
        type="button"
        className="icon-button danger"
        data-tip="Remove"
        aria-label={`Remove ${item.product.name} (${tier})`}
        onClick={onRemove}
        disabled={removing}
      >
        <BinIcon />
      </button>
    </li>
  );
}
