import { createI18n, type ComponentsJSON } from '@nanostores/i18n';

// What a module needs to name its words: i18n() itself, and {placeholders} and plurals.
export { count, params } from '@nanostores/i18n';
import { $language } from './language.ts';

/**
 * The screens' words (issue 29, docs/decisions/0087). Each module names its English words beside
 * the code that shows them, `i18n('cart-line', { remove: 'Remove', ... })`; the Filipino ones
 * live in i18n/fil/, one file per part of the shop, and download only when a visitor reads
 * Filipino (the landing page's script carries no Filipino). A test walks the catalogue: every
 * English word has its Filipino one, with the same {placeholders}.
 */

let filipino: Promise<ComponentsJSON> | undefined;
let filipinoLoaded: ComponentsJSON | undefined;

/** The Filipino catalogue, downloaded once. */
export function loadFilipino(): Promise<ComponentsJSON> {
  filipino ??= import('./fil/index.ts').then(({ filipinoCatalogue }) => {
    filipinoLoaded = filipinoCatalogue;
    return filipinoCatalogue;
  });
  return filipino;
}

/** A language's catalogue when it has arrived (English has none: its words are the code's). */
export const loadedCatalogue = (code: string): ComponentsJSON | undefined =>
  code === 'fil' ? filipinoLoaded : undefined;

export const i18n = createI18n($language, {
  baseLocale: 'en',
  get: (code) => (code === 'fil' ? loadFilipino() : Promise.resolve({})),
});

/**
 * Downloads the catalogue a language needs and puts it where every screen finds it at once, so
 * the first drawing is already in that language (no English flash).
 */
export async function prepareLanguage(code: string): Promise<void> {
  if (code !== 'fil' || i18n.cache.fil) return;
  // The library's cache holds a catalogue by component, whatever its declared type says.
  i18n.cache.fil = (await loadFilipino()) as unknown as (typeof i18n.cache)['fil'];
}
