import { SELLABLE_AFTER_DAYS, addDays, type PriceType, type Product } from '@shop/contract';

/** One line of the sale being rung up: a product, its tier and how many. */
export interface SaleLine {
  product: Product;
  priceType: PriceType;
  quantity: number;
}

/** The tier's price, or null when the product does not offer that tier. */
export function tierPrice(product: Product, priceType: PriceType): number | null {
  return product[priceType];
}

/** Pesos in centavos while adding, so ₱0.10 + ₱0.20 is ₱0.30 and not ₱0.30000000000000004. */
const centavos = (pesos: number) => Math.round(pesos * 100);

export const lineSubtotal = (line: SaleLine): number =>
  centavos((tierPrice(line.product, line.priceType) ?? 0) * line.quantity) / 100;

export const saleTotal = (lines: readonly SaleLine[]): number =>
  lines.reduce((sum, line) => sum + centavos(lineSubtotal(line)), 0) / 100;

/** The change to hand back, or null when the cash tendered does not cover the total. */
export function changeDue(tendered: number, total: number): number | null {
  const left = centavos(tendered) - centavos(total);
  return left < 0 ? null : left / 100;
}

/**
 * Adds `quantity` of a product's tier: onto its line when the sale already has it (a second
 * scan of the same barcode), else as a new line at the end.
 */
export function addLine(
  lines: readonly SaleLine[],
  product: Product,
  priceType: PriceType,
  quantity = 1,
): SaleLine[] {
  const at = lines.findIndex((l) => l.product._id === product._id && l.priceType === priceType);
  if (at === -1) return [...lines, { product, priceType, quantity }];
  return lines.map((line, i) =>
    i === at ? { ...line, quantity: line.quantity + quantity } : line,
  );
}

/**
 * Whether the lot a sale takes first (the soonest holding stock) is inside the window customers
 * no longer see (SELLABLE_AFTER_DAYS): the cashier is told, the sale still goes through.
 */
export const isNearExpiry = (expirationDate: string, today: string): boolean =>
  expirationDate <= addDays(today, SELLABLE_AFTER_DAYS);

/**
 * The round amounts a customer is likely to hand over for this total, above it: the next ₱100,
 * ₱500 and ₱1,000 (each once), so a cash sale's amount is one tap rather than four keys.
 */
export function likelyTendered(total: number): number[] {
  if (total <= 0) return [];
  const amounts = [100, 500, 1000].map((step) => Math.ceil(total / step) * step);
  return [...new Set(amounts)].filter((amount) => amount > total);
}
