import { CategoryPage } from '../../../components/category-page.tsx';
import { paths } from '../../../config/paths.ts';

// Staff receive every product, near-expiry and expired included, so the cards flag expiry.
export const Component = () => <CategoryPage backTo={paths.cashierProducts} showExpiryStatus />;
