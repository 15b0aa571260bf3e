import type { Category, Product } from '@shop/contract';
import type { Executor } from '../../db/types.ts';
import type { ProductRow } from '../../db/schema/index.ts';
import { numericToPesos, optionalPesos } from '../../lib/money.ts';
import * as repo from './products.repository.ts';

// How a product row is shown (its own module: the stock service shows products too, and the
// product service edits stock through it, so neither may import the other for this).

/** Thousandths of a stock unit: quantities and sizes have 3 decimals, so this is exact. */
const milli = (numeric: string) => Math.round(Number(numeric) * 1000);
/** Whole ones of a tier a quantity holds (rounded down), in integers so 0.3 / 0.1 is 3. */
const wholeOf = (quantity: string, size: string) => Math.floor(milli(quantity) / milli(size));

/**
 * A product as the API sends it. Staff see every lot (quantity, stock and each tier's
 * availability from all of them; the expiry of the soonest lot still holding stock, so the
 * admin's Expired and Expiring marks show it); visitors and customers the sellable lots only
 * (the expiry of the lot a buyer gets first). Both from the kept figures, never a sum of lots.
 */
export function toProduct(row: ProductRow, view: 'staff' | 'customer' = 'staff'): Product {
  const quantity = view === 'staff' ? row.quantity : row.sellableQuantity;
  const available = {
    price: wholeOf(quantity, row.priceSize),
    halfPrice: row.halfPrice === null ? 0 : wholeOf(quantity, row.halfPriceSize),
    retailPrice: row.retailPrice === null ? 0 : wholeOf(quantity, row.retailPriceSize),
  };
  return {
    _id: row.id,
    name: row.name,
    images: row.images,
    description: row.description,
    expirationDate:
      view === 'staff' ? (row.staffExpirationDate ?? row.expirationDate) : row.expirationDate,
    price: numericToPesos(row.price),
    halfPrice: optionalPesos(row.halfPrice),
    retailPrice: optionalPesos(row.retailPrice),
    priceUnit: row.priceUnit,
    halfPriceUnit: row.halfPriceUnit,
    retailPriceUnit: row.retailPriceUnit,
    category: row.category as Category,
    stock: available.price,
    stockUnit: row.stockUnit,
    priceSize: Number(row.priceSize),
    halfPriceSize: Number(row.halfPriceSize),
    retailPriceSize: Number(row.retailPriceSize),
    quantity: Number(quantity),
    available,
    lowStockLevel: row.lowStockLevel,
    barcode: row.barcode,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A live product as staff see it, or undefined. */
export async function findProduct(db: Executor, id: string): Promise<Product | undefined> {
  const row = await repo.findLiveProduct(db, id);
  return row && toProduct(row);
}
