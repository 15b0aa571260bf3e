import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CATEGORY_LABELS, isCategory, type Category, type Product } from '@shop/contract';
import { categoryPageTitle, usePageTitle } from '../lib/use-page-title.ts';
import { BackLink } from './back-link.tsx';
import { CategoryNotFound } from './category-not-found.tsx';
import { PageHeader } from './page-header.tsx';
import { ProductBrowser } from './product-browser.tsx';

interface CategoryPageProps {
  /** The products page this one links back to (and the not-found notice too). */
  backTo: string;
  /** Each card's button, if the reader has one. */
  renderAction?: (product: Product, category: Category) => ReactNode;
  showExpiryStatus?: boolean;
  /** Shown below the list. */
  children?: ReactNode;
}

/**
 * The page of the category in the address (visitor, customer and cashier each have one): its
 * title, a link back, its products; a category the shop does not sell shows the not-found notice.
 */
export function CategoryPage({
  backTo,
  renderAction,
  showExpiryStatus,
  children,
}: CategoryPageProps) {
  const { category = '' } = useParams();
  usePageTitle(categoryPageTitle(category));
  if (!isCategory(category)) return <CategoryNotFound backTo={backTo} />;
  // Keyed: another category starts afresh (its own search and page).
  return (
    <Fragment key={category}>
      <PageHeader>{`${CATEGORY_LABELS[category]} Products`}</PageHeader>
      <BackLink to={backTo}>Back to Products</BackLink>
      <ProductBrowser
        category={category}
        renderAction={renderAction && ((product) => renderAction(product, category))}
        showExpiryStatus={showExpiryStatus}
      />
      {children}
    </Fragment>
  );
}
