import { isSellable, shopToday } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductList } from '../../../components/product-list.tsx';
import { useProducts } from '../../../lib/get-products.ts';
import { paths } from '../../../config/paths.ts';
import { AvailItemButton } from '../components/avail-item-button.tsx';

export function Component() {
  const products = useProducts();
  // Today's date once per render, not once per product (it goes through Intl).
  const today = shopToday();
  return (
    <>
      <PageHeader>All Products</PageHeader>
      <BackLink to={paths.userProducts}>Back to Products</BackLink>
      <ProductList
        query={products}
        // The server already hides near-expiry stock from customers; this keeps a list cached
        // under another role from showing it for a moment.
        filter={(p) => isSellable(p.expirationDate, today)}
        renderAction={(product) => <AvailItemButton product={product} />}
      />
    </>
  );
}
