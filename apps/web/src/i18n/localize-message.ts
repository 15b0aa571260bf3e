import { useStore } from '@nanostores/react';
import { FILIPINO_MONTHS, FILIPINO_WEEKDAYS, MONTHS, WEEKDAY_LABELS } from '@shop/contract';
import { loadedCatalogue } from './load-language.ts';
import { messageIndex } from './define-messages.ts';
import { $language } from './language.ts';

/**
 * Words that reach a screen as plain text rather than from a component's own catalogue: the
 * server's `message`, a form field's refusal from the contract's schemas, a result dialog's
 * text. Their English is registered in components named `messages/…` (i18n/server-messages.ts
 * and each feature's own); here an English text finds its Filipino one.
 */

// Only as dates write them ("Tuesday, December 8"): a product named "May Flour" keeps its name.
const ENGLISH_DAY_WORDS = new RegExp(`\\b(${WEEKDAY_LABELS.join('|')})(?=, )`, 'g');
const ENGLISH_MONTH_WORDS = new RegExp(`\\b(${MONTHS.join('|')})(?= \\d)`, 'g');

/** A filled-in value (a date, mostly) with its English day and month names in Filipino. */
const filipinoValue = (value: string) =>
  value
    .replace(
      ENGLISH_DAY_WORDS,
      (day) => FILIPINO_WEEKDAYS[(WEEKDAY_LABELS as readonly string[]).indexOf(day)] ?? day,
    )
    .replace(ENGLISH_MONTH_WORDS, (month) => FILIPINO_MONTHS[MONTHS.indexOf(month)] ?? month);

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The message in the screens' language: as it is in English (and for staff), else its Filipino
 * words; a message no catalogue knows stays as it came.
 */
export function localizeMessage(message: string, language = $language.get()): string {
  if (language === 'en') return message;
  const filipino = loadedCatalogue(language);
  if (!filipino) return message;
  const { exact, templates } = messageIndex();
  const found = exact.get(message);
  if (found) return asText(filipino[found.component]?.[found.key]) ?? message;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    const words = match && asText(filipino[template.component]?.[template.key]);
    if (!match || !words) continue;
    return template.names.reduce(
      (text, name, i) => text.replaceAll(`{${name}}`, filipinoValue(match[i + 1] ?? '')),
      words,
    );
  }
  return message;
}

/** localizeMessage in the language the screens are drawn in, redrawn when it changes. */
export function useLocalizeMessage(): (message: string) => string {
  const language = useStore($language);
  return (message) => localizeMessage(message, language);
}
