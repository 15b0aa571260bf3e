import { formatPeso, type CartItem } from '@shop/contract';
import type { StoreValue } from 'nanostores';
import { i18n, params } from '../../../i18n/i18n.ts';

/**
 * A cart line's words, shared by the cart and the checkout's summary: the price tiers (the
 * contract's PRICE_TYPE_LABELS in English) and a unit price with its unit.
 */
export const cartWords = i18n('cart/line-words', {
  price: 'Full Price',
  halfPrice: 'Half Price',
  retailPrice: 'Retail Price',
  perUnit: params('{price} per {unit}'),
});

/**
 * "₱1,280.00 per sack (25 kg)" as the contract's formatUnitPrice says it (the unit is the shop's
 * own word), or the price alone.
 */
export const unitPriceText = (
  item: Pick<CartItem, 'price' | 'unit'>,
  t: StoreValue<typeof cartWords>,
): string =>
  item.unit
    ? t.perUnit({ price: formatPeso(item.price), unit: item.unit })
    : formatPeso(item.price);
