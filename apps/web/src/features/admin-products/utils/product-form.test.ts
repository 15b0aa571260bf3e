import { describe, expect, it } from 'vitest';
import { IMAGE_RULE_MESSAGE, addDays, shopToday, type Product } from '@shop/contract';
import { formResult } from '../../../test/form-result.ts';
import {
  MISSING,
  emptyProductForm,
  productForm,
  productFormValues,
  toCreateProductBody,
  toIsoDate,
  toUpdateProductBody,
  type ProductFormValues,
} from './product-form.ts';

const prepareCreate = (values: ProductFormValues) =>
  formResult(productForm(), values, toCreateProductBody);
const prepareUpdate = (values: ProductFormValues, saved: Product) =>
  formResult(productForm(saved), values, (read) => toUpdateProductBody(read, saved));
/** The Required message on each input left empty (the Missing fields warning goes with it). */
const missing = (...fields: string[]) => ({
  kind: 'invalid',
  errors: Object.fromEntries(fields.map((field) => [field, MISSING])),
});

const nextYear = addDays(shopToday(), 365);

const filled: ProductFormValues = {
  name: '  Bread Flour  ',
  images: ' /images/flour.jpg ',
  description: ' 25 kg sack ',
  expirationDate: nextYear,
  price: '1250.5',
  halfPrice: '',
  retailPrice: '1,300',
  priceUnit: '',
  halfPriceUnit: '',
  retailPriceUnit: '',
  category: 'flour',
  stock: ' 12 ',
  stockUnit: '',
  priceSize: '1',
  halfPriceSize: '1',
  retailPriceSize: '1',
  lowStockLevel: '10',
  barcode: '',
};

const product: Product = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Bread Flour',
  images: '/images/flour.jpg',
  description: '25 kg sack',
  expirationDate: nextYear,
  price: 1250.5,
  halfPrice: 640,
  retailPrice: null,
  priceUnit: 'sack (25 kg)',
  halfPriceUnit: null,
  retailPriceUnit: null,
  category: 'flour',
  barcode: null,
  stock: 12,
  stockUnit: 'unit',
  priceSize: 1,
  halfPriceSize: 1,
  retailPriceSize: 1,
  quantity: 12,
  available: { price: 12, halfPrice: 12, retailPrice: 0 },
  lowStockLevel: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the expiration date', () => {
  it('sends the expiration date as an ISO string of that day', () => {
    expect(toIsoDate('2027-03-01')).toBe('2027-03-01T00:00:00.000Z');
  });
});

describe('preparing a new product', () => {
  it('reports every missing required field', () => {
    expect(prepareCreate(emptyProductForm)).toEqual(
      missing('name', 'images', 'description', 'expirationDate', 'price', 'category', 'stock'),
    );
    expect(prepareCreate({ ...filled, name: '   ', price: 'x' })).toEqual(missing('name'));
  });

  it('trims text, parses numbers, sends an ISO date and only the filled optional prices', () => {
    expect(prepareCreate(filled)).toEqual({
      kind: 'ready',
      body: {
        name: 'Bread Flour',
        images: '/images/flour.jpg',
        description: '25 kg sack',
        expirationDate: `${nextYear}T00:00:00.000Z`,
        price: 1250.5,
        retailPrice: 1300,
        category: 'flour',
        stock: 12,
        lowStockLevel: 10,
      },
    });
  });

  it('starts the low stock level at 10 and sends the one typed', () => {
    expect(emptyProductForm.lowStockLevel).toBe('10');
    const result = prepareCreate({ ...filled, lowStockLevel: ' 25 ' });
    expect(result.kind === 'ready' && result.body.lowStockLevel).toBe(25);
    expect(prepareCreate({ ...filled, lowStockLevel: '-1' })).toEqual({
      kind: 'invalid',
      errors: { lowStockLevel: 'Low stock level must be a whole number, 0 or more' },
    });
  });

  it('sends the filled units trimmed and leaves the empty ones out', () => {
    const result = prepareCreate({
      ...filled,
      priceUnit: ' sack (25 kg) ',
      retailPriceUnit: 'kg',
    });
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.body.priceUnit).toBe('sack (25 kg)');
    expect(result.body.retailPriceUnit).toBe('kg');
    expect('halfPriceUnit' in result.body).toBe(false);
  });

  it('refuses a unit over 30 characters beside its field', () => {
    expect(prepareCreate({ ...filled, halfPriceUnit: 'x'.repeat(31) })).toEqual({
      kind: 'invalid',
      errors: { halfPriceUnit: 'Half price unit must be at most 30 characters' },
    });
    expect(prepareCreate({ ...filled, halfPriceUnit: 'x'.repeat(30) }).kind).toBe('ready');
  });

  it('explains bad numbers per field', () => {
    const result = prepareCreate({ ...filled, price: '12.345', halfPrice: 'x', stock: '1.5' });
    expect(result.kind).toBe('invalid');
    if (result.kind !== 'invalid') return;
    expect(result.errors.price).toMatch(/at most 2 decimals/);
    expect(result.errors.halfPrice).toMatch(/Half price/);
    expect(result.errors.stock).toBe('Stock must be a whole number, 0 or more');
  });

  it('applies the contract rules: image address and a date that is not past', () => {
    const result = prepareCreate({
      ...filled,
      images: 'flour.jpg',
      expirationDate: addDays(shopToday(), -1),
    });
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        images: IMAGE_RULE_MESSAGE,
        expirationDate: 'Expiration date cannot be in the past',
      },
    });
    expect(prepareCreate({ ...filled, expirationDate: shopToday() }).kind).toBe('ready');
  });
});

