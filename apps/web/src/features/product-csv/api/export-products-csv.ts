import routes from 'virtual:api-routes';
import { pathOf } from '@shop/contract';

/**
 * The address of the CSV export, from the contract's table: the browser downloads it itself
 * (a plain link, the session cookie goes along), so a large file never passes through script.
 */
export const exportProductsCsvUrl = () => pathOf(routes.exportProductsCsv);

/** The name the downloaded file gets, with the shop's date so several exports stay apart. */
export const exportFileName = (today: string) => `products-${today}.csv`;
