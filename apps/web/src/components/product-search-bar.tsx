import { useId } from 'react';
import { useStore } from '@nanostores/react';
import {
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  SEARCH_MAX_LENGTH,
  type ProductSort,
} from '@shop/contract';
import { i18n, params } from '../i18n/i18n.ts';
import { useSearchDraft } from '../lib/use-search-draft.ts';

const words = i18n('browse/product-search', {
  label: 'Search and sort products',
  search: 'Search products',
  placeholder: 'Flour, sugar, yeast…',
  sortBy: 'Sort by',
  noMatch: params('No products match “{search}”.'),
  clear: 'Clear search',
});

/** The orders' names, the contract's in English. */
const sortWords = i18n('browse/product-sorts', PRODUCT_SORT_LABELS);

interface ProductSearchBarProps {
  /** The search the list shows now (from the address). */
  search: string;
  sort: ProductSort;
  onSearch: (search: string) => void;
  onSort: (sort: ProductSort) => void;
}

/**
 * The search box and the order of a product list. Plain elements (styles/products.css), like
 * the cards: the category pages stay free of MUI. The box sends what is typed after a short
 * pause (or at once on Enter); a search changed elsewhere (Clear search) shows in the box.
 */
export function ProductSearchBar({ search, sort, onSearch, onSort }: ProductSearchBarProps) {
  const searchId = useId();
  const sortId = useId();
  const { draft, setDraft, sendNow } = useSearchDraft(search, onSearch);
  const t = useStore(words);
  const sorts = useStore(sortWords);

  return (
    <form
      className="product-tools"
      role="search"
      aria-label={t.label}
      onSubmit={(event) => {
        event.preventDefault();
        sendNow();
      }}
    >
      <div className="product-tool search">
        <label htmlFor={searchId}>{t.search}</label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div className="product-tool">
        <label htmlFor={sortId}>{t.sortBy}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as ProductSort)}
        >
          {PRODUCT_SORTS.map((option) => (
            <option key={option} value={option}>
              {sorts[option]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** What a search that found nothing says, with the way back to the whole list. */
export function NoProductsMatch({ search, onClear }: { search: string; onClear: () => void }) {
  const t = useStore(words);
  return (
    <div className="list-empty no-match" role="status">
      <p>{t.noMatch({ search: search })}</p>
      <button type="button" className="plain-button outlined" onClick={onClear}>
        {t.clear}
      </button>
    </div>
  );
}
