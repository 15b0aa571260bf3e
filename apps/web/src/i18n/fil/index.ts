import type { ComponentsJSON } from '@nanostores/i18n';

/**
 * Every Filipino word of the shop: the files beside this one, each a part of the shop (everyday
 * Manila Filipino, as customers text it). Loaded only when a visitor reads Filipino.
 */
const parts = import.meta.glob<ComponentsJSON>(['./*.ts', '!./index.ts'], {
  eager: true,
  import: 'default',
});

export const filipinoCatalogue: ComponentsJSON = Object.assign({}, ...Object.values(parts));
