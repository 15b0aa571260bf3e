import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import {
  CATEGORY_LABELS,
  SKELETON_ROWS,
  expiryStatus,
  formatPeso,
  productStanding,
  shopToday,
  type Product,
} from '@shop/contract';
import { ShopDate } from '../../../components/shop-date.tsx';
import { DeleteIconButton } from '../../../components/delete-icon-button.tsx';
import { TableStateRow } from '../../../components/table-state-row.tsx';
import { colors } from '../../../styles/tokens.ts';
import { EXPIRY_CHIP_COLORS, EXPIRY_TINTS } from '../utils/expiry.ts';
import { StandingMarks } from './standing-marks.tsx';

/** The first column holds the row checkboxes; it has no title. */
const SELECT_COLUMN = 'Select';
const COLUMNS = [
  SELECT_COLUMN,
  'Name',
  'Category',
  'Price',
  'Half Price',
  'Retail Price',
  'Stock',
  'Expiration Date',
  'Status',
  'Actions',
];
const MONEY_COLUMNS = new Set(['Price', 'Half Price', 'Retail Price', 'Stock']);

/** A tier's price, and under it what it is for ("per sack (25 kg)") when the product says. */
function Money({ amount, unit }: { amount: number | null; unit: string | null }) {
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

/**
 * Every product, tinted and labelled by expiry and marked by what customers cannot do with it;
 * 5 skeleton rows while loading. Rows can be selected for a bulk edit.
 */
export function ProductsTable({
  products,
  isLoading,
  loadError,
  emptyText = 'No products yet. Use Create Product to add the first one.',
  onEdit,
  onDelete,
  deleting,
  selected,
  onSelect,
}: {
  products: Product[] | undefined;
  isLoading: boolean;
  /** Shown instead of the rows when the list could not be read. */
  loadError?: ReactNode;
  /** Shown when there are no rows (none yet, none matching the search or the filter). */
  emptyText?: ReactNode;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  deleting: string | null;
  /** The ids of the selected rows. */
  selected: ReadonlySet<string>;
  /** Selects (true) or unselects the given rows. */
  onSelect: (ids: string[], checked: boolean) => void;
}) {
  const today = shopToday();
  const shownIds = products?.map((p) => p._id) ?? [];
  const selectedShown = shownIds.filter((id) => selected.has(id)).length;
  let body;
  if (isLoading)
    body = Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row} data-testid="skeleton-row">
        {COLUMNS.map((column) => (
          <TableCell key={column}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  else if (loadError && !products)
    body = (
      <TableStateRow colSpan={COLUMNS.length} tone="error">
        {loadError}
      </TableStateRow>
    );
  else if (!products || products.length === 0)
    body = <TableStateRow colSpan={COLUMNS.length}>{emptyText}</TableStateRow>;
  else
    body = products.map((product) => {
      const status = expiryStatus(product.expirationDate, today);
      const checked = selected.has(product._id);
      return (
        <TableRow
          key={product._id}
          data-status={status}
          selected={checked}
          sx={{ bgcolor: EXPIRY_TINTS[status] }}
        >
          <TableCell padding="checkbox">
            <Checkbox
              checked={checked}
              onChange={(event) => onSelect([product._id], event.target.checked)}
              slotProps={{ input: { 'aria-label': `Select ${product.name}` } }}
            />
          </TableCell>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 160 }}>
            {product.name}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{CATEGORY_LABELS[product.category]}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Money amount={product.price} unit={product.priceUnit} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Money amount={product.halfPrice} unit={product.halfPriceUnit} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Money amount={product.retailPrice} unit={product.retailPriceUnit} />
          </TableCell>
          <TableCell align="right">{product.stock}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <ShopDate value={product.expirationDate} />
          </TableCell>
          <TableCell>
            <Chip
              size="small"
              label={status}
              sx={{
                fontWeight: 600,
                color: colors.contrastText,
                bgcolor: EXPIRY_CHIP_COLORS[status],
              }}
            />
            <StandingMarks product={product} standing={productStanding(product, today)} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
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
          </TableCell>
        </TableRow>
      );
    });

  return (
    <TableContainer component={Paper}>
      <Table aria-label="Products" aria-busy={isLoading} sx={{ minWidth: 1000 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) =>
              column === SELECT_COLUMN ? (
                <TableCell key={column} padding="checkbox">
                  <Checkbox
                    checked={shownIds.length > 0 && selectedShown === shownIds.length}
                    indeterminate={selectedShown > 0 && selectedShown < shownIds.length}
                    disabled={shownIds.length === 0}
                    onChange={(event) => onSelect(shownIds, event.target.checked)}
                    slotProps={{ input: { 'aria-label': 'Select all products on this page' } }}
                  />
                </TableCell>
              ) : (
                <TableCell
                  key={column}
                  align={MONEY_COLUMNS.has(column) ? 'right' : 'left'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {column}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}
