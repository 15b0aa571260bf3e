import type { ComponentsJSON } from '@nanostores/i18n';
import { i18n } from './i18n.ts';

let filipino: Promise<ComponentsJSON> | undefined;
let filipinoLoaded: ComponentsJSON | undefined;

/**
 * The Filipino catalogue, downloaded once, with the English of the contract's messages that it
 * translates (registered only now: they are looked up only to be shown in Filipino, so they stay
 * out of the landing page's script).
 */
function loadFilipino(): Promise<ComponentsJSON> {
  filipino ??= Promise.all([import('./fil/index.ts'), import('./server-messages.ts')]).then(
    ([{ filipinoCatalogue }]) => {
      filipinoLoaded = filipinoCatalogue;
      return filipinoCatalogue;
    },
  );
  return filipino;
}

/** A language's catalogue when it has arrived (English has none: its words are the code's). */
export const loadedCatalogue = (code: string): ComponentsJSON | undefined =>
  code === 'fil' ? filipinoLoaded : undefined;

/**
 * Downloads the catalogue a language needs and puts it where every screen finds it at once, so
 * the first drawing is already in that language (no English flash).
 */
export async function prepareLanguage(code: string): Promise<void> {
  if (code !== 'fil' || i18n.cache.fil) return;
  // The library's cache holds a catalogue by component, whatever its declared type says.
  i18n.cache.fil = (await loadFilipino()) as unknown as (typeof i18n.cache)['fil'];
}
