import type { ComponentsJSON } from '@nanostores/i18n';
// The contract's messages are looked up only to be shown in Filipino: their English is
// registered with the Filipino words, and so is not in the landing page's script.
import '../server-messages.ts';

/**
 * Every Filipino word of the shop: the files beside this one, each a part of the shop (everyday
 * Manila Filipino, as customers text it). Loaded only when a visitor reads Filipino.
 */
const parts = import.meta.glob<ComponentsJSON>(['./*.ts', '!./index.ts'], {
  eager: true,
  import: 'default',
});

export const filipinoCatalogue: ComponentsJSON = Object.assign({}, ...Object.values(parts));
