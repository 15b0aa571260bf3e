import { Link as RouterLink, useLocation } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract';

/** The same address with `?category=` set (or taken away for All), keeping the search and order. */
function withCategory(search: string, category: Category | undefined): string {
  const params = new URLSearchParams(search);
  if (category) params.set('category', category);
  else params.delete('category');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * All Products' category filter: "All" and each category, as links (`?category=flour`), so the
 * choice is in the address like the search. One row that scrolls sideways on a phone.
 */
export function CategoryChips({ selected }: { selected: Category | undefined }) {
  const { search } = useLocation();
  const chips: { category: Category | undefined; label: string }[] = [
    { category: undefined, label: 'All' },
    ...CATEGORIES.map((category) => ({ category, label: CATEGORY_LABELS[category] })),
  ];
  return (
    <nav className="category-chips" aria-label="Categories">
      <ul>
        {chips.map(({ category, label }) => (
          <li key={label}>
            <RouterLink
              className="category-chip"
              to={{ search: withCategory(search, category) }}
              replace
              aria-current={category === selected ? 'true' : undefined}
            >
              {label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
