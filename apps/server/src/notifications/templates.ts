import {
  formatCalendarDate,
  formatMonthDay,
  formatPeso,
  isCalendarDate,
  nextStepText,
  orderLabel,
  statusLabel,
  weekdayName,
  type DeliveryMode,
  type Language,
  type OrderStatus,
} from '@shop/contract';
import { smsParts, toGsmText } from './sms-text.ts';

/**
 * Every message the shop sends a customer about an order, as a text and as an email: the one
 * place their words live. The status words, the next step and the dates come from the contract
 * (order-texts.ts, dates.ts), so a text says what the order history and the slips say.
 * Each message is in the customer's language (users.language; English when they chose none).
 */

/** The statuses a customer is told about (a new, pending order is not news to them). */
export type NotifiedStatus = Exclude<OrderStatus, 'pending'>;

export interface OrderMessageInput {
  shopName: string;
  orderNumber: number;
  /** A status change's new status; or, for a correction (the delivery area), the current one. */
  status: OrderStatus;
  /** Pesos. */
  totalAmount: number;
  deliveryMode: DeliveryMode;
  /** YYYY-MM-DD: the pickup or the delivery date. */
  pickupDate: string;
  /** The cashier's note with the status change, or null. */
  note: string | null;
  customerName?: string;
  /** The order's public tracking page (PUBLIC_URL/t/{code}); null once it has none. */
  trackingUrl: string | null;
  /** The customer's language (users.language); English when null or left out. */
  language?: Language | null;
}

export interface OrderMessage {
  sms: string;
  email: { subject: string; text: string; html: string };
}

/** Texts stay within two parts: one more part is one more charge for the shop's SIM. */
const SMS_MAX_PARTS = 2;

