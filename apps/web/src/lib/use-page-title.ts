import { useEffect } from 'react';
import { DEFAULT_SHOP_SETTINGS } from '@shop/contract';
import { useShopSettings } from './shop-settings.ts';
import { COUNT_PREFIX } from './use-title-count.ts';

/** "Flour Products · Bakery Supply Shop"; just the shop's name when the page has no title. */
export const pageTitle = (title: string | null, shopName: string): string =>
  title ? `${title} · ${shopName}` : shopName;

/**
 * The title as it should read now, keeping a count (useTitleCount) already in front of it:
 * "(3) Cashier Dashboard · Bakery Supply Shop".
 */
export const withCurrentCount = (current: string, next: string): string =>
  `${COUNT_PREFIX.exec(current)?.[0] ?? ''}${next}`;

/**
 * Names the browser tab (and history entry, bookmark) after the page: "{title} · {shop name}".
 * The name comes from the shop's settings, which the footer already asks for on every page (one
 * shared request, no extra wait); until they arrive, index.html's name stands in. `null` (the
 * landing page): the shop's name alone.
 */
export function usePageTitle(title: string | null) {
  const shopName = useShopSettings().data?.settings.shopName || DEFAULT_SHOP_SETTINGS.shopName;
  useEffect(() => {
    document.title = withCurrentCount(document.title, pageTitle(title, shopName));
  }, [title, shopName]);
  // A page that names no title of its own (an error screen) must not keep the last one's.
  useEffect(
    () => () => {
      document.title = withCurrentCount(document.title, shopName);
    },
    [shopName],
  );
}
