import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  CATEGORY_LABELS,
  SKELETON_ROWS,
  expiryStatus,
  productStanding,
  shopToday,
} from '@shop/contract';
import { CardList } from '../../../components/card-list.tsx';
import { CardField, CardHeading } from '../../../components/card-parts.tsx';
import { ShopDate } from '../../../components/shop-date.tsx';
import { EXPIRY_TINTS } from '../../../lib/expiry-colors.ts';
import { ExpiryChip } from '../../../components/expiry-chip.tsx';
import { Money, RowActions, StockAmount } from './product-parts.tsx';
import { NO_PRODUCTS_YET, type ProductListProps } from './products-table.tsx';
import { StandingMarks } from './standing-marks.tsx';

const LIST_LABEL = 'Products';

/**
 * The products on phones, tablets and small laptops: one card each with what the table's row
 * shows (tinted by expiry, the same marks, Edit and Delete) and its own checkbox for the bulk
 * edit, under a "select all"; nothing scrolls sideways. 5 skeleton cards while loading.
 */
export function ProductCards({
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
  if (isLoading)
    return (
      <CardList label={LIST_LABEL}>
        {Array.from({ length: SKELETON_ROWS }, (_, card) => (
          <Paper
            key={card}
            component="li"
            variant="outlined"
            data-testid="skeleton-card"
            sx={{ p: 2 }}
          >
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Paper>
        ))}
      </CardList>
    );
  if (!products || products.length === 0) {
    const failed = Boolean(loadError) && !products;
    return (
      <Paper
        variant="outlined"
        role={failed ? 'alert' : 'status'}
        sx={{ p: 4, textAlign: 'center', color: failed ? 'error.main' : 'text.secondary' }}
      >
        {failed ? loadError : emptyText}
      </Paper>
    );
  }

  const shownIds = products.map((p) => p._id);
  const selectedShown = shownIds.filter((id) => selected.has(id)).length;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Select all"
        sx={{ alignSelf: 'flex-start', ml: 0 }}
        control={
          <Checkbox
            checked={selectedShown === shownIds.length}
            indeterminate={selectedShown > 0 && selectedShown < shownIds.length}
            onChange={(event) => onSelect(shownIds, event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select all products on this page' } }}
          />
        }
      />
      <CardList label={LIST_LABEL}>
        {products.map((product) => {
          const status = expiryStatus(product.expirationDate, today);
          const checked = selected.has(product._id);
          const headingId = `product-card-${product._id}`;
          return (
            <Paper
              key={product._id}
              component="li"
              variant="outlined"
              aria-labelledby={headingId}
              data-status={status}
              data-selected={checked}
              sx={{
                p: 2,
                minWidth: 0,
                bgcolor: EXPIRY_TINTS[status],
                // A selected card shows it beyond the checkbox, as a selected row does.
                outline: checked ? 2 : 0,
                outlineColor: 'primary.main',
              }}
            >
              <Stack spacing={1}>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                  <Checkbox
                    checked={checked}
                    onChange={(event) => onSelect([product._id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select ${product.name}` } }}
                    sx={{ ml: -1, mt: -0.5 }}
                  />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <CardHeading
                      id={headingId}
                      title={product.name}
                      subtitle={CATEGORY_LABELS[product.category]}
                      chip={<ExpiryChip status={status} />}
                      wrapAnywhere
                    />
                  </Box>
                </Box>
                <StandingMarks product={product} standing={productStanding(product, today)} />
                <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                  <CardField label="Price">
                    <Money amount={product.price} unit={product.priceUnit} />
                  </CardField>
                  <CardField label="Half Price">
                    <Money amount={product.halfPrice} unit={product.halfPriceUnit} />
                  </CardField>
                  <CardField label="Retail Price">
                    <Money amount={product.retailPrice} unit={product.retailPriceUnit} />
                  </CardField>
                  <CardField label="Stock">
                    <StockAmount product={product} />
                  </CardField>
                  <CardField label="Expiration Date">
                    <ShopDate value={product.expirationDate} />
                  </CardField>
                  {product.barcode !== null && (
                    <CardField label="Barcode">{product.barcode}</CardField>
                  )}
                </Box>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <RowActions
                    product={product}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onLots={onLots}
                    deleting={deleting}
                  />
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </CardList>
    </Stack>
  );
}
