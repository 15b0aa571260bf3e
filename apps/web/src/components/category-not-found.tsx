import { lazy, Suspense } from 'react';
import { PageLoading } from './page-loading.tsx';

// Rarely shown (a mistyped address), so its MUI alert and buttons load only when it is.
const CategoryNotFoundView = lazy(async () => ({
  default: (await import('./category-not-found-view.tsx')).CategoryNotFoundView,
}));

/** Shown for a category in the address that the shop does not sell (a typo or an old link). */
export function CategoryNotFound({ backTo }: { backTo: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <CategoryNotFoundView backTo={backTo} />
    </Suspense>
  );
}
