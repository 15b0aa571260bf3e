import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductList } from '../../../components/product-list.tsx';
import { useProducts } from '../../../lib/get-products.ts';
import { paths } from '../../../config/paths.ts';
import { AvailItemButton } from '../components/avail-item-button.tsx';
import { CartNotice } from '../components/cart-notice.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('All Products');
  const products = useProducts();
  return (
    <>
      <PageHeader>All Products</PageHeader>
      <BackLink to={paths.userProducts}>Back to Products</BackLink>
      <ProductList
        query={products}
        renderAction={(product) => <AvailItemButton product={product} />}
      />
      <CartNotice />
    </>
  );
}
