import { useState } from 'react';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { PRICE_TYPES, type Product } from '@shop/contract';
import { PricingOptionDialog } from './pricing-option-dialog.tsx';

/**
 * The customer card's button: Avail Item opens the pricing choice; sold out, it says so. Sold
 * out means no tier has one left (issue 26): a product with no whole sack but kilos left still
 * sells its kilos. With every size 1 that is the spec's "stock is 0".
 */
export function AvailItemButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  if (PRICE_TYPES.every((priceType) => product.available[priceType] <= 0))
    return (
      <Button variant="contained" fullWidth disabled>
        Out of Stock
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
        Avail Item
      </Button>
      <PricingOptionDialog product={product} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
