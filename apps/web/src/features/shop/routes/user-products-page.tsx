import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { CategoryGrid } from '../../../components/category-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The customer's home after login: the categories, and the ways to the cart, history and account. */
export function Component() {
  usePageTitle('Shop by Category');
  return (
    <>
      <PageHeader>Shop by Category</PageHeader>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.allProducts}
          startIcon={<ViewModuleIcon />}
        >
          See All
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.cart}
          startIcon={<ShoppingCartIcon />}
        >
          Go to Cart&apos;s
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.orderHistory}
          startIcon={<ReceiptLongIcon />}
        >
          See Order History
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.account}
          startIcon={<AccountCircleIcon />}
        >
          My Account
        </Button>
      </Stack>
      <CategoryGrid linkFor={paths.userCategory} />
    </>
  );
}
