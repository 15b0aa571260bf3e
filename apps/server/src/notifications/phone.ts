/**
 * Philippine mobile numbers in E.164 (+639171234567), the form the SMS gateway app sends to
 * without guessing a country. Customers type their number every which way: 0917 123 4567,
 * (0917) 123-4567, 917.123.4567, +63 917 123 4567, 639171234567. A mobile number is 10 digits
 * starting with 9 after the country code 63 or the trunk prefix 0. Anything else (a landline, a
 * foreign number, a typo) gives undefined: the caller records the message as failed for good,
 * since sending it again cannot make the number right.
 */

/** What people put between digits; any other character means the text is not a phone number. */
const SEPARATORS = /[\s.()-]/g;
const NATIONAL_MOBILE = /^9\d{9}$/;

export function toPhilippineE164(raw: string): string | undefined {
  const compact = raw.replace(SEPARATORS, '');
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return undefined;

  let national: string | undefined;
  if (digits.length === 12 && digits.startsWith('63')) national = digits.slice(2);
  // A leading + always announces a country code, so +9171234567 is not a Philippine number.
  else if (!international && digits.length === 11 && digits.startsWith('0'))
    national = digits.slice(1);
  else if (!international && digits.length === 10) national = digits;

  return national && NATIONAL_MOBILE.test(national) ? `+63${national}` : undefined;
}
