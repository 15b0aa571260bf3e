import { describe, expect, it } from 'vitest';
import {
  centavosToNumeric,
  centavosToPesos,
  numericToPesos,
  optionalNumeric,
  optionalPesos,
  pesosToNumeric,
  toCentavos,
} from './money.ts';

describe('money', () => {
  it('parses numeric text into exact centavos', () => {
    expect(toCentavos('1280.55')).toBe(128055n);
    expect(toCentavos('12.5')).toBe(1250n);
    expect(toCentavos('7')).toBe(700n);
    expect(toCentavos('-0.05')).toBe(-5n);
    expect(() => toCentavos('abc')).toThrow();
  });

  it('sums without floating-point drift: 2 x 1,280.55 + 3 x 12.50 = 2,598.60', () => {
    const total = toCentavos('1280.55') * 2n + toCentavos('12.50') * 3n;
    expect(centavosToPesos(total)).toBe(2598.6);
    expect(centavosToNumeric(total)).toBe('2598.60');
    // The float way gets 0.1 + 0.2 wrong; centavos do not.
    expect(centavosToPesos(toCentavos('0.10') + toCentavos('0.20'))).toBe(0.3);
  });

  it('converts between API pesos and numeric text', () => {
    expect(pesosToNumeric(1280.55)).toBe('1280.55');
    expect(pesosToNumeric(9_999_999_999.99)).toBe('9999999999.99');
    expect(numericToPesos('0.05')).toBe(0.05);
    expect(centavosToNumeric(5n)).toBe('0.05');
  });

  it('keeps an absent amount absent: null stays null, undefined (not in a patch) stays undefined', () => {
    expect(optionalPesos(null)).toBeNull();
    expect(optionalPesos('58.50')).toBe(58.5);
    expect(optionalNumeric(null)).toBeNull();
    expect(optionalNumeric(undefined)).toBeUndefined();
    expect(optionalNumeric(0)).toBe('0.00');
    expect(optionalNumeric(12.5)).toBe('12.50');
  });
});
