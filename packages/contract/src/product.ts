import { z } from 'zod';
import {
  BARCODE_MAX_LENGTH,
  BULK_MAX_PRODUCTS,
  CATEGORIES,
  DESCRIPTION_MAX_LENGTH,
  PRODUCT_SORTS,
  PRODUCTS_PAGE_SIZE,
  PRODUCTS_PAGE_SIZE_MAX,
  QUANTITY_MAX,
  SEARCH_MAX_LENGTH,
  SELLABLE_AFTER_DAYS,
  STOCK_MAX,
  STOCK_UNIT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  TIER_SIZE_MAX,
  UNIT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants.ts';
import { calendarDate, id, money, stockQuantity, text, todayOrLater } from './common.ts';
import { formatCount } from './format.ts';
import { addDays } from './dates.ts';
import { httpsImageHost, isOwnImage } from './image.ts';

export const category = z.enum(CATEGORIES, { message: 'Unknown category' });

export const product = z.object({
  _id: id,
  name: z.string(),
  images: z.string(),
  description: z.string(),
  /** YYYY-MM-DD */
  expirationDate: z.string(),
  price: z.number(),
  halfPrice: z.number().nullable(),
  retailPrice: z.number().nullable(),
  /** What each tier's price is for ("sack (25 kg)", "half sack", "kg"); null when not said. */
  priceUnit: z.string().nullable(),
  halfPriceUnit: z.string().nullable(),
  retailPriceUnit: z.string().nullable(),
  category,
  /**
   * The spec's stock: how many of the full-price tier can be bought now (= available.price).
   * Customers: from the sellable lots only; staff: from every lot that holds stock.
   */
  stock: z.number().int(),
  /** What stock is counted in ("kg", "sack", "unit"). */
  stockUnit: z.string(),
  /** How many stock units one of each tier takes (a 25 kg sack: 25, half: 12.5, a kilo: 1). */
  priceSize: z.number(),
  halfPriceSize: z.number(),
  retailPriceSize: z.number(),
  /** Stock units held: customers, the sellable lots' total; staff, every lot's. */
  quantity: z.number(),
  /** Whole numbers of each tier that can be bought now; 0 for a tier the product does not offer. */
  available: z.object({
    price: z.number().int(),
    halfPrice: z.number().int(),
    retailPrice: z.number().int(),
  }),
  /** At or below this stock the admin's table marks the product "Low stock". */
  lowStockLevel: z.number().int(),
  /** The code a scanner reads at the counter (unique among products); null when none. */
  barcode: z.string().nullable(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof product>;

/**
 * A picture: one of the shop's own (an upload, `/uploads/...`, or a shipped picture,
 * `/images/...`) or an https address. The server also requires an https address's host to be
 * listed in IMAGE_HOSTS (unset: none), so no other site learns who looks at the shop.
 */
export const IMAGE_RULE_MESSAGE =
  'Image must be a photo uploaded to the shop (/uploads/...) or an https:// address';
const images = text('Image', URL_MAX_LENGTH).refine(
  (v) => isOwnImage(v) || httpsImageHost(v) !== undefined,
  { message: IMAGE_RULE_MESSAGE },
);
const stock = z
  .number({ message: 'Stock must be a number' })
  .int({ message: 'Stock must be a whole number' })
  .min(0, { message: 'Stock cannot be negative' })
  .max(STOCK_MAX, { message: `Stock must be at most ${formatCount(STOCK_MAX)}` });
/** A tier's size in stock units. */
const tierSize = (label: string) => stockQuantity(label, 'positive', TIER_SIZE_MAX).optional();
const lowStockLevel = z
  .number({ message: 'Low stock level must be a number' })
  .int({ message: 'Low stock level must be a whole number' })
  .min(0, { message: 'Low stock level cannot be negative' })
  .max(STOCK_MAX, { message: `Low stock level must be at most ${formatCount(STOCK_MAX)}` });

/**
 * A barcode: what the scanner types, printable characters without spaces; empty or null means
 * none. Unique among products (409 naming the product that has it).
 */
export const barcode = z
  .string({ message: 'Barcode must be text' })
  .trim()
  .max(BARCODE_MAX_LENGTH, { message: `Barcode must be at most ${BARCODE_MAX_LENGTH} characters` })
  .refine((v) => /^[\x21-\x7e]*$/.test(v), {
    message: 'Barcode must be letters, digits or symbols without spaces',
  })
  .nullable()
  .transform((v) => (v === '' || v === null ? null : v));

/** A tier's unit label: trimmed, at most 30 characters; empty or null means none. */
const unit = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(UNIT_MAX_LENGTH, { message: `${label} must be at most ${UNIT_MAX_LENGTH} characters` })
    .nullable()
    .transform((v) => (v === '' || v === null ? null : v))
    .optional();

const productFields = {
  name: text('Name', TEXT_MAX_LENGTH),
  images,
  description: text('Description', DESCRIPTION_MAX_LENGTH),
  price: money('Price'),
  // null clears an optional tier on update; omitted means "none" on create.
  halfPrice: money('Half price').nullable().optional(),
  retailPrice: money('Retail price').nullable().optional(),
  priceUnit: unit('Full price unit'),
  halfPriceUnit: unit('Half price unit'),
  retailPriceUnit: unit('Retail price unit'),
  category,
  stock,
  // Omitted on create: STOCK_UNIT_DEFAULT and sizes 1 (constants.ts), today's behaviour.
  stockUnit: text('Stock unit', STOCK_UNIT_MAX_LENGTH).optional(),
  priceSize: tierSize('Full price size'),
  halfPriceSize: tierSize('Half price size'),
  retailPriceSize: tierSize('Retail price size'),
  // Omitted on create: LOW_STOCK_DEFAULT (constants.ts).
  lowStockLevel: lowStockLevel.optional(),
  barcode: barcode.nullable().optional(),
};

/**
 * POST /admin/post-product: the expiration date must not be in the past. `stock` full-price
 * units make the first lot, of stock × priceSize stock units (40 sacks of 25 kg: 1,000 kg).
 */
export const createProductBody = z
  .strictObject({
    ...productFields,
    expirationDate: todayOrLater('Expiration date'),
  })
  .refine((b) => b.stock * (b.priceSize ?? 1) <= QUANTITY_MAX, {
    path: ['stock'],
    message: `Stock times the full price size must be at most ${QUANTITY_MAX.toLocaleString('en-PH')}`,
  });
export type CreateProductBody = z.input<typeof createProductBody>;

/**
 * PUT /admin/update-product/{id}: any subset of the same fields. `stock` or `expirationDate`
 * change the product's lot when it has exactly one holding stock (a `corrected` ledger row);
 * with several the answer is 409 (use the lot calls).
 */
export const updateProductBody = z
  .strictObject({ ...productFields, expirationDate: calendarDate('Expiration date') })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateProductBody = z.input<typeof updateProductBody>;

/** A whole number from 1 in a query string ("2" -> 2). */
const positiveInt = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .min(1, { message: `${label} must be at least 1` })
    .max(max, { message: `${label} must be at most ${formatCount(max)}` });

/**
 * GET /product/get-products. `search` matches name and description forgiving small typos
 * (trigrams); `sort` orders the list (expiry, the default, is the spec's order). With `page` or
 * `limit` the answer is one page and adds `total`, `page` and `limit`; without both it is the
 * whole list, exactly as the spec's call answers.
 */
export const productsQuery = z.object({
  category: category.optional(),
  search: z
    .string({ message: 'Search must be text' })
    .trim()
    .max(SEARCH_MAX_LENGTH, { message: `Search must be at most ${SEARCH_MAX_LENGTH} characters` })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  sort: z
    .enum(PRODUCT_SORTS, { message: `Sort must be one of ${PRODUCT_SORTS.join(', ')}` })
    .optional(),
  page: positiveInt('Page', 1_000_000).optional(),
  limit: positiveInt('Limit', PRODUCTS_PAGE_SIZE_MAX).optional(),
  /** Exactly this barcode (the counter's scanner): the product that has it, or none. */
  barcode: z
    .string({ message: 'Barcode must be text' })
    .trim()
    .min(1, { message: 'Barcode must not be empty' })
    .max(BARCODE_MAX_LENGTH, {
      message: `Barcode must be at most ${BARCODE_MAX_LENGTH} characters`,
    })
    .optional(),
});
export type ProductsQuery = z.input<typeof productsQuery>;
/** The page size when only `page` is given. */
export const DEFAULT_PRODUCTS_LIMIT = PRODUCTS_PAGE_SIZE;

export const productsResponse = z.object({
  products: z.array(product),
  /** Only with `page` or `limit`: every product the filters match, and the page sent. */
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
});
export type ProductsResponse = z.infer<typeof productsResponse>;
export const productResponse = z.object({ product });
export const deleteProductResponse = z.object({
  message: z.string(),
  /** true when the product appears in orders and was archived instead of removed */
  archived: z.boolean(),
});
export type DeleteProductResponse = z.infer<typeof deleteProductResponse>;

/**
 * POST /admin/products/bulk-update: set the price, the stock or the expiry date of every listed
 * product, all in one transaction (any unknown id: nothing changes).
 */
export const bulkUpdateProductsBody = z
  .strictObject({
    ids: z
      .array(id, { message: 'ids must be a list of product ids' })
      .min(1, { message: 'Select at least one product' })
      .max(BULK_MAX_PRODUCTS, {
        message: `At most ${formatCount(BULK_MAX_PRODUCTS)} products at once`,
      }),
    price: money('Price').optional(),
    stock: stock.optional(),
    expirationDate: calendarDate('Expiration date').optional(),
  })
  .refine((b) => b.price !== undefined || b.stock !== undefined || b.expirationDate !== undefined, {
    message: 'Nothing to update',
  });
export type BulkUpdateProductsBody = z.input<typeof bulkUpdateProductsBody>;

/** Why visitors and customers do not see a product, or cannot order it. */
export type ProductHiddenReason = 'expired' | 'expiring' | 'out-of-stock';
export const PRODUCT_HIDDEN_REASON_LABELS: Record<ProductHiddenReason, string> = {
  expired: 'Expired',
  expiring: `Expires within ${SELLABLE_AFTER_DAYS} days`,
  'out-of-stock': 'Out of stock',
};

/**
 * Whether customers may see, add and buy a product expiring on `expirationDate` (both dates
 * YYYY-MM-DD, compared as text): only while it expires more than SELLABLE_AFTER_DAYS after
 * `today`. The copy of db/functions/shop_sellable.sql for the admin's table, pinned to it by
 * apps/server/src/db/rules-agree.test.ts.
 */
export const isSellable = (expirationDate: string, today: string): boolean =>
  expirationDate > addDays(today, SELLABLE_AFTER_DAYS);

/**
 * What the owner needs to know of a product on `today`: whether customers cannot get it, and
 * why (expired; expiring within SELLABLE_AFTER_DAYS days, which the shop hides; out of stock,
 * which the shop shows but cannot sell), and whether it is at or below its low-stock level.
 * A product needs attention when either holds.
 */
export function productStanding(
  p: Pick<Product, 'expirationDate' | 'stock' | 'lowStockLevel'>,
  today: string,
): { hidden: ProductHiddenReason | null; lowStock: boolean; needsAttention: boolean } {
  const hidden: ProductHiddenReason | null =
    p.expirationDate < today
      ? 'expired'
      : !isSellable(p.expirationDate, today)
        ? 'expiring'
        : p.stock === 0
          ? 'out-of-stock'
          : null;
  const lowStock = p.stock > 0 && p.stock <= p.lowStockLevel;
  return { hidden, lowStock, needsAttention: hidden !== null || lowStock };
}
