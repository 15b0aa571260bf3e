const MASK = '•••';

const MAX_DIGITS_SHOWN = 4;
const MAX_LETTERS_SHOWN = 2;

/** How many characters of `length` may show: at most `max`, and at most half of them. */
const shown = (length: number, max: number) => Math.min(max, Math.floor(length / 2));

/**
 * How much of a recipient the admin's message list shows: enough for the owner to tell two
 * customers apart, never enough to text or mail them. A number shows only its last digits, an
 * email the first letters of its name and its domain; never more than 4 digits or 2 letters,
 * and never more than half of the number or the name, so a short one is not shown whole.
 * "+639171234567" → "•••4567", "maria.santos@gmail.com" → "ma•••@gmail.com", "1234" → "•••34",
 * "al@shop.ph" → "a•••@shop.ph".
 */
export function maskRecipient(channel: string, recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    if (at < 0) return MASK;
    const name = [...recipient.slice(0, at)];
    return `${name.slice(0, shown(name.length, MAX_LETTERS_SHOWN)).join('')}${MASK}${recipient.slice(at)}`;
  }
  // Only the digits: spaces, dashes and the + of a number as typed say nothing about it.
  const digits = recipient.replace(/\D/g, '');
  const count = shown(digits.length, MAX_DIGITS_SHOWN);
  return `${MASK}${count > 0 ? digits.slice(-count) : ''}`;
}
