import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { CATEGORY_LABELS, isCategory, isSellable, type Category } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { CategoryNotFound } from '../../../components/category-not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductList } from '../../../components/product-list.tsx';
import { useProducts } from '../../../lib/get-products.ts';
import { paths } from '../../../config/paths.ts';

function PublicCategory({ category }: { category: Category }) {
  const products = useProducts(category);
  return (
    <>
      <PageHeader>{`${CATEGORY_LABELS[category]} Products`}</PageHeader>
      <BackLink to={paths.home}>Back to Products</BackLink>
      <ProductList
        query={products}
        filter={(p) => isSellable(p.expirationDate)}
        // Visitors order after logging in. Sold out: disabled for real (spec defect, D26).
        renderAction={(product) =>
          product.stock <= 0 ? (
            <Button variant="contained" fullWidth disabled>
              Avail Item?
            </Button>
          ) : (
            <Button variant="contained" fullWidth component={RouterLink} to={paths.login}>
              Avail Item?
            </Button>
          )
        }
      />
    </>
  );
}

export function Component() {
  const { category = '' } = useParams();
  if (!isCategory(category)) return <CategoryNotFound backTo={paths.home} />;
  return <PublicCategory key={category} category={category} />;
}
