import { Link as RouterLink } from 'react-router';
import { useStore } from '@nanostores/react';
import { CategoryPage } from '../../../components/category-page.tsx';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/i18n.ts';

const words = i18n('browse/public-category-page', { avail: 'Avail Item?' });

export function Component() {
  const t = useStore(words);
  return (
    <CategoryPage
      backTo={paths.home}
      // Visitors order after logging in. Sold out: disabled for real (spec defect, D26).
      renderAction={(product, category) =>
        // Plain elements styled by styles/controls.css (MUI's contained button look), like the cards.
        product.stock <= 0 ? (
          <button type="button" className="card-button" disabled>
            {t.avail}
          </button>
        ) : (
          // After logging in, the customer comes back to this category (features/auth).
          <RouterLink
            className="card-button"
            to={paths.login}
            state={{ from: paths.publicCategory(category) }}
          >
            {t.avail}
          </RouterLink>
        )
      }
    />
  );
}
