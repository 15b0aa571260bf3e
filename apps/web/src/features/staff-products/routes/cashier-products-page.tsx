import { CategoryGrid } from '../../../components/category-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProductList } from '../../../components/product-list.tsx';
import { NoProductsMatch, ProductSearchBar } from '../../../components/product-search-bar.tsx';
import {
  useProductListingParams,
  useProducts,
  type ProductListing,
} from '../../../lib/get-products.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../config/paths.ts';
import { LotsButton } from '../components/lots-button.tsx';

/** Every category's products matching the search, flagged by expiry like a category page. */
function SearchResults({ listing, onClear }: { listing: ProductListing; onClear: () => void }) {
  const products = useProducts(undefined, listing);
  return (
    <ProductList
      query={products}
      showExpiryStatus
      renderAction={(product) => <LotsButton product={product} />}
      emptyContent={<NoProductsMatch search={listing.search ?? ''} onClear={onClear} />}
    />
  );
}

/**
 * The cashier's read-only catalogue, by category; a search (kept in the address, ?q=) looks
 * through every category at once, for a customer asking at the counter.
 */
export function Component() {
  usePageTitle('Products');
  const { search, sort, listing, update } = useProductListingParams();
  return (
    <>
      <PageHeader>Products</PageHeader>
      <ProductSearchBar
        search={search}
        sort={sort}
        onSearch={(next) => update({ search: next })}
        onSort={(next) => update({ sort: next })}
      />
      {search ? (
        <SearchResults listing={listing} onClear={() => update({ search: '' })} />
      ) : (
        <CategoryGrid linkFor={paths.cashierCategory} />
      )}
    </>
  );
}