describe('preparing an edit', () => {
  it('prefills the form from the product', () => {
    expect(productFormValues(product)).toEqual({
      name: 'Bread Flour',
      images: '/images/flour.jpg',
      description: '25 kg sack',
      expirationDate: nextYear,
      price: '1250.5',
      halfPrice: '640',
      retailPrice: '',
      priceUnit: 'sack (25 kg)',
      halfPriceUnit: '',
      retailPriceUnit: '',
      category: 'flour',
      stock: '12',
      stockUnit: 'unit',
      priceSize: '1',
      halfPriceSize: '1',
      retailPriceSize: '1',
      lowStockLevel: '5',
      barcode: '',
    });
  });

  it('sends a changed unit trimmed, and an emptied one as null', () => {
    const values = {
      ...productFormValues(product),
      priceUnit: '',
      halfPriceUnit: '  half sack ',
    };
    expect(prepareUpdate(values, product)).toEqual({
      kind: 'ready',
      body: { priceUnit: null, halfPriceUnit: 'half sack' },
    });
    expect(
      prepareUpdate({ ...productFormValues(product), priceUnit: ' sack (25 kg) ' }, product),
    ).toEqual({ kind: 'unchanged' });
  });

  it('sends only what changed', () => {
    const values = { ...productFormValues(product), price: '1300', stock: '0' };
    expect(prepareUpdate(values, product)).toEqual({
      kind: 'ready',
      body: { price: 1300, stock: 0 },
    });
    expect(prepareUpdate({ ...productFormValues(product), lowStockLevel: '8' }, product)).toEqual({
      kind: 'ready',
      body: { lowStockLevel: 8 },
    });
  });

  it('converts both optional prices to numbers, and an emptied one to null', () => {
    const values = { ...productFormValues(product), halfPrice: '650.25', retailPrice: '700' };
    expect(prepareUpdate(values, product)).toEqual({
      kind: 'ready',
      body: { halfPrice: 650.25, retailPrice: 700 },
    });
    expect(prepareUpdate({ ...productFormValues(product), halfPrice: '' }, product)).toEqual({
      kind: 'ready',
      body: { halfPrice: null },
    });
  });

  it('sends nothing when nothing changed, and allows editing an expired product', () => {
    expect(prepareUpdate(productFormValues(product), product)).toEqual({ kind: 'unchanged' });
    const expired = { ...product, expirationDate: addDays(shopToday(), -30) };
    expect(prepareUpdate({ ...productFormValues(expired), stock: '3' }, expired)).toEqual({
      kind: 'ready',
      body: { stock: 3 },
    });
    expect(
      prepareUpdate(
        { ...productFormValues(expired), expirationDate: addDays(shopToday(), -1) },
        expired,
      ),
    ).toEqual({
      kind: 'invalid',
      errors: { expirationDate: 'Expiration date cannot be in the past' },
    });
  });
});

describe('stock unit and tier sizes', () => {
  it('sends the stock unit and sizes on create only when they differ from plain units of 1', () => {
    expect(
      prepareCreate({
        ...filled,
        stockUnit: ' kg ',
        priceSize: '25',
        halfPriceSize: '12.5',
        retailPriceSize: '1',
      }),
    ).toEqual({
      kind: 'ready',
      body: {
        name: 'Bread Flour',
        images: '/images/flour.jpg',
        description: '25 kg sack',
        expirationDate: toIsoDate(nextYear),
        price: 1250.5,
        retailPrice: 1300,
        category: 'flour',
        stock: 12,
        lowStockLevel: 10,
        stockUnit: 'kg',
        priceSize: 25,
        halfPriceSize: 12.5,
      },
    });
  });

  it('explains a size that is not above 0 with at most 3 decimals', () => {
    expect(
      prepareCreate({ ...filled, priceSize: '0', halfPriceSize: '1.2345', retailPriceSize: '' }),
    ).toEqual({
      kind: 'invalid',
      errors: {
        priceSize: 'Full price size must be a number above 0 with at most 3 decimals (e.g. 12.5)',
        halfPriceSize:
          'Half price size must be a number above 0 with at most 3 decimals (e.g. 12.5)',
        retailPriceSize:
          'Retail price size must be a number above 0 with at most 3 decimals (e.g. 12.5)',
      },
    });
  });

  it('sends only a changed unit or size on edit; an emptied unit goes back to plain units', () => {
    const kilo = { ...product, stockUnit: 'kg', priceSize: 25 };
    expect(
      prepareUpdate({ ...productFormValues(kilo), priceSize: '50', retailPriceSize: '0.5' }, kilo),
    ).toEqual({ kind: 'ready', body: { priceSize: 50, retailPriceSize: 0.5 } });
    expect(prepareUpdate({ ...productFormValues(kilo), stockUnit: '' }, kilo)).toEqual({
      kind: 'ready',
      body: { stockUnit: 'unit' },
    });
  });

  it('sends a barcode trimmed on create, none when empty, and an emptied one as null', () => {
    const created = prepareCreate({ ...filled, barcode: ' 4800016644290 ' });
    expect(created.kind === 'ready' && created.body.barcode).toBe('4800016644290');
    const plain = prepareCreate(filled);
    expect(plain.kind === 'ready' && 'barcode' in plain.body).toBe(false);
    expect(prepareCreate({ ...filled, barcode: 'A'.repeat(33) })).toEqual({
      kind: 'invalid',
      errors: { barcode: 'Barcode must be at most 32 characters' },
    });
    const saved = { ...product, barcode: '4800016644290' };
    expect(prepareUpdate({ ...productFormValues(saved), barcode: '' }, saved)).toEqual({
      kind: 'ready',
      body: { barcode: null },
    });
  });
});
