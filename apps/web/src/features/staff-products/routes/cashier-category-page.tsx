import { useParams } from 'react-router';
import { CATEGORY_LABELS, isCategory, type Category } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { CategoryNotFound } from '../../../components/category-not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductBrowser } from '../../../components/product-browser.tsx';
import { categoryPageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../config/paths.ts';

// Staff receive every product, near-expiry and expired included, so the cards flag expiry.
function CashierCategory({ category }: { category: Category }) {
  return (
    <>
      <PageHeader>{`${CATEGORY_LABELS[category]} Products`}</PageHeader>
      <BackLink to={paths.cashierProducts}>Back to Products</BackLink>
      <ProductBrowser category={category} showExpiryStatus />
    </>
  );
}

export function Component() {
  const { category = '' } = useParams();
  usePageTitle(categoryPageTitle(category));
  if (!isCategory(category)) return <CategoryNotFound backTo={paths.cashierProducts} />;
  return <CashierCategory key={category} category={category} />;
}
