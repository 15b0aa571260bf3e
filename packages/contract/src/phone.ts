/*
 * Philippine phone numbers (issue 29: "0917-555-12" was taken, and texts to it failed). A number
 * is written as people write it (spaces, dashes, dots, parentheses around the area code), with
 * the country code (+63 or 63) or the trunk 0, then either
 *  - a mobile number: 9 and nine digits (0917 123 4567, +63 917 123 4567), or
 *  - a landline: Metro Manila's 2 and eight digits ((02) 8123 4567), or another area's two-digit
 *    code from 32 to 88 and seven digits ((032) 234 5678).
 */
const PHILIPPINE_PHONE = /^(?:\+?63|0)(?:9\d{9}|2\d{8}|[3-8]\d{8})$/;
const PHILIPPINE_MOBILE = /^(?:\+?63|0)9\d{9}$/;
/** What people put between the digits. */
const SEPARATORS = /[\s().-]/g;

export const PHONE_NUMBER_MESSAGE =
  'Phone number must be a Philippine mobile or landline number, like 0917 123 4567 or (02) 8123 4567';

/** True for a Philippine mobile or landline number as people write it. */
export function isPhilippinePhone(value: string): boolean {
  return PHILIPPINE_PHONE.test(value.replace(SEPARATORS, ''));
}

/** True for a Philippine mobile number (a GCash wallet's) as people write it. */
export function isPhilippineMobile(value: string): boolean {
  return PHILIPPINE_MOBILE.test(value.replace(SEPARATORS, ''));
}

/** A Philippine mobile number in E.164 (+639171234567), or undefined for anything else. */
export function philippineMobileE164(value: string): string | undefined {
  const compact = value.replace(SEPARATORS, '');
  return PHILIPPINE_MOBILE.test(compact) ? `+63${compact.slice(-10)}` : undefined;
}
