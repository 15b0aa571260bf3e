import { describe, expect, it } from 'vitest';
import { orderRowTint } from './order-rules.ts';

describe('cashier order rules', () => {
  it('tints approved rows green, declined rows red and leaves pending rows plain', () => {
    expect(orderRowTint('approved')).toBe('#e8f5e9');
    expect(orderRowTint('declined')).toBe('#ffebee');
    expect(orderRowTint('pending')).toBeUndefined();
  });
});
