import { z } from 'zod';
import {
  CATEGORIES,
  DESCRIPTION_MAX_LENGTH,
  STOCK_MAX,
  TEXT_MAX_LENGTH,
  UNIT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants.ts';
import { calendarDate, id, money, text, todayOrLater } from './common.ts';
import { formatCount } from './format.ts';

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
  stock: z.number().int(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof product>;

/** An image address: an http(s) URL or a path on this site (the shipped pictures). */
const images = text('Image', URL_MAX_LENGTH).regex(/^(https?:\/\/|\/)[^\s<>"'`]*$/, {
  message: 'Image must be a web address (https://...) or a path starting with /',
});
const stock = z
  .number({ message: 'Stock must be a number' })
  .int({ message: 'Stock must be a whole number' })
  .min(0, { message: 'Stock cannot be negative' })
  .max(STOCK_MAX, { message: `Stock must be at most ${formatCount(STOCK_MAX)}` });

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
};

/** POST /admin/post-product: the expiration date must not be in the past. */
export const createProductBody = z.strictObject({
  ...productFields,
  expirationDate: todayOrLater('Expiration date'),
});
export type CreateProductBody = z.input<typeof createProductBody>;

/** PUT /admin/update-product/{id}: any subset of the same fields. */
export const updateProductBody = z
  .strictObject({ ...productFields, expirationDate: calendarDate('Expiration date') })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateProductBody = z.input<typeof updateProductBody>;

export const productsQuery = z.object({ category: category.optional() });

export const productsResponse = z.object({ products: z.array(product) });
export type ProductsResponse = z.infer<typeof productsResponse>;
export const productResponse = z.object({ product });
export const deleteProductResponse = z.object({
  message: z.string(),
  /** true when the product appears in orders and was archived instead of removed */
  archived: z.boolean(),
});
export type DeleteProductResponse = z.infer<typeof deleteProductResponse>;
