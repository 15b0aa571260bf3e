import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductBrowser } from '../../../components/product-browser.tsx';
import { paths } from '../../../config/paths.ts';
import { AvailItemButton } from '../components/avail-item-button.tsx';
import { CartNotice } from '../components/cart-notice.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('All Products');
  return (
    <>
      <PageHeader>All Products</PageHeader>
      <BackLink to={paths.userProducts}>Back to Products</BackLink>
      <ProductBrowser
        categoryChips
        renderAction={(product) => <AvailItemButton product={product} />}
      />
      <CartNotice />
    </>
  );
}
