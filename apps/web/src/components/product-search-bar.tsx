import { useId } from 'react';
import {
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  SEARCH_MAX_LENGTH,
  type ProductSort,
} from '@shop/contract';
import { useSearchDraft } from '../lib/use-search-draft.ts';

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

  return (
    <form
      className="product-tools"
      role="search"
      aria-label="Search and sort products"
      onSubmit={(event) => {
        event.preventDefault();
        sendNow();
      }}
    >
      <div className="product-tool search">
        <label htmlFor={searchId}>Search products</label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Flour, sugar, yeast…"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div className="product-tool">
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as ProductSort)}
        >
          {PRODUCT_SORTS.map((option) => (
            <option key={option} value={option}>
              {PRODUCT_SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** What a search that found nothing says, with the way back to the whole list. */
export function NoProductsMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="list-empty no-match" role="status">
      <p>{`No products match “${search}”.`}</p>
      <button type="button" className="plain-button outlined" onClick={onClear}>
        Clear search
      </button>
    </div>
  );
}
