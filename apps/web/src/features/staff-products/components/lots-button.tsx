import { useState } from 'react';
import Button from '@mui/material/Button';
import InventoryIcon from '@mui/icons-material/Inventory';
import type { Product } from '@shop/contract';
import { LotsDialog } from '../../../components/lots/lots-dialog.tsx';
import { quantityWithUnit } from '../../../lib/lots.ts';

/**
 * A cashier card's one action (issue 26): the product's lots, where a delivery is received and
 * a shelf counted. Writing stock off stays with the owner.
 */
export function LotsButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        startIcon={<InventoryIcon />}
        aria-haspopup="dialog"
        aria-label={`Lots of ${product.name}`}
        onClick={() => setOpen(true)}
      >
        {`Lots · ${quantityWithUnit(product.quantity, product.stockUnit)}`}
      </Button>
      {open && <LotsDialog product={product} canWriteOff={false} onClose={() => setOpen(false)} />}
    </>
  );
}
