import type { CartItem } from '@shop/contract';

/**
 * What the product's other lines (other price types) hold, counted in this line's tier: every
 * tier sells from one pool of stock (issue 26). Each line's `product.stock` is how many of its
 * own tier the pool holds, so one of another tier weighs this line's stock ÷ that line's stock
 * of this line's (a sack beside kilos: 1,000 ÷ 40 = 25 kilos). With every size 1 the stocks are
 * equal and this is the other lines' quantities, as before. The stocks are whole numbers rounded
 * down, so the weight can be a little high, never low: the cart never offers more than there is.
 * A line whose tier has none left cannot be weighed and counts for nothing (the server refuses
 * it anyway).
 */
export function heldByOtherLines(items: readonly CartItem[], item: CartItem): number {
  let held = 0;
  for (const other of items) {
    if (other.product._id !== item.product._id || other.priceType === item.priceType) continue;
    if (other.product.stock > 0)
      held += (other.quantity * item.product.stock) / other.product.stock;
  }
  return held;
}
