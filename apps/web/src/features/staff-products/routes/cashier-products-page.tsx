import { CategoryGrid } from '../../../components/category-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The cashier's read-only catalogue, by category. */
export function Component() {
  usePageTitle('Products');
  return (
    <>
      <PageHeader>Products</PageHeader>
      <CategoryGrid linkFor={paths.cashierCategory} />
    </>
  );
}
