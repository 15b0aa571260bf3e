import { CategoryPage } from '../../../components/category-page.tsx';
import { paths } from '../../../config/paths.ts';
import { LotsButton } from '../components/lots-button.tsx';

// Staff receive every product, near-expiry and expired included, so the cards flag expiry; each
// card opens the product's lots (Receive, Count).
export const Component = () => (
  <CategoryPage
    backTo={paths.cashierProducts}
    showExpiryStatus
    renderAction={(product) => <LotsButton product={product} />}
  />
);
