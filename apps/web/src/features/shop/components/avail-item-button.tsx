import { useState } from 'react';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Product } from '@shop/contract';
import { PricingOptionDialog } from './pricing-option-dialog.tsx';

/** The customer card's button: Avail Item opens the pricing choice; sold out, it says so. */
export function AvailItemButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  if (product.stock <= 0)
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
