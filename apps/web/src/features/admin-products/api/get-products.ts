import { useProducts, type ProductListing } from '../../../lib/get-products.ts';

/**
 * The admin table's rows: the shop's product list (lib/get-products.ts) as staff receive it,
 * every product, expired ones included (design.md section 3); a search is read a page at a
 * time, and the previous rows stay on screen while a new search or order is on its way.
 */
export function useStaffProducts(listing: ProductListing = {}) {
  const products = useProducts(undefined, listing);
  return { ...products, isPending: products.data === undefined && !products.isError };
}
