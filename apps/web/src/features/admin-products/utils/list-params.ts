import { isProductSort, type ProductSort } from '@shop/contract';

/** The admin table's view, kept in the URL (`?q=flour&sort=name&filter=attention`). */
export interface ProductListParams {
  /** The search as typed; '' for none. */
  q: string;
  /** undefined: the server's default order (soonest expiry first). */
  sort: ProductSort | undefined;
  /** Only the products whose standing needs the owner's attention. */
  attentionOnly: boolean;
}

export const ATTENTION_FILTER = 'attention';

/** Reads the view from the URL; an unknown sort or filter falls back to the default. */
export function readListParams(params: URLSearchParams): ProductListParams {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    sort: isProductSort(sort) ? sort : undefined,
    attentionOnly: params.get('filter') === ATTENTION_FILTER,
  };
}

/** The URL's query with one part of the view changed; defaults are left out of the address. */
export function withListParam(
  params: URLSearchParams,
  name: 'q' | 'sort' | 'filter',
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, value);
  return next;
}
