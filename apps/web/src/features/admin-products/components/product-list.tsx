import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ProductCards } from './product-cards.tsx';
import { ProductsTable, type ProductListProps } from './products-table.tsx';

/**
 * Below this width the table's ten columns (1,000 px) do not fit beside the drawer, as in the
 * order queue and the messages.
 */
const TABLE_MIN_WIDTH_PX = 1280;

/** The admin's products: the table on a desktop screen, cards below it. */
export function ProductList(props: ProductListProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(TABLE_MIN_WIDTH_PX));
  return narrow ? <ProductCards {...props} /> : <ProductsTable {...props} />;
}
