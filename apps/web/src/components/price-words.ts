import { PRICE_TYPE_LABELS, formatPeso } from '@shop/contract';
import type { StoreValue } from 'nanostores';
import { i18n, params } from '../i18n/i18n.ts';

/**
 * The price tiers as a shopper reads them and what a price is for (the contract's
 * PRICE_TYPE_LABELS and formatUnitPrice's "per" in English): one set of words for the product
 * cards, the pricing dialog, the cart, the checkout and the order history.
 */
export const priceWords = i18n('price-words', {
  ...PRICE_TYPE_LABELS,
  perUnit: params('{price} per {unit}'),
});

/**
 * "₱1,280.00 per sack (25 kg)" (the unit is the shop's own word), or the price alone, in the
 * screen's language.
 */
export const unitPriceText = (
  price: number,
  unit: string | null | undefined,
  t: Pick<StoreValue<typeof priceWords>, 'perUnit'>,
): string => (unit ? t.perUnit({ price: formatPeso(price), unit }) : formatPeso(price));
