import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { isCategory, type Category, type Product } from '@shop/contract';
import { i18n, params } from '../i18n/i18n.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { BackLink } from './back-link.tsx';
import { categoryWords } from './category-grid.tsx';
import { CategoryNotFound } from './category-not-found.tsx';
import { PageHeader } from './page-header.tsx';
import { ProductBrowser } from './product-browser.tsx';

const words = i18n('browse/category-page', {
  /** The heading and the tab's title: "Flour Products". */
  title: params('{category} Products'),
  notFound: 'Category not found',
  back: 'Back to Products',
});

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
  const t = useStore(words);
  const labels = useStore(categoryWords);
  const title = isCategory(category) ? t.title({ category: labels[category] }) : t.notFound;
  usePageTitle(title);
  if (!isCategory(category)) return <CategoryNotFound backTo={backTo} />;
  // Keyed: another category starts afresh (its own search and page).
  return (
    <Fragment key={category}>
      <PageHeader>{title}</PageHeader>
      <BackLink to={backTo}>{t.back}</BackLink>
      <ProductBrowser
        category={category}
        renderAction={renderAction && ((product) => renderAction(product, category))}
        showExpiryStatus={showExpiryStatus}
      />
      {children}
    </Fragment>
  );
}
