import { describe, expect, it } from 'vitest';
import { addToCartBody, checkoutBody, createProductBody, signupBody } from './index.ts';
import { addDays, shopToday } from './dates.ts';

const product = {
  name: '  Bread Flour 25kg ',
  images: '/images/categories/flour.svg',
  description: 'High-protein flour',
  expirationDate: `${addDays(shopToday(), 200)}T00:00:00.000Z`,
  price: 1280.55,
  category: 'flour',
  stock: 10,
};

describe('request schemas', () => {
  it('trims text and normalises an ISO timestamp to a calendar date', () => {
    const parsed = createProductBody.parse(product);
    expect(parsed.name).toBe('Bread Flour 25kg');
    expect(parsed.expirationDate).toBe(addDays(shopToday(), 200));
  });

  it.each([
    ['a string for a number', { price: '1280' }],
    ['three decimals', { price: 1.005 }],
    ['zero price', { price: 0 }],
    ['NaN', { price: Number.NaN }],
    ['fractional stock', { stock: 1.5 }],
    ['negative stock', { stock: -1 }],
    ['unknown category', { category: 'bread' }],
    ['past expiry', { expirationDate: '2020-01-01' }],
    ['impossible date', { expirationDate: '2031-02-30' }],
    ['an unknown field', { owner: 'me' }],
    ['a javascript: image', { images: 'javascript:alert(1)' }],
    ['a tier size too small to store (5e-324 kg would be 0.000)', { halfPriceSize: 5e-324 }],
  ])('refuses %s', (_label, change) => {
    expect(createProductBody.safeParse({ ...product, ...change }).success).toBe(false);
  });

  it('refuses quantities that are not positive whole numbers', () => {
    const base = { productId: '3f2b9c1e-0a4d-4e6f-8b7c-1d2e3f4a5b6c', priceType: 'price' };
    for (const quantity of [0, -1, 1.5, 2 ** 53, '2', Number.NaN]) {
      expect(addToCartBody.safeParse({ ...base, quantity }).success).toBe(false);
    }
    expect(addToCartBody.safeParse({ ...base, quantity: 2 }).success).toBe(true);
  });

  it('requires a pickup date of today or later', () => {
    const body = {
      name: 'Maria',
      address: 'Cebu City',
      phoneNumber: '+639123456789',
      deliveryMode: 'pickup',
    };
    expect(checkoutBody.safeParse({ ...body, pickupDate: shopToday() }).success).toBe(true);
    expect(checkoutBody.safeParse({ ...body, pickupDate: addDays(shopToday(), -1) }).success).toBe(
      false,
    );
    expect(
      checkoutBody.safeParse({ ...body, pickupDate: shopToday(), deliveryMode: 'drone' }).success,
    ).toBe(false);
  });

  it('accepts and ignores role and confirmPassword on signup, requires Gmail', () => {
    const ok = signupBody.parse({
      username: 'M',
      email: 'M@Gmail.com',
      password: 'password-1',
      confirmPassword: '',
      role: 'admin',
    });
    expect(ok.email).toBe('m@gmail.com');
    expect(
      signupBody.safeParse({ username: 'M', email: 'm@yahoo.com', password: 'password-1' }).success,
    ).toBe(false);
  });
});
