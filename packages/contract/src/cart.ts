import { z } from 'zod';
import { CART_LINE_QUANTITY_MAX, PRICE_TYPES } from './constants.ts';
import { id } from './common.ts';
import { formatCount } from './format.ts';

export const priceType = z.enum(PRICE_TYPES, { message: 'Unknown price type' });

const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int({ message: 'Quantity must be a whole number' })
  .min(1, { message: 'Quantity must be at least 1' })
  .max(CART_LINE_QUANTITY_MAX, {
    message: `Quantity must be at most ${formatCount(CART_LINE_QUANTITY_MAX)}`,
  });

export const addToCartBody = z.strictObject({ productId: id, quantity, priceType });
export type AddToCartBody = z.infer<typeof addToCartBody>;

/** POST /product/update-cart: sets the quantity of the product's line of that price type. */
export const updateCartBody = z.strictObject({ productId: id, priceType, quantity });
export type UpdateCartBody = z.infer<typeof updateCartBody>;

/** Removes the product's line of that price type, or every line of the product. */
export const removeFromCartBody = z.strictObject({
  productId: id,
  priceType: priceType.optional(),
});
export type RemoveFromCartBody = z.infer<typeof removeFromCartBody>;

/** A cart line as read back, always at the product's current price. */
export const cartItem = z.object({
  product: z.object({ _id: id, name: z.string(), images: z.string(), stock: z.number().int() }),
  price: z.number(),
  priceType,
  /** What the price is for ("sack (25 kg)"), null when the product does not say. */
  unit: z.string().nullable(),
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({ items: z.array(cartItem), totalAmount: z.number() });
export type Cart = z.infer<typeof cart>;

export const cartResponse = z.object({ cart });
