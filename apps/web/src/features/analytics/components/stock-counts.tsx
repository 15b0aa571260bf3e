import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { productStanding, shopToday, type Product } from '@shop/contract';
import { productsQueryOptions } from '../../../lib/get-products.ts';
import { paths } from '../../../config/paths.ts';

/** How many products need the owner: hidden from customers (expired or expiring), low stock. */
export function stockCounts(products: Product[], today: string) {
  let attention = 0;
  let hidden = 0;
  let lowStock = 0;
  for (const product of products) {
    const standing = productStanding(product, today);
    if (standing.needsAttention) attention += 1;
    // Out of stock is still listed in the shop; only expired and expiring ones are hidden.
    if (standing.hidden === 'expired' || standing.hidden === 'expiring') hidden += 1;
    if (standing.lowStock) lowStock += 1;
  }
  return { attention, hidden, lowStock };
}

/**
 * Above the analytics: what needs the owner today, each count leading to the product table
 * filtered to the products needing attention. Reads the staff product list (every product).
 */
export function StockCounts() {
  const products = useQuery(productsQueryOptions(undefined, 'staff'));
  let content;
  if (products.isPending)
    content = <Skeleton variant="rounded" height={36} sx={{ flex: '1 1 100%' }} />;
  else if (products.isError)
    content = (
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        Could not load the product counts.{' '}
        <Button size="small" onClick={() => void products.refetch()}>
          Retry
        </Button>
      </Typography>
    );
  else {
    const counts = stockCounts(products.data.products, shopToday());
    content = (
      [
        ['Needs attention', counts.attention],
        ['Hidden from customers', counts.hidden],
        ['Low stock', counts.lowStock],
      ] as const
    ).map(([label, count]) => (
      <Button
        key={label}
        component={Link}
        to={paths.adminProductsNeedingAttention}
        variant="outlined"
        color={count > 0 ? 'warning' : 'primary'}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' }, justifyContent: 'flex-start' }}
      >
        {label}: {count}
      </Button>
    ));
  }
  return (
    <Box
      component="section"
      aria-label="Products needing attention"
      aria-busy={products.isPending}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {content}
    </Box>
  );
}
