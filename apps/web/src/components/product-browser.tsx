import type { ReactNode } from 'react';
import type { Category, Product } from '@shop/contract';
import { useProductListingParams, useProducts } from '../lib/get-products.ts';
import { CategoryChips } from './category-chips.tsx';
import { ProductList } from './product-list.tsx';
import { NoProductsMatch, ProductSearchBar } from './product-search-bar.tsx';

interface ProductBrowserProps {
  /** A category page's category; All Products passes none and offers the chips instead. */
  category?: Category;
  /** All Products: "All" and each category, chosen in the address (`?category=`). */
  categoryChips?: boolean;
  renderAction?: (product: Product) => ReactNode;
  showExpiryStatus?: boolean;
}

/**
 * A product list with its search box, order and (All Products) category chips, all kept in the
 * address. With no search and the default order it asks exactly what the page asked before
 * (lib/get-products.ts), so the preloaded answer of a category page is still used.
 */
export function ProductBrowser({
  category,
  categoryChips = false,
  renderAction,
  showExpiryStatus,
}: ProductBrowserProps) {
  const listing = useProductListingParams();
  const products = useProducts(categoryChips ? listing.category : category, listing.listing);
  return (
    <>
      <ProductSearchBar
        search={listing.search}
        sort={listing.sort}
        onSearch={(search) => listing.update({ search })}
        onSort={(sort) => listing.update({ sort })}
      />
      {categoryChips && <CategoryChips selected={listing.category} />}
      <ProductList
        query={products}
        renderAction={renderAction}
        showExpiryStatus={showExpiryStatus}
        emptyContent={
          listing.search ? (
            <NoProductsMatch
              search={listing.search}
              onClear={() => listing.update({ search: '' })}
            />
          ) : undefined
        }
      />
    </>
  );
}
