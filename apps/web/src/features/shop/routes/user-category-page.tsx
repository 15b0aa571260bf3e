import { useParams } from 'react-router';
import { CATEGORY_LABELS, isCategory, type Category } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { CategoryNotFound } from '../../../components/category-not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductBrowser } from '../../../components/product-browser.tsx';
import { categoryPageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../config/paths.ts';
import { AvailItemButton } from '../components/avail-item-button.tsx';
import { CartNotice } from '../components/cart-notice.tsx';

function UserCategory({ category }: { category: Category }) {
  return (
    <>
      <PageHeader>{`${CATEGORY_LABELS[category]} Products`}</PageHeader>
      <BackLink to={paths.userProducts}>Back to Products</BackLink>
      <ProductBrowser
        category={category}
        renderAction={(product) => <AvailItemButton product={product} />}
      />
      <CartNotice />
    </>
  );
}

export function Component() {
  const { category = '' } = useParams();
  usePageTitle(categoryPageTitle(category));
  if (!isCategory(category)) return <CategoryNotFound backTo={paths.userProducts} />;
  return <UserCategory key={category} category={category} />;
}
