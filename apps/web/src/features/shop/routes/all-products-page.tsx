import { useStore } from '@nanostores/react';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductBrowser } from '../../../components/product-browser.tsx';
import { paths } from '../../../config/paths.ts';
import { AvailItemButton } from '../components/avail-item-button.tsx';
import { CartNotice } from '../components/cart-notice.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const words = i18n('browse/all-products-page', {
  title: 'All Products',
  back: 'Back to Products',
});

export function Component() {
  const t = useStore(words);
  usePageTitle(t.title);
  return (
    <>
      <PageHeader>{t.title}</PageHeader>
      <BackLink to={paths.userProducts}>{t.back}</BackLink>
      <ProductBrowser
        categoryChips
        renderAction={(product) => <AvailItemButton product={product} />}
      />
      <CartNotice />
    </>
  );
}
