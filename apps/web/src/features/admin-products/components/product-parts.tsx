import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import InventoryIcon from '@mui/icons-material/Inventory';
import { formatPeso, type Product } from '@shop/contract';
import { DeleteIconButton } from '../../../components/delete-icon-button.tsx';
import { quantityWithUnit, tierAvailability } from '../../../lib/lots.ts';

/** What the table and the cards both do with a product: edit it, delete it, select it. */
export interface ProductActions {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Opens the product's lots (Receive, Count, Write off). */
  onLots: (product: Product) => void;
  /** The product being deleted, whose Delete waits. */
  deleting: string | null;
  /** The ids of the selected products. */
  selected: ReadonlySet<string>;
  /** Selects (true) or unselects the given products. */
  onSelect: (ids: string[], checked: boolean) => void;
}

/** "1,000 kg", and under it what each tier can still sell ("40 × sack (25 kg) · 80 × half sack"). */
export function StockAmount({ product }: { product: Product }) {
  return (
    <>
      {quantityWithUnit(product.quantity, product.stockUnit)}
      <Typography
        variant="caption"
        component="span"
        sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'normal' }}
      >
        {tierAvailability(product).join(' · ')}
      </Typography>
    </>
  );
}

/** A tier's price, and under it what it is for ("per sack (25 kg)") when the product says. */
export function Money({ amount, unit }: { amount: number | null; unit: string | null }) {
  if (amount === null)
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        Not set
      </Typography>
    );
  return (
    <>
      {formatPeso(amount)}
      {unit && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'normal' }}
        >
          {`per ${unit}`}
        </Typography>
      )}
    </>
  );
}

/** Lots, Edit and Delete, each named after the product it acts on. */
export function RowActions({
  product,
  onEdit,
  onDelete,
  onLots,
  deleting,
}: Pick<ProductActions, 'onEdit' | 'onDelete' | 'onLots' | 'deleting'> & { product: Product }) {
  return (
    <>
      <Tooltip title="Lots">
        <IconButton aria-label={`Lots of ${product.name}`} onClick={() => onLots(product)}>
          <InventoryIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <DeleteIconButton
        title="Delete"
        label={`Delete ${product.name}`}
        disabled={deleting === product._id}
        onClick={() => onDelete(product)}
      />
    </>
  );
}
