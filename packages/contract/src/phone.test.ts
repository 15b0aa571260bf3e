import { describe, expect, it } from 'vitest';
import { isPhilippineMobile, isPhilippinePhone } from './phone.ts';

describe('Philippine phone numbers', () => {
  it('takes mobile numbers and landlines as people write them', () => {
    for (const number of [
      '09171234567',
      '0917 123 4567',
      '0917-123-4567',
      '+639171234567',
      '+63 917 123 4567',
      '639171234567',
      '(02) 8123 4567',
      '02-8123-4567',
      '+63 2 8123 4567',
      '(032) 234 5678',
      '+63 32 234 5678',
      '(088) 856 1234',
    ]) {
      expect(isPhilippinePhone(number), number).toBe(true);
    }
  });

  it('refuses numbers too short or too long, foreign ones and words', () => {
    for (const number of [
      '0917-555-12',
      '091712345678',
      '0917123456',
      '+1 212 555 0100',
      '+44 20 7946 0958',
      '(02) 8123 456',
      '(012) 345 6789',
      '123',
      'call me',
      '',
      '+63',
      '0917 123 4567 ext 2',
    ]) {
      expect(isPhilippinePhone(number), number).toBe(false);
    }
  });

  it('knows a mobile number (a GCash wallet) from a landline', () => {
    expect(isPhilippineMobile('0917 123 4567')).toBe(true);
    expect(isPhilippineMobile('+639171234567')).toBe(true);
    expect(isPhilippineMobile('(02) 8123 4567')).toBe(false);
    expect(isPhilippineMobile('0917-555-12')).toBe(false);
  });
});