export function orderMessage(input: OrderMessageInput): OrderMessage {
  return { sms: smsText(input), email: emailMessage(input) };
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * "Wed, Nov 26" ("Miy, Nob 26" in Filipino, as Intl's fil-PH short weekday and month write
 * it): short for a text; the year goes without saying for an order days away.
 */
function shortDate(date: string, language: Language): string {
  if (!isCalendarDate(date)) return date;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${weekdayName(weekday, language).slice(0, 3)}, ${formatMonthDay(date, language)}`;
}

/** The words of the order messages around what the contract words (status, next step, dates). */
interface Words {
  /** "Order #1042 is ready for pickup.": the status label, as the history shows it, in a sentence. */
  statusSentence(input: OrderMessageInput): string;
  thankYou: string;
  nothingOwed: string;
  dateLabel(mode: DeliveryMode): string;
  /** Before the link in a text: " Track: {url}". */
  track: string;
  /** The email's link to the tracking page. */
  trackLine: string;
  greeting(name: string): string;
  status: string;
  noteFromShop: string;
  closing(shop: string, completed: boolean): string;
}

const ENGLISH: Words = {
  statusSentence: (input) =>
    `${orderLabel(input.orderNumber)} is ${statusLabel(input.status, input.deliveryMode).toLowerCase()}.`,
  thankYou: 'Thank you!',
  nothingOwed: 'Nothing is owed for it.',
  dateLabel: (mode) => (mode === 'delivery' ? 'Delivery date' : 'Pickup date'),
  track: 'Track',
  trackLine: 'Follow your order',
  greeting: (name) => (name ? `Hi ${name},` : 'Hello,'),
  status: 'Status',
  noteFromShop: 'Note from the shop',
  closing: (shop, completed) =>
    completed
      ? `Thank you for ordering from ${shop}. We hope to see you again.`
      : `Thank you for ordering from ${shop}.`,
};

/** Everyday Filipino, as Manila texts it (English words where people use them: order, pickup). */
const FILIPINO: Words = {
  // "Aprubado na ang Order #1042.", "Handa nang kunin ang Order #1042.": the label first, as
  // Filipino puts it; "na" (already) makes an approval news, the other labels say it already.
  statusSentence: (input) => {
    const label = statusLabel(input.status, input.deliveryMode, 'fil');
    return `${label}${input.status === 'approved' ? ' na' : ''} ang ${orderLabel(input.orderNumber)}.`;
  },
  thankYou: 'Salamat!',
  nothingOwed: 'Wala kang babayaran dito.',
  dateLabel: (mode) => (mode === 'delivery' ? 'Petsa ng delivery' : 'Petsa ng pickup'),
  track: 'I-track',
  trackLine: 'I-track ang order mo',
  greeting: (name) => (name ? `Hi ${name},` : 'Magandang araw,'),
  status: 'Status',
  noteFromShop: 'Note mula sa shop',
  closing: (shop, completed) =>
    completed
      ? `Salamat sa pag-order sa ${shop}. Sana bumalik ka ulit!`
      : `Salamat sa pag-order sa ${shop}.`,
};

const wordsIn = (language: Language): Words => (language === 'fil' ? FILIPINO : ENGLISH);
const languageOf = (input: { language?: Language | null }): Language => input.language ?? 'en';

// ---------------------------------------------------------------------------------------------
// Text message

/**
 * "Sweet Crumbs: Order #1042 is approved. Pickup date: Wed, Nov 26. Total: PHP 1,234.50.
 * Note: ... Track: {url}" ("Sweet Crumbs: Aprubado na ang Order #1042. Petsa ng pickup: Miy,
 * Nob 26. ..." in Filipino). Pesos as "PHP" and typographic characters made plain keep the GSM
 * alphabet's 160 characters a part; a note too long for two parts is cut and ends with "...",
 * whatever its alphabet (and, in the unlikely case the shop's name alone leaves no room, so is
 * the name). The Filipino words are all in the GSM alphabet too.
 */
function smsText(input: OrderMessageInput): string {
  const language = languageOf(input);
  const words = wordsIn(language);
  const lead = input.status === 'completed' ? `${words.thankYou} ` : '';
  const owed =
    input.status === 'declined' || input.status === 'cancelled' ? ` ${words.nothingOwed}` : '';
  const total = formatPeso(input.totalAmount).replace('₱', 'PHP ');
  const date = shortDate(input.pickupDate, language);
  const body =
    `${lead}${words.statusSentence(input)}${owed} ` +
    `${words.dateLabel(input.deliveryMode)}: ${date}. Total: ${total}.`;
  // The link goes last and whole: the note is what gets cut to keep two parts.
  const link = input.trackingUrl ? ` ${words.track}: ${input.trackingUrl}` : '';
  const compose = (shop: string, note: string): string =>
    toGsmText(`${shop}: ${body}${note ? ` Note: ${note}` : ''}${link}`);

  const shop = fitted(oneLine(input.shopName), (s) => compose(s, ''));
  const note = fitted(oneLine(input.note ?? ''), (n) => compose(shop, n));
  return compose(shop, note);
}

const fits = (text: string): boolean => smsParts(text) <= SMS_MAX_PARTS;

const cut = (chars: readonly string[], length: number): string =>
  `${chars.slice(0, length).join('').trimEnd()}...`;

/**
 * `full`, or the longest cut of it (whole characters, then "...") with which `build` still
 * fits in two parts; '' when not even one character does. Binary search: the text only grows
 * with the cut's length, and so does its count of parts.
 */
function fitted(full: string, build: (part: string) => string): string {
  if (full === '' || fits(build(full))) return full;
  const chars = Array.from(full);
  let best = '';
  let low = 1;
  let high = chars.length - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const candidate = cut(chars, mid);
    if (fits(build(candidate))) {
      best = candidate;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Email

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Every email's HTML part: the page around its (already escaped) lines. */
const htmlEmail = (subject: string, lines: string[], language: Language): string =>
  [
    '<!doctype html>',
    // English, the default, is left unsaid (as the emails always were).
    language === 'en' ? '<html>' : `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5">',
    ...lines,
    '</body>',
    '</html>',
    '',
  ].join('\n');

function emailMessage(input: OrderMessageInput): OrderMessage['email'] {
  const language = languageOf(input);
  const words = wordsIn(language);
  const shop = oneLine(input.shopName);
  const name = oneLine(input.customerName ?? '');
  const note = input.note?.trim() || null;
  const lead = input.status === 'completed' ? `${words.thankYou} ` : '';
  const subject = `${shop}: ${lead}${words.statusSentence(input).slice(0, -1)}`;

  const greeting = words.greeting(name);
  const nextStep = nextStepText(input.status, input.deliveryMode, input.pickupDate, language);
  const heading = orderLabel(input.orderNumber);
  const rows: [string, string][] = [
    [words.status, statusLabel(input.status, input.deliveryMode, language)],
    [words.dateLabel(input.deliveryMode), formatCalendarDate(input.pickupDate, language)],
    ['Total', formatPeso(input.totalAmount)],
  ];
  if (note) rows.push([words.noteFromShop, note]);
  const closing = words.closing(shop, input.status === 'completed');

  const track = input.trackingUrl;
  const text = [
    greeting,
    '',
    nextStep,
    '',
    heading,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(track ? [`${words.trackLine}: ${track}`, ''] : []),
    closing,
    '',
  ].join('\n');

  // Every value goes through escapeHtml: the shop name, the customer's name and the note are
  // typed by people, and a mail client renders whatever markup they hold.
  const cell = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');
  const html = htmlEmail(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(nextStep)}</p>`,
      `<h2 style="font-size: 18px; margin: 16px 0 8px">${escapeHtml(heading)}</h2>`,
      '<table cellpadding="4" cellspacing="0" style="border-collapse: collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell(value)}</td></tr>`,
      ),
      '</table>',
      ...(track
        ? [`<p><a href="${escapeHtml(track)}">${escapeHtml(words.trackLine)}</a></p>`]
        : []),
      `<p>${escapeHtml(closing)}</p>`,
    ],
    language,
  );

  return { subject, text, html };
}

