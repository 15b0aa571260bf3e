import {
  LOW_STOCK_DEFAULT,
  createProductBody,
  shopToday,
  updateProductBody,
  type Category,
  type CreateProductBody,
  type Product,
  type UpdateProductBody,
} from '@shop/contract';

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
  /** At or below this stock the table marks the product "Low stock". */
  lowStockLevel: string;
}
export type ProductField = keyof ProductFormValues;
export type FieldErrors = Partial<Record<ProductField, string>>;

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
  lowStockLevel: String(LOW_STOCK_DEFAULT),
};

/** The unit fields, one per price tier. */
const UNIT_FIELDS = ['priceUnit', 'halfPriceUnit', 'retailPriceUnit'] as const;
type UnitField = (typeof UNIT_FIELDS)[number];

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
  lowStockLevel: String(product.lowStockLevel),
});

/** A peso amount as typed: digits with at most two decimals, above zero. "1e3" and "-5" are not. */
export function parsePeso(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/** Stock as typed: a whole number, 0 or more. */
export function parseStock(text: string): number | null {
  const value = text.trim();
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** Spec section 5: the expiration date goes out as an ISO string (midnight UTC of that day). */
export const toIsoDate = (date: string) => new Date(`${date}T00:00:00.000Z`).toISOString();

const PESO_HINT = 'must be a peso amount above 0 with at most 2 decimals (e.g. 1250.50)';

export type PreparedProduct<Body> =
  | { kind: 'missing'; fields: ProductField[] }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'unchanged' }
  | { kind: 'ready'; body: Body };

interface Parsed {
  text: Pick<ProductFormValues, 'name' | 'images' | 'description' | 'expirationDate'>;
  category: Category;
  price: number;
  halfPrice: number | null;
  retailPrice: number | null;
  /** Trimmed; null when left empty. */
  units: Record<UnitField, string | null>;
  stock: number;
  lowStockLevel: number;
}

function parse(values: ProductFormValues): PreparedProduct<never> | Parsed {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v.trim()]),
  ) as unknown as ProductFormValues;
  const missing = REQUIRED_FIELDS.filter((field) => trimmed[field] === '');
  if (missing.length > 0) return { kind: 'missing', fields: missing };

  const errors: FieldErrors = {};
  const price = parsePeso(trimmed.price);
  if (price === null) errors.price = `Price ${PESO_HINT}`;
  const halfPrice = trimmed.halfPrice === '' ? null : parsePeso(trimmed.halfPrice);
  if (trimmed.halfPrice !== '' && halfPrice === null) errors.halfPrice = `Half price ${PESO_HINT}`;
  const retailPrice = trimmed.retailPrice === '' ? null : parsePeso(trimmed.retailPrice);
  if (trimmed.retailPrice !== '' && retailPrice === null)
    errors.retailPrice = `Retail price ${PESO_HINT}`;
  const stock = parseStock(trimmed.stock);
  if (stock === null) errors.stock = 'Stock must be a whole number, 0 or more';
  const lowStockLevel = parseStock(trimmed.lowStockLevel);
  if (lowStockLevel === null)
    errors.lowStockLevel = 'Low stock level must be a whole number, 0 or more';
  if (price === null || stock === null || lowStockLevel === null || Object.keys(errors).length > 0)
    return { kind: 'invalid', errors };

  return {
    text: {
      name: trimmed.name,
      images: trimmed.images,
      description: trimmed.description,
      expirationDate: trimmed.expirationDate,
    },
    category: trimmed.category as Category,
    price,
    halfPrice,
    retailPrice,
    units: Object.fromEntries(
      UNIT_FIELDS.map((field) => [field, trimmed[field] === '' ? null : trimmed[field]]),
    ) as Record<UnitField, string | null>,
    stock,
    lowStockLevel,
  };
}

/** The contract's own rules (image address, lengths, date not past) as messages per field. */
function contractErrors(
  result:
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): FieldErrors | null {
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProductField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Create: every field, optional prices and units only when filled (spec section 5). */
export function prepareCreate(values: ProductFormValues): PreparedProduct<CreateProductBody> {
  const parsed = parse(values);
  if ('kind' in parsed) return parsed;
  const body: CreateProductBody = {
    ...parsed.text,
    expirationDate: toIsoDate(parsed.text.expirationDate),
    price: parsed.price,
    ...(parsed.halfPrice === null ? {} : { halfPrice: parsed.halfPrice }),
    ...(parsed.retailPrice === null ? {} : { retailPrice: parsed.retailPrice }),
    ...Object.fromEntries(
      UNIT_FIELDS.flatMap((field) =>
        parsed.units[field] === null ? [] : [[field, parsed.units[field]]],
      ),
    ),
    category: parsed.category,
    stock: parsed.stock,
    lowStockLevel: parsed.lowStockLevel,
  };
  const errors = contractErrors(createProductBody.safeParse(body));
  return errors ? { kind: 'invalid', errors } : { kind: 'ready', body };
}

/**
 * Edit: only the fields that changed. Both optional prices are converted to numbers (the spec's
 * client converted only one, a defect; see docs/decisions/0022); emptying one sends null, which
 * removes that price tier, and emptying a unit sends null (the tier then names no unit).
 */
export function prepareUpdate(
  values: ProductFormValues,
  original: Product,
  today: string = shopToday(),
): PreparedProduct<UpdateProductBody> {
  const parsed = parse(values);
  if ('kind' in parsed) return parsed;
  const body: UpdateProductBody = {};
  if (parsed.text.name !== original.name) body.name = parsed.text.name;
  if (parsed.text.images !== original.images) body.images = parsed.text.images;
  if (parsed.text.description !== original.description) body.description = parsed.text.description;
  if (parsed.text.expirationDate !== original.expirationDate.slice(0, 10)) {
    // A product may be edited after it expired, but a new date cannot lie in the past.
    if (parsed.text.expirationDate < today)
      return {
        kind: 'invalid',
        errors: { expirationDate: 'Expiration date cannot be in the past' },
      };
    body.expirationDate = toIsoDate(parsed.text.expirationDate);
  }
  if (parsed.price !== original.price) body.price = parsed.price;
  if (parsed.halfPrice !== original.halfPrice) body.halfPrice = parsed.halfPrice;
  if (parsed.retailPrice !== original.retailPrice) body.retailPrice = parsed.retailPrice;
  for (const field of UNIT_FIELDS)
    if (parsed.units[field] !== original[field]) body[field] = parsed.units[field];
  if (parsed.category !== original.category) body.category = parsed.category;
  if (parsed.stock !== original.stock) body.stock = parsed.stock;
  if (parsed.lowStockLevel !== original.lowStockLevel) body.lowStockLevel = parsed.lowStockLevel;
  if (Object.keys(body).length === 0) return { kind: 'unchanged' };
  const errors = contractErrors(updateProductBody.safeParse(body));
  return errors ? { kind: 'invalid', errors } : { kind: 'ready', body };
}
