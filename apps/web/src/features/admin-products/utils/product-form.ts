import { z } from 'zod';
import {
  LOW_STOCK_DEFAULT,
  STOCK_UNIT_DEFAULT,
  barcode as barcodeRule,
  createProductBody,
  updateProductBody,
  type Category,
  type CreateProductBody,
  type Product,
  type UpdateProductBody,
} from '@shop/contract';
import {
  changedValues,
  firstIssue,
  formSchema,
  numberInput,
  optionalNumberInput,
  parsePesoAboveZero,
  parseWholeNumber,
  trimmedInput,
} from '../../../lib/form-values.ts';

/** What the Create/Edit Product form holds: every input as typed. */
export interface ProductFormValues {
  name: string;
  images: string;
  description: string;
  expirationDate: string;
  price: string;
  halfPrice: string;
  retailPrice: string;
  /** What each tier's price is for ("sack (25 kg)"); optional. */
  priceUnit: string;
  halfPriceUnit: string;
  retailPriceUnit: string;
  category: Category | '';
  stock: string;
  /** What stock is counted in ("kg"); empty: plain units. */
  stockUnit: string;
  /** How many stock units one of each tier takes (a 25 kg sack: 25). */
  priceSize: string;
  halfPriceSize: string;
  retailPriceSize: string;
  /** At or below this stock the table marks the product "Low stock". */
  lowStockLevel: string;
  /** What the counter's scanner reads; optional. */
  barcode: string;
}
type ProductField = keyof ProductFormValues;

export const emptyProductForm: ProductFormValues = {
  name: '',
  images: '',
  description: '',
  expirationDate: '',
  price: '',
  halfPrice: '',
  retailPrice: '',
  priceUnit: '',
  halfPriceUnit: '',
  retailPriceUnit: '',
  category: '',
  stock: '',
  stockUnit: '',
  priceSize: '1',
  halfPriceSize: '1',
  retailPriceSize: '1',
  lowStockLevel: String(LOW_STOCK_DEFAULT),
  barcode: '',
};

/** Spec section 5: the fields the Missing fields warning is about. */
const REQUIRED_FIELDS: readonly ProductField[] = [
  'name',
  'images',
  'description',
  'expirationDate',
  'price',
  'category',
  'stock',
];

export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  images: product.images,
  description: product.description,
  expirationDate: product.expirationDate.slice(0, 10),
  price: String(product.price),
  halfPrice: product.halfPrice === null ? '' : String(product.halfPrice),
  retailPrice: product.retailPrice === null ? '' : String(product.retailPrice),
  priceUnit: product.priceUnit ?? '',
  halfPriceUnit: product.halfPriceUnit ?? '',
  retailPriceUnit: product.retailPriceUnit ?? '',
  category: product.category,
  stock: String(product.stock),
  stockUnit: product.stockUnit,
  priceSize: String(product.priceSize),
  halfPriceSize: String(product.halfPriceSize),
  retailPriceSize: String(product.retailPriceSize),
  lowStockLevel: String(product.lowStockLevel),
  barcode: product.barcode ?? '',
});

/** Spec section 5: the expiration date goes out as an ISO string (midnight UTC of that day). */
export const toIsoDate = (date: string) => new Date(`${date}T00:00:00.000Z`).toISOString();

/** A required input left empty; the Missing fields warning goes with it (spec section 5). */
export const MISSING = 'Required';
const PESO_HINT = 'must be a peso amount above 0 with at most 2 decimals (e.g. 1250.50)';
const STOCK_HINT = 'must be a whole number, 0 or more';
const SIZE_HINT = 'must be a number above 0 with at most 3 decimals (e.g. 12.5)';

/** A tier's size as typed: above 0, at most 3 decimals (commas allowed), or null. */
export function parseSize(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (!/^(\d+(\.\d{0,3})?|\.\d{1,3})$/.test(value)) return null;
  const size = Math.round(Number(value) * 1000) / 1000;
  return size > 0 ? size : null;
}

/** Spec section 5: text is trimmed, and these inputs must be filled before anything else. */
const filledInputs = z.object(
  Object.fromEntries(
    (Object.keys(emptyProductForm) as ProductField[]).map((field) => [
      field,
      trimmedInput(REQUIRED_FIELDS.includes(field) ? MISSING : undefined),
    ]),
  ) as Record<ProductField, z.ZodString>,
);

