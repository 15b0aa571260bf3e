import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InventoryIcon from '@mui/icons-material/Inventory';
import type { Product } from '@shop/contract';
import { LotsDialog } from '../../../components/lots/lots-dialog.tsx';
import { quantityWithUnit } from '../../../lib/lots.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

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
        onClick={() => setOpen(true)}
      >
        {`Lots · ${quantityWithUnit(product.quantity, product.stockUnit)}`}
        {/* Which product, for a screen reader; the visible words stay the start of the name. */}
        <Box component="span" sx={visuallyHidden}>{` of ${product.name}`}</Box>
      </Button>
      {open && <LotsDialog product={product} canWriteOff={false} onClose={() => setOpen(false)} />}
    </>
  );
}
