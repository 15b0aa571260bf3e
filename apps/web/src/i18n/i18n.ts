import { createI18n, strings, transform, type params as libraryParams } from '@nanostores/i18n';

// What a module needs to name its words: i18n() itself, {placeholders} (below) and plurals.
export { count } from '@nanostores/i18n';

/**
 * `params('Hi, {name}!')`: words with {placeholders}, typed as the library's own. Its own
 * fills them in with String.replace and the value as the replacement, where "$&" in a typed
 * name or search would be read as a pattern; here a value goes in as it is.
 */
export const params = transform(
  (_locale: string, translation: string, values: Record<string, string | number>) =>
    strings(translation, (text: string) =>
      text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    ),
) as typeof libraryParams;
import { $language } from './language.ts';

/**
 * The screens' words (issue 29, docs/decisions/0087). Each module names its English words beside
 * the code that shows them, `i18n('cart-line', { remove: 'Remove', ... })`; the Filipino ones
 * live in i18n/fil/, one file per part of the shop, and download only when a visitor reads
 * Filipino (the landing page's script carries no Filipino). A test walks the catalogue: every
 * English word has its Filipino one, with the same {placeholders}.
 */

// A language's words are put into the cache before the screens switch to it (load-language.ts),
// so the library never has to fetch any: a catalogue that could not arrive leaves English.
export const i18n = createI18n($language, {
  baseLocale: 'en',
  get: () => Promise.resolve({}),
});
