import { CategoryGrid } from '../../../components/category-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';

/** The cashier's read-only catalogue, by category. */
export function Component() {
  return (
    <>
      <PageHeader>Products</PageHeader>
      <CategoryGrid linkFor={paths.cashierCategory} />
    </>
  );
}
