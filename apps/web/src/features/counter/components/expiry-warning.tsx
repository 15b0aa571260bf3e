import Chip from '@mui/material/Chip';
import { shopToday, type Product } from '@shop/contract';
import { ShopDate } from '../../../components/shop-date.tsx';
import { isNearExpiry } from '../utils/sale-lines.ts';

/** "Expires <date>" when the lot a sale would take first is inside the near-expiry window. */
export function ExpiryWarning({ product }: { product: Pick<Product, 'expirationDate' | 'stock'> }) {
  if (product.stock === 0 || !isNearExpiry(product.expirationDate, shopToday())) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={
        <>
          Expires <ShopDate value={product.expirationDate} />
        </>
      }
    />
  );
}