/** The password reset email's words, in each language. */
const RESET_WORDS: Record<
  Language,
  { subject: string; ask(shop: string): string; how(minutes: number): string; ignore: string }
> = {
  en: {
    subject: 'set a new password',
    ask: (shop) => `Someone, we hope you, asked to set a new password for your ${shop} account.`,
    how: (minutes) => `Open this link to set it. It works once, for ${minutes} minutes:`,
    ignore: 'If you did not ask, ignore this email: your password stays as it is.',
  },
  fil: {
    subject: 'mag-set ng bagong password',
    ask: (shop) =>
      `May humiling na mag-set ng bagong password para sa ${shop} account mo (sana ikaw iyon).`,
    how: (minutes) =>
      `Buksan ang link na ito para mag-set. Isang beses lang ito gagana, sa loob ng ${minutes} minuto:`,
    ignore:
      'Kung hindi ikaw ang humiling, huwag mo nang pansinin ang email na ito: hindi magbabago ang password mo.',
  },
};

/** The email with a link to set a new password (forgot password, issue 29). */
export function passwordResetEmail(input: {
  shopName: string;
  customerName: string;
  link: string;
  minutes: number;
  /** The customer's language (users.language); English when null or left out. */
  language?: Language | null;
}): OrderMessage['email'] {
  const language = languageOf(input);
  const reset = RESET_WORDS[language];
  const shop = oneLine(input.shopName);
  const name = oneLine(input.customerName);
  const subject = `${shop}: ${reset.subject}`;
  const greeting = wordsIn(language).greeting(name);
  const ask = reset.ask(shop);
  const how = reset.how(input.minutes);
  const ignore = reset.ignore;
  const text = [greeting, '', ask, how, input.link, '', ignore, ''].join('\n');
  const html = htmlEmail(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(ask)}<br>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ],
    language,
  );
  return { subject, text, html };
}
