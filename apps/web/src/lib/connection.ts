import { useSyncExternalStore } from 'react';
import {
  SHOP_UTC_OFFSET_MINUTES,
  formatClock,
  formatMonthDay,
  shopToday,
  type Language,
} from '@shop/contract';
import { defineMessages } from '../i18n/define-messages.ts';
import { loadedCatalogue } from '../i18n/load-language.ts';

/*
 * The connection as the customer's phone sees it (issue 29): whether it is online, and when the
 * product lists on screen were last read from the server, so an offline page can say how old
 * its prices are.
 */

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** False while the browser knows it has no network. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

const PRICES_AT = 'shop:prices-at';

/**
 * Keeps when a product list was made: its answer's Date header, which a copy the service worker
 * serves from its cache keeps too, so a stale copy never passes for a fresh one.
 */
export function notePricesAt(response: Response): void {
  const date = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(date)) return;
  try {
    const known = Date.parse(localStorage.getItem(PRICES_AT) ?? '');
    if (Number.isNaN(known) || date > known)
      localStorage.setItem(PRICES_AT, new Date(date).toISOString());
  } catch {
    // Without storage the banner only leaves out the time.
  }
}

/**
 * The connection's words. The two errors reach the screens as a failed request's message and
 * turn Filipino where that is shown (localizeMessage); the banner's are looked up here.
 */
const WORDS = defineMessages('connection', {
  /** Said at once when a request needs the server and the phone has no network. */
  offline:
    'You are offline. This needs a connection: nothing was sent, and what you typed is kept.',
  /** Said when the server did not answer in time (a weak signal). */
  slow: 'The connection is too slow: the shop did not answer. Nothing you typed is lost; please try again.',
  savedOnly: 'Offline: showing what this phone saved',
  // With the date before without: localizeMessage takes the first that fits.
  pricesAtDay: 'Offline: prices as of {day}, {time}',
  pricesAt: 'Offline: prices as of {time}',
});

/**
 * A banner text in `language`, its {placeholders} filled. Looked up here rather than through
 * localizeMessage, which brings every server message (and zod) into the landing page's script.
 */
function bannerText(
  key: 'savedOnly' | 'pricesAt' | 'pricesAtDay',
  language: Language,
  values: Record<string, string> = {},
): string {
  const filipino = loadedCatalogue(language)?.['messages/connection']?.[key];
  const text = typeof filipino === 'string' ? filipino : WORDS[key];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * "Offline: prices as of 2:30 PM" in the shop's time (with the date when it is not today);
 * without a known time, "Offline: showing what this phone saved". In Filipino for `language`
 * 'fil' ("Offline: presyo noong Nob 27, 2:30 PM").
 */
export function offlineText(now: Date = new Date(), language: Language = 'en'): string {
  let at = Number.NaN;
  try {
    at = Date.parse(localStorage.getItem(PRICES_AT) ?? '');
  } catch {
    // Nothing known.
  }
  if (Number.isNaN(at)) return bannerText('savedOnly', language);
  const manila = new Date(at + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const time = formatClock(manila.slice(11, 16));
  const day = manila.slice(0, 10);
  if (day === shopToday(now)) return bannerText('pricesAt', language, { time });
  return bannerText('pricesAtDay', language, { day: formatMonthDay(day, language), time });
}

/** Said at once when a request needs the server and the phone has no network. */
export const OFFLINE_MESSAGE = WORDS.offline;
/** Said when the server did not answer in time (a weak signal). */
export const SLOW_MESSAGE = WORDS.slow;

/** Whether a failed request failed for want of a connection (said in its own words). */
export const isConnectionFailure = (error: Error): boolean =>
  error.message === OFFLINE_MESSAGE || error.message === SLOW_MESSAGE;
