import { isSellable } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductList } from '../../../components/product-list.tsx';
import { useProducts } from '../../../lib/get-products.ts';
import { paths } from '../../../config/paths.ts';
import { AvailItemButton } from '../components/avail-item-button.tsx';

export function Component() {
  const products = useProducts();
  return (
    <>
      <PageHeader>All Products</PageHeader>
      <BackLink to={paths.userProducts}>Back to Products</BackLink>
      <ProductList
        query={products}
        // The server already hides near-expiry stock from customers; this keeps a list cached
        // under another role from showing it for a moment.
        filter={(p) => isSellable(p.expirationDate)}
        renderAction={(product) => <AvailItemButton product={product} />}
      />
    </>
  );
}