const unit = z.string().transform((typed) => typed || null);

/** Then what was typed is read: prices in pesos, stock as whole numbers, empty units as none. */
const productInputs = filledInputs.pipe(
  z.object({
    name: z.string(),
    images: z.string(),
    description: z.string(),
    expirationDate: z.string(),
    price: numberInput(parsePesoAboveZero, `Price ${PESO_HINT}`),
    halfPrice: optionalNumberInput(parsePesoAboveZero, `Half price ${PESO_HINT}`),
    retailPrice: optionalNumberInput(parsePesoAboveZero, `Retail price ${PESO_HINT}`),
    priceUnit: unit,
    halfPriceUnit: unit,
    retailPriceUnit: unit,
    category: createProductBody.shape.category,
    stock: numberInput(parseWholeNumber, `Stock ${STOCK_HINT}`),
    // Left empty: plain units, as before stock units (the server's default).
    stockUnit: z.string().transform((typed) => typed || STOCK_UNIT_DEFAULT),
    priceSize: numberInput(parseSize, `Full price size ${SIZE_HINT}`),
    halfPriceSize: numberInput(parseSize, `Half price size ${SIZE_HINT}`),
    retailPriceSize: numberInput(parseSize, `Retail price size ${SIZE_HINT}`),
    lowStockLevel: numberInput(parseWholeNumber, `Low stock level ${STOCK_HINT}`),
    // The contract's rule: at most 32 characters, no spaces; empty is none (null).
    barcode: z
      .string()
      .transform((typed) => typed || null)
      .pipe(barcodeRule),
  }),
);
type ProductRead = z.output<typeof productInputs>;

/** The stock unit and tier sizes a product has when it says none (the server's defaults). */
const PACK_DEFAULTS = {
  stockUnit: STOCK_UNIT_DEFAULT,
  priceSize: 1,
  halfPriceSize: 1,
  retailPriceSize: 1,
} as const;

/**
 * Create: every field, the optional prices and units only when filled (spec section 5), the
 * stock unit and tier sizes only when they differ from the defaults (so a product made as before
 * sends the spec's body as before).
 */
export function toCreateProductBody(values: ProductRead): CreateProductBody {
  const {
    halfPrice,
    retailPrice,
    priceUnit,
    halfPriceUnit,
    retailPriceUnit,
    barcode,
    ...required
  } = values;
  const { stockUnit, priceSize, halfPriceSize, retailPriceSize, ...spec } = required;
  const optional = { halfPrice, retailPrice, priceUnit, halfPriceUnit, retailPriceUnit, barcode };
  const pack = { stockUnit, priceSize, halfPriceSize, retailPriceSize };
  return {
    ...spec,
    expirationDate: toIsoDate(values.expirationDate),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    ...Object.fromEntries(
      Object.entries(pack).filter(
        ([key, value]) => value !== PACK_DEFAULTS[key as keyof typeof PACK_DEFAULTS],
      ),
    ),
  };
}

/**
 * Edit: only the fields that changed; null when nothing did. Both optional prices are converted
 * to numbers (the spec's client converted only one, a defect; see docs/decisions/0022);
 * emptying one sends null, which removes that price tier, and emptying a unit sends null (the
 * tier then names no unit).
 */
export function toUpdateProductBody(values: ProductRead, saved: Product): UpdateProductBody | null {
  const savedDate = saved.expirationDate.slice(0, 10);
  const body: UpdateProductBody = changedValues(values, { ...saved, expirationDate: savedDate });
  if (body.expirationDate !== undefined) body.expirationDate = toIsoDate(body.expirationDate);
  return Object.keys(body).length === 0 ? null : body;
}

/** A product may be edited after it expired, but a new date cannot lie in the past. */
const newDateNotPast = (saved: Product) => (values: ProductRead, ctx: z.RefinementCtx) => {
  if (values.expirationDate === saved.expirationDate.slice(0, 10)) return;
  const message = firstIssue(createProductBody.shape.expirationDate, values.expirationDate);
  if (message) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message });
};

/** The dialog's schema: Create checks the new product's body, Edit the changes to `saved`. */
export const productForm = (saved?: Product) =>
  saved
    ? formSchema(
        productInputs.superRefine(newDateNotPast(saved)),
        (values) => toUpdateProductBody(values, saved),
        updateProductBody,
      )
    : formSchema(productInputs, toCreateProductBody, createProductBody);
