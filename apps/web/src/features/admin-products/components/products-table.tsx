import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import {
  CATEGORY_LABELS,
  SKELETON_ROWS,
  expiryStatus,
  productStanding,
  shopToday,
  type Product,
} from '@shop/contract';
import { ShopDate } from '../../../components/shop-date.tsx';
import { TableStateRow } from '../../../components/table-state-row.tsx';
import { EXPIRY_TINTS } from '../../../lib/expiry-colors.ts';
import { ExpiryChip } from '../../../components/expiry-chip.tsx';
import { Money, RowActions, StockAmount, type ProductActions } from './product-parts.tsx';
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

/** What the table and the cards are given: the products, their state, and the actions. */
export interface ProductListProps extends ProductActions {
  products: Product[] | undefined;
  isLoading: boolean;
  /** Shown instead of the products when the list could not be read. */
  loadError?: ReactNode;
  /** Shown when there are no products (none yet, none matching the search or the filter). */
  emptyText?: ReactNode;
}

export const NO_PRODUCTS_YET = 'No products yet. Use Create Product to add the first one.';

/**
 * Every product, tinted and labelled by expiry and marked by what customers cannot do with it;
 * 5 skeleton rows while loading. Rows can be selected for a bulk edit.
 */
export function ProductsTable({
  products,
  isLoading,
  loadError,
  emptyText = NO_PRODUCTS_YET,
  onEdit,
  onDelete,
  onLots,
  deleting,
  selected,
  onSelect,
}: ProductListProps) {
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
            {product.barcode !== null && (
              <Typography
                variant="caption"
                sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
              >
                Barcode {product.barcode}
              </Typography>
            )}
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
          <TableCell align="right" sx={{ minWidth: 120 }}>
            <StockAmount product={product} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <ShopDate value={product.expirationDate} />
          </TableCell>
          <TableCell>
            <ExpiryChip status={status} />
            <StandingMarks product={product} standing={productStanding(product, today)} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <RowActions
              product={product}
              onEdit={onEdit}
              onDelete={onDelete}
              onLots={onLots}
              deleting={deleting}
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
