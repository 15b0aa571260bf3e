import { describe, expect, it } from 'vitest';
import { maskRecipient } from './mask.ts';

/*
 * Issue 25: the admin's message list once showed "+63917•••4567" (9 of 13 digits) and a short
 * number or email name whole. Whatever the length, a number now shows at most its last 4 digits
 * and an email at most the first 2 letters of its name, never more than half of either.
 */

const LENGTHS = Array.from({ length: 41 }, (_, i) => i);
const digitsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => String((i * 7 + 3) % 10)).join('');
const nameOf = (n: number) => Array.from({ length: n }, (_, i) => 'abcdefghij'[i % 10]).join('');

describe('maskRecipient', () => {
  it.each([
    ['sms', '+639171234567', '•••4567'],
    ['sms', '0917 123 4567', '•••4567'],
    ['sms', '+1 212 555 0100', '•••0100'],
    ['sms', '1234', '•••34'],
    ['sms', '123', '•••3'],
    ['sms', '7', '•••'],
    ['sms', '', '•••'],
    ['email', 'maria.santos@gmail.com', 'ma•••@gmail.com'],
    ['email', 'abc@shop.ph', 'a•••@shop.ph'],
    ['email', 'al@shop.ph', 'a•••@shop.ph'],
    ['email', 'x@shop.ph', '•••@shop.ph'],
    ['email', 'no-at-sign', '•••'],
  ])('%s %j shows %j', (channel, recipient, masked) => {
    expect(maskRecipient(channel, recipient)).toBe(masked);
  });

  it('a number of any length, however typed, shows at most its last 4 digits, never half or more', () => {
    for (const n of LENGTHS) {
      const digits = digitsOf(n);
      for (const typed of [
        digits,
        `+${digits}`,
        digits.replace(/(\d{3})/g, '$1 '),
        `(${digits})-`,
      ]) {
        const masked = maskRecipient('sms', typed);
        expect(masked.startsWith('•••'), typed).toBe(true);
        const visible = masked.slice(3);
        expect(visible, typed).toMatch(/^\d*$/);
        expect(digits.endsWith(visible), typed).toBe(true);
        expect(visible.length, typed).toBe(Math.min(4, Math.floor(n / 2)));
        if (n > 0) expect(visible.length, typed).toBeLessThan(n);
      }
    }
  });

  it('an email name of any length shows at most its first 2 letters, never half or more, and the domain', () => {
    for (const n of LENGTHS) {
      for (const domain of ['@gmail.com', '@a.ph', '@x@y.ph']) {
        const name = nameOf(n);
        // The name is everything before the last @.
        const address = `${name}${domain}`;
        const at = address.lastIndexOf('@');
        const masked = maskRecipient('email', address);
        expect(masked.endsWith(`•••${address.slice(at)}`), address).toBe(true);
        const visible = masked.slice(0, masked.length - address.slice(at).length - 3);
        expect(address.slice(0, at).startsWith(visible), address).toBe(true);
        expect(visible.length, address).toBe(Math.min(2, Math.floor(at / 2)));
        if (at > 0) expect(visible.length, address).toBeLessThan(at);
      }
    }
  });
});
