import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  isSellable,
  type Lot,
  type Product,
  type countLotBody,
  type receiveLotBody,
  type writeOffLotBody,
} from '@shop/contract';
import type { z } from 'zod';
import { answerOf, apiClient } from './api-client.ts';
import { queryRoots } from './query-roots.ts';
import { useCallMutation } from './use-call-mutation.ts';

type ReceiveLotBody = z.input<typeof receiveLotBody>;
type CountLotBody = z.input<typeof countLotBody>;
type WriteOffLotBody = z.input<typeof writeOffLotBody>;

// A product's lots (issue 26): the admin's products page and the cashier's product view both
// receive and count, so the calls live here rather than in one feature.

export const lotsQueryOptions = (productId: string) =>
  queryOptions({
    // Under the products root: a sale, a receive or an edit that refreshes the lists refreshes these.
    queryKey: [...queryRoots.products, 'lots', productId],
    queryFn: ({ signal }) =>
      answerOf(
        apiClient.listLots({ params: { id: productId } }, { signal }),
        'Could not load the lots',
      ),
  });

export const useLots = (productId: string) => useQuery(lotsQueryOptions(productId));

const receiveLot = ({ productId, body }: { productId: string; body: ReceiveLotBody }) =>
  answerOf(apiClient.receiveLot({ params: { id: productId }, body }), MESSAGES.somethingWentWrong);
const countLot = ({ lotId, body }: { lotId: string; body: CountLotBody }) =>
  answerOf(apiClient.countLot({ params: { id: lotId }, body }), MESSAGES.somethingWentWrong);
export const writeOffLot = ({ lotId, body }: { lotId: string; body: WriteOffLotBody }) =>
  answerOf(apiClient.writeOffLot({ params: { id: lotId }, body }), MESSAGES.somethingWentWrong);

/** Each change of stock refreshes every product list and the lots (one root holds both). */
const lotWrite = { invalidates: [queryRoots.products, queryRoots.stock], when: 'settled' } as const;
export const useReceiveLot = () => useCallMutation(receiveLot, lotWrite);
export const useCountLot = () => useCallMutation(countLot, lotWrite);
export const useWriteOffLot = () => useCallMutation(writeOffLot, lotWrite);

export const lotHoldsStock = (lot: Pick<Lot, 'quantity'>) => lot.quantity > 0;

/** A lot customers cannot buy from: expired, or inside the spec's 92-day window. */
export const lotUnsellable = (lot: Pick<Lot, 'expirationDate'>, today: string) =>
  !isSellable(lot.expirationDate, today);

/** Expired lots that still hold stock: what "Write off expired" removes. */
export const expiredLots = (lots: readonly Lot[], today: string) =>
  lots.filter((lot) => lot.expirationDate < today && lotHoldsStock(lot));

/** A lot's stock in pesos at its cost (quantity × cost per unit), or null when the cost is unknown. */
export const lotValue = (lot: Pick<Lot, 'quantity' | 'cost'>) =>
  lot.cost === null ? null : Math.round(lot.quantity * lot.cost * 100) / 100;

/** "1,000.5": a quantity in stock units, up to 3 decimals. */
export const formatQuantity = (quantity: number) =>
  quantity.toLocaleString('en-PH', { maximumFractionDigits: 3 });

/** "1,000 kg", "12 units". */
export function quantityWithUnit(quantity: number, unit: string) {
  const plural = unit === 'unit' && quantity !== 1 ? 'units' : unit;
  return `${formatQuantity(quantity)} ${plural}`;
}

const TIERS = [
  { price: 'price', unit: 'priceUnit', name: 'full price' },
  { price: 'halfPrice', unit: 'halfPriceUnit', name: 'half price' },
  { price: 'retailPrice', unit: 'retailPriceUnit', name: 'retail' },
] as const;

/**
 * What each offered tier can still sell: "40 × sack (25 kg)" (or "40 × full price" when the tier
 * names no unit).
 */
export function tierAvailability(
  product: Pick<
    Product,
    | 'price'
    | 'halfPrice'
    | 'retailPrice'
    | 'priceUnit'
    | 'halfPriceUnit'
    | 'retailPriceUnit'
    | 'available'
  >,
) {
  return TIERS.filter((tier) => product[tier.price] !== null).map(
    (tier) =>
      `${product.available[tier.price].toLocaleString('en-PH')} × ${product[tier.unit] ?? tier.name}`,
  );
}

/** "1,000 kg · 40 × sack (25 kg) · 80 × half sack · 1,000 × kg": the stock and what it sells. */
export const stockSummary = (product: Product) =>
  [quantityWithUnit(product.quantity, product.stockUnit), ...tierAvailability(product)].join(' · ');
