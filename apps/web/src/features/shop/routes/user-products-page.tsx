import { Link as RouterLink } from 'react-router';
import { useStore } from '@nanostores/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { CategoryGrid } from '../../../components/category-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const words = i18n('browse/user-products-page', {
  title: 'Shop by Category',
  seeAll: 'See All',
  cart: "Go to Cart's",
  history: 'See Order History',
  account: 'My Account',
});

/** The customer's home after login: the categories, and the ways to the cart, history and account. */
export function Component() {
  const t = useStore(words);
  usePageTitle(t.title);
  return (
    <>
      <PageHeader>{t.title}</PageHeader>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.allProducts}
          startIcon={<ViewModuleIcon />}
        >
          {t.seeAll}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.cart}
          startIcon={<ShoppingCartIcon />}
        >
          {t.cart}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.orderHistory}
          startIcon={<ReceiptLongIcon />}
        >
          {t.history}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.account}
          startIcon={<AccountCircleIcon />}
        >
          {t.account}
        </Button>
      </Stack>
      <CategoryGrid linkFor={paths.userCategory} />
    </>
  );
}
