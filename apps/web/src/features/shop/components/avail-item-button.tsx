import { useState } from 'react';
import { useStore } from '@nanostores/react';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { PRICE_TYPES, type Product } from '@shop/contract';
import { i18n } from '../../../i18n/i18n.ts';
import { PricingOptionDialog } from './pricing-option-dialog.tsx';

const words = i18n('browse/avail-item', { soldOut: 'Out of Stock', avail: 'Avail Item' });

/**
 * The customer card's button: Avail Item opens the pricing choice; sold out, it says so. Sold
 * out means no tier has one left (issue 26): a product with no whole sack but kilos left still
 * sells its kilos. With every size 1 that is the spec's "stock is 0".
 */
export function AvailItemButton({ product }: { product: Product }) {
  const t = useStore(words);
  const [open, setOpen] = useState(false);
  if (PRICE_TYPES.every((priceType) => product.available[priceType] <= 0))
    return (
      <Button variant="contained" fullWidth disabled>
        {t.soldOut}
      </Button>
    );
  return (
    <>
      <Button
        variant="contained"
        fullWidth
        startIcon={<AddShoppingCartIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t.avail}
      </Button>
      <PricingOptionDialog product={product} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
