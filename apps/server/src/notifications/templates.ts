import {
  formatCalendarDate,
  formatPeso,
  isCalendarDate,
  nextStepText,
  orderLabel,
  statusLabel,
  type DeliveryMode,
  type OrderStatus,
} from '@shop/contract';
import { smsParts, toGsmText } from './sms-text.ts';

/**
 * Every message the shop sends a customer about an order, as a text and as an email: the one
 * place their words live. The status words, the next step and the dates come from the contract
 * (order-texts.ts, dates.ts), so a text says what the order history and the slips say.
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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Wed, Nov 26": short for a text; the year goes without saying for an order days away. */
function shortDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** "Order #1042 is ready for pickup": the status label, as the history shows it, in a sentence. */
const statusSentence = (input: OrderMessageInput): string =>
  `${orderLabel(input.orderNumber)} is ${statusLabel(input.status, input.deliveryMode).toLowerCase()}.`;

const dateLabel = (mode: DeliveryMode): string =>
  mode === 'delivery' ? 'Delivery date' : 'Pickup date';

const NOTHING_OWED = 'Nothing is owed for it.';
const TRACK_LINE = 'Follow your order';

// ---------------------------------------------------------------------------------------------
// Text message

/**
 * "Sweet Crumbs: Order #1042 is approved. Pickup date: Wed, Nov 26. Total: PHP 1,234.50.
 * Note: ...". Pesos as "PHP" and typographic characters made plain keep the GSM alphabet's 160
 * characters a part; a note too long for two parts is cut and ends with "...", whatever its
 * alphabet (and, in the unlikely case the shop's name alone leaves no room, so is the name).
 */
function smsText(input: OrderMessageInput): string {
  const lead = input.status === 'completed' ? 'Thank you! ' : '';
  const owed =
    input.status === 'declined' || input.status === 'cancelled' ? ` ${NOTHING_OWED}` : '';
  const total = formatPeso(input.totalAmount).replace('₱', 'PHP ');
  const body =
    `${lead}${statusSentence(input)}${owed} ` +
    `${dateLabel(input.deliveryMode)}: ${shortDate(input.pickupDate)}. Total: ${total}.`;
  // The link goes last and whole: the note is what gets cut to keep two parts.
  const link = input.trackingUrl ? ` Track: ${input.trackingUrl}` : '';
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
const htmlEmail = (subject: string, lines: string[]): string =>
  [
    '<!doctype html>',
    '<html>',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5">',
    ...lines,
    '</body>',
    '</html>',
    '',
  ].join('\n');

function emailMessage(input: OrderMessageInput): OrderMessage['email'] {
  const shop = oneLine(input.shopName);
  const name = oneLine(input.customerName ?? '');
  const note = input.note?.trim() || null;
  const lead = input.status === 'completed' ? 'Thank you! ' : '';
  const subject = `${shop}: ${lead}${statusSentence(input).slice(0, -1)}`;

  const greeting = name ? `Hi ${name},` : 'Hello,';
  const nextStep = nextStepText(input.status, input.deliveryMode, input.pickupDate);
  const heading = orderLabel(input.orderNumber);
  const rows: [string, string][] = [
    ['Status', statusLabel(input.status, input.deliveryMode)],
    [dateLabel(input.deliveryMode), formatCalendarDate(input.pickupDate)],
    ['Total', formatPeso(input.totalAmount)],
  ];
  if (note) rows.push(['Note from the shop', note]);
  const closing =
    input.status === 'completed'
      ? `Thank you for ordering from ${shop}. We hope to see you again.`
      : `Thank you for ordering from ${shop}.`;

  const track = input.trackingUrl;
  const text = [
    greeting,
    '',
    nextStep,
    '',
    heading,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(track ? [`${TRACK_LINE}: ${track}`, ''] : []),
    closing,
    '',
  ].join('\n');

  // Every value goes through escapeHtml: the shop name, the customer's name and the note are
  // typed by people, and a mail client renders whatever markup they hold.
  const cell = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');
  const html = htmlEmail(subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(nextStep)}</p>`,
    `<h2 style="font-size: 18px; margin: 16px 0 8px">${escapeHtml(heading)}</h2>`,
    '<table cellpadding="4" cellspacing="0" style="border-collapse: collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell(value)}</td></tr>`,
    ),
    '</table>',
    ...(track ? [`<p><a href="${escapeHtml(track)}">${escapeHtml(TRACK_LINE)}</a></p>`] : []),
    `<p>${escapeHtml(closing)}</p>`,
  ]);

  return { subject, text, html };
}

/** The email with a link to set a new password (forgot password, issue 29). */
export function passwordResetEmail(input: {
  shopName: string;
  customerName: string;
  link: string;
  minutes: number;
}): OrderMessage['email'] {
  const shop = oneLine(input.shopName);
  const name = oneLine(input.customerName);
  const subject = `${shop}: set a new password`;
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const ask = `Someone, we hope you, asked to set a new password for your ${shop} account.`;
  const how = `Open this link to set it. It works once, for ${input.minutes} minutes:`;
  const ignore = 'If you did not ask, ignore this email: your password stays as it is.';
  const text = [greeting, '', ask, how, input.link, '', ignore, ''].join('\n');
  const html = htmlEmail(subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(ask)}<br>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ]);
  return { subject, text, html };
}
