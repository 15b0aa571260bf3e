import type { ComponentsJSON } from '@nanostores/i18n';

/** The header, footer and what every page shares. */
const shell: ComponentsJSON = {
  'site-layout': {
    cart: 'Cart',
    cartCount: { one: 'Cart, {count} item ang laman', other: 'Cart, {count} item ang laman' },
    logout: 'Mag-logout',
    logIn: 'Mag-log In',
  },
  'language-switch': {
    label: 'Wika',
  },
};
export default shell;
