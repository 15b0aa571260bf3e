import { Link as RouterLink, useParams } from 'react-router';
import { CATEGORY_LABELS, isCategory, type Category } from '@shop/contract';
import { BackLink } from '../../../components/back-link.tsx';
import { CategoryNotFound } from '../../../components/category-not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductBrowser } from '../../../components/product-browser.tsx';
import { categoryPageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../config/paths.ts';

function PublicCategory({ category }: { category: Category }) {
  return (
    <>
      <PageHeader>{`${CATEGORY_LABELS[category]} Products`}</PageHeader>
      <BackLink to={paths.home}>Back to Products</BackLink>
      <ProductBrowser
        category={category}
        // Visitors order after logging in. Sold out: disabled for real (spec defect, D26).
        renderAction={(product) =>
          // Plain elements styled by styles/controls.css (MUI's contained button look), like the cards.
          product.stock <= 0 ? (
            <button type="button" className="card-button" disabled>
              Avail Item?
            </button>
          ) : (
            // After logging in, the customer comes back to this category (features/auth).
            <RouterLink
              className="card-button"
              to={paths.login}
              state={{ from: paths.publicCategory(category) }}
            >
              Avail Item?
            </RouterLink>
          )
        }
      />
    </>
  );
}

export function Component() {
  const { category = '' } = useParams();
  usePageTitle(categoryPageTitle(category));
  if (!isCategory(category)) return <CategoryNotFound backTo={paths.home} />;
  return <PublicCategory key={category} category={category} />;
}
