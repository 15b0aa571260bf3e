import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { formatPeso, type ExpiryStatus, type Product } from '@shop/contract';
import { DeleteIconButton } from '../../../components/delete-icon-button.tsx';
import { colors } from '../../../styles/tokens.ts';
import { EXPIRY_CHIP_COLORS } from '../utils/expiry.ts';

/** What the table and the cards both do with a product: edit it, delete it, select it. */
export interface ProductActions {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** The product being deleted, whose Delete waits. */
  deleting: string | null;
  /** The ids of the selected products. */
  selected: ReadonlySet<string>;
  /** Selects (true) or unselects the given products. */
  onSelect: (ids: string[], checked: boolean) => void;
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

/** The spec's expiry mark: Expired (red), Expiring Soon (orange), Active (green). */
export function ExpiryChip({ status }: { status: ExpiryStatus }) {
  return (
    <Chip
      size="small"
      label={status}
      sx={{ fontWeight: 600, color: colors.contrastText, bgcolor: EXPIRY_CHIP_COLORS[status] }}
    />
  );
}

/** Edit and Delete, each named after the product it acts on. */
export function RowActions({
  product,
  onEdit,
  onDelete,
  deleting,
}: Pick<ProductActions, 'onEdit' | 'onDelete' | 'deleting'> & { product: Product }) {
  return (
    <>
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
