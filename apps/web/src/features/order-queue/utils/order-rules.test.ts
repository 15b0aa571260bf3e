import { describe, expect, it } from 'vitest';
import { itemSubtotal, orderRowTint, orderTotal } from './order-rules.ts';

describe('cashier order rules', () => {
  it('tints approved rows green, declined rows red and leaves pending rows plain', () => {
    expect(orderRowTint('approved')).toBe('#e8f5e9');
    expect(orderRowTint('declined')).toBe('#ffebee');
    expect(orderRowTint('pending')).toBeUndefined();
  });

  it('computes the subtotal as price × quantity and the total in exact centavos', () => {
    expect(itemSubtotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(
      orderTotal([
        { price: 1250.5, quantity: 2 },
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(2501.3);
    expect(orderTotal([])).toBe(0);
  });
});
