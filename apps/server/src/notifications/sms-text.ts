/**
 * How long a text message is on the phone network. A text goes out in the GSM 7-bit alphabet
 * (160 characters, or 153 per part once it is split) unless one character is outside that
 * alphabet; then the whole text goes out in UCS-2 (70 characters, or 67 per part). One ₱ or one
 * curly apostrophe therefore halves the room, which is why the templates write "PHP" and why
 * toGsmText swaps typographic characters for plain ones before a text is measured or sent.
 */

/** The GSM 03.38 default alphabet (the escape code itself left out). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: each is sent as escape + character, so it takes two of the 160. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const SINGLE_GSM = 160;
const PART_GSM = 153;
const SINGLE_UCS2 = 70;
const PART_UCS2 = 67;

/** Plain stand-ins for what keyboards and phones type that the GSM alphabet lacks. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '‹': "'",
  '›': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '•': '-',
  '·': '-',
  '…': '...',
  '×': 'x',
  '÷': '/',
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '©': '(c)',
  '®': '(R)',
  '™': 'TM',
  '\t': ' ',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u3000': ' ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
};

const isGsmChar = (ch: string): boolean => GSM_BASIC.has(ch) || GSM_EXTENSION.has(ch);

/** Whether a text can go out in the GSM 7-bit alphabet. */
export const isGsmText = (text: string): boolean => Array.from(text).every(isGsmChar);

/**
 * The text with what has a plain GSM equivalent replaced: typographic quotes, dashes and
 * spaces, the ellipsis, ₱ (as "PHP "), and letters with accents the alphabet lacks (á → a;
 * é, ñ and ü are in it and stay). Anything else (an emoji, Chinese) is kept: the text then
 * goes out in UCS-2, and smsParts counts it that way.
 */
export function toGsmText(text: string): string {
  let out = '';
  for (const ch of text.replace(/₱\s*/g, 'PHP ')) {
    if (isGsmChar(ch)) out += ch;
    else if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare !== '' && isGsmText(bare) ? bare : ch;
    }
  }
  return out;
}

/**
 * How many parts a text is sent in. Parts are packed the way phones pack them: an extension
 * character's two septets never straddle two GSM parts, nor a surrogate pair two UCS-2 parts,
 * so the count is never lower than what the phone sends.
 */
export function smsParts(text: string): number {
  const gsm = isGsmText(text);
  const widths = Array.from(
    text,
    (ch) => (gsm ? (GSM_EXTENSION.has(ch) ? 2 : 1) : ch.length) /* UTF-16 code units */,
  );
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= (gsm ? SINGLE_GSM : SINGLE_UCS2)) return 1;
  const room = gsm ? PART_GSM : PART_UCS2;
  let parts = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > room) {
      parts += 1;
      used = 0;
    }
    used += width;
  }
  return parts;
}
