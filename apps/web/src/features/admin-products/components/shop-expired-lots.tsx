import { useQueries } from '@tanstack/react-query';
import { shopToday, type Product } from '@shop/contract';
import { expiredLots, lotsQueryOptions } from '../../../lib/lots.ts';
import { WriteOffExpiredDialog } from '../../../components/lots/write-off-expired-dialog.tsx';

/**
 * "Write off expired" for the whole shop: the lots of every listed product that still hold
 * expired stock. Staff see a product's expiry as its soonest lot holding stock, so only products
 * shown expired can have such a lot: only their lots are read.
 */
export function ShopExpiredLots({
  products,
  onClose,
  onDone,
}: {
  products: readonly Product[];
  onClose: () => void;
  onDone: (count: number) => void;
}) {
  const today = shopToday();
  const candidates = products.filter((product) => product.expirationDate < today);
  const reads = useQueries({
    queries: candidates.map((product) => lotsQueryOptions(product._id)),
  });
  const reading = reads.some((read) => read.isError)
    ? 'failed'
    : reads.some((read) => read.isPending)
      ? 'loading'
      : undefined;
  const lots = reads.flatMap((read) =>
    read.data
      ? expiredLots(read.data.lots, today).map((lot) => ({
          productName: read.data.product.name,
          stockUnit: read.data.product.stockUnit,
          lot,
        }))
      : [],
  );
  return <WriteOffExpiredDialog lots={lots} reading={reading} onClose={onClose} onDone={onDone} />;
}
