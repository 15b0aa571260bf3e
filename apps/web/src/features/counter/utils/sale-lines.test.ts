import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/shop-fixtures.ts';
import {
  addLine,
  changeDue,
  isNearExpiry,
  likelyTendered,
  lineSubtotal,
  saleTotal,
} from './sale-lines.ts';
import { parsePesos } from './money-input.ts';

const flour = makeProduct({ name: 'Bread Flour', price: 1250.5, retailPrice: 0.1 });
const yeast = makeProduct({ name: 'Instant Yeast', price: 95 });

describe('sale lines', () => {
  it('adds up in centavos: ₱0.10 three times is ₱0.30', () => {
    const lines = addLine(addLine([], flour, 'retailPrice', 3), flour, 'price', 2);
    expect(lines.map(lineSubtotal)).toEqual([0.3, 2501]);
    expect(saleTotal(lines)).toBe(2501.3);
  });

  it('adds a second scan of the same tier onto its line, another tier as a new line', () => {
    let lines = addLine([], yeast, 'price');
    lines = addLine(lines, yeast, 'price');
    lines = addLine(lines, yeast, 'halfPrice');
    expect(lines.map((l) => [l.product.name, l.priceType, l.quantity])).toEqual([
      ['Instant Yeast', 'price', 2],
      ['Instant Yeast', 'halfPrice', 1],
    ]);
  });

  it('gives the change, or null when the cash does not cover the total', () => {
    expect(changeDue(3000, 2501.3)).toBe(498.7);
    expect(changeDue(2501.3, 2501.3)).toBe(0);
    expect(changeDue(2501.29, 2501.3)).toBeNull();
  });

  it('warns of a lot inside the 92 days', () => {
    expect(isNearExpiry('2026-12-01', '2026-11-26')).toBe(true);
    expect(isNearExpiry('2027-02-26', '2026-11-26')).toBe(true);
    expect(isNearExpiry('2027-02-27', '2026-11-26')).toBe(false);
  });

  it('reads typed pesos with at most two decimals', () => {
    expect(parsePesos('2,000.50')).toBe(2000.5);
    expect(parsePesos(' 2000 ')).toBe(2000);
    expect(parsePesos('12.345')).toBeNull();
    expect(parsePesos('')).toBeNull();
    expect(parsePesos('-5')).toBeNull();
  });
});

describe('likelyTendered', () => {
  it('offers the next ₱100, ₱500 and ₱1,000 above the total, each once', () => {
    expect(likelyTendered(2595.5)).toEqual([2600, 3000]);
    expect(likelyTendered(1345)).toEqual([1400, 1500, 2000]);
    expect(likelyTendered(95.5)).toEqual([100, 500, 1000]);
  });

  it('offers nothing above an exact round total, nor for an empty sale', () => {
    expect(likelyTendered(3000)).toEqual([]);
    expect(likelyTendered(0)).toEqual([]);
  });
});
