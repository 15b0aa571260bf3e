import { Link as RouterLink, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { CATEGORIES, type Category } from '@shop/contract';
import { i18n } from '../i18n/i18n.ts';
import { categoryWords } from './category-grid.tsx';

const words = i18n('browse/category-chips', { all: 'All', label: 'Categories' });

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
  const t = useStore(words);
  const labels = useStore(categoryWords);
  const chips: { category: Category | undefined; label: string }[] = [
    { category: undefined, label: t.all },
    ...CATEGORIES.map((category) => ({ category, label: labels[category] })),
  ];
  return (
    <nav className="category-chips" aria-label={t.label}>
      <ul>
        {chips.map(({ category, label }) => (
          <li key={category ?? ''}>
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
