import { describe, expect, it } from 'vitest';
import type { TranslationJSON } from '@nanostores/i18n';
import { filipinoCatalogue } from './fil/index.ts';
import { i18n } from './i18n.ts';

/*
 * Issue 29: a visitor or customer reading Filipino meets no English left behind. Every module of
 * the app is loaded, so each registers its English words (i18n() and defineMessages()); then the
 * walk: each English word has its Filipino one, with the same {placeholders} and plural forms,
 * and the Filipino catalogue holds nothing the code no longer says.
 */
import.meta.glob(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../test/**',
    '!../main.tsx',
    '!../**/*.d.ts',
    '!./fil/**',
  ],
  { eager: true },
);

/**
 * English words that everyday Manila Filipino uses as they are (as a shop's Filipino screens
 * write them). Anything else equal to its English is English left behind.
 */
const SAME_IN_FILIPINO = new Set([
  'Cart',
  'GCash',
  'Email',
  'OK',
  'Total',
  'Subtotal',
  'Password',
  'Username',
  'Cash',
]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function* walk(
  english: Record<string, TranslationJSON>,
  filipino: Record<string, TranslationJSON> | undefined,
  path: string,
): Generator<{ path: string; english: string; filipino: TranslationJSON | undefined }> {
  for (const [key, words] of Object.entries(english)) {
    const theirs = filipino?.[key];
    if (typeof words === 'string')
      yield { path: `${path}.${key}`, english: words, filipino: theirs };
    else yield* walk(words, typeof theirs === 'object' ? theirs : undefined, `${path}.${key}`);
  }
}

const english = i18n.cache.en as unknown as Record<string, Record<string, TranslationJSON>>;

describe('the Filipino catalogue', () => {
  it('has the words of every screen a customer sees (the walk finds them)', () => {
    // Far more than the few an import mistake would leave.
    expect(Object.keys(english).length).toBeGreaterThan(20);
  });

  it('has every English word in Filipino, with the same placeholders', () => {
    const problems: string[] = [];
    for (const [component, words] of Object.entries(english)) {
      const theirs = filipinoCatalogue[component];
      for (const entry of walk(words, typeof theirs === 'object' ? theirs : undefined, component)) {
        if (typeof entry.filipino !== 'string' || entry.filipino.trim() === '') {
          problems.push(`${entry.path}: missing`);
        } else if (entry.filipino === entry.english && !SAME_IN_FILIPINO.has(entry.english)) {
          problems.push(`${entry.path}: still English ("${entry.english}")`);
        } else if (placeholders(entry.filipino).join() !== placeholders(entry.english).join()) {
          problems.push(`${entry.path}: placeholders differ ("${entry.filipino}")`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds nothing the code no longer says', () => {
    const stale: string[] = [];
    for (const [component, words] of Object.entries(filipinoCatalogue)) {
      if (typeof words !== 'object') {
        stale.push(component);
        continue;
      }
      const ours = english[component];
      for (const entry of walk(words, ours, component)) {
        if (entry.filipino === undefined) stale.push(entry.path);
      }
    }
    expect(stale).toEqual([]);
  });
});
