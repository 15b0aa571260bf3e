/**
 * The shop's palette, spacing and shapes, defined once. The MUI theme (app/theme.ts) and the
 * few colours set from TypeScript read these values; the plain CSS beside this file reads them
 * as custom properties (`var(--color-primary)`), which `tokensCss()` writes out and
 * vite.config.ts inlines into index.html with the rest of the styles. Several values restate MUI's defaults (text,
 * divider, error, shadows) so that plain elements and MUI components look the same.
 */
export const colors = {
  primary: '#2e7d32',
  /** MUI's green 900: the footer, hovers on primary, headings on light green. */
  primaryDark: '#1b5e20',
  /** MUI's green 100: the page header's bar. */
  primaryLight: '#c8e6c9',
  /** MUI's green 50: Active and approved rows. */
  primaryPale: '#e8f5e9',
  /** MUI's light green 50: the hero's white button on hover. */
  primaryWash: '#f1f8e9',
  /** Text on the strong colours (bars, buttons, chips, chart slices): MUI's contrastText. */
  contrastText: '#fff',
  secondary: '#8d6e63',
  // MUI's default orange (#ed6c02) reaches only 3.1:1 against white; this one passes 4.5:1.
  warning: '#b45309',
  /** Expiring Soon rows. */
  warningPale: '#ffe0b2',
  error: '#d32f2f',
  errorDark: '#c62828',
  /** Expired rows. */
  errorLight: '#ffcdd2',
  /** Declined rows. */
  errorPale: '#ffebee',
  /** MUI's standard error Alert: background and text. */
  errorSurface: '#fdeded',
  onErrorSurface: '#5f2120',
  background: '#fafaf5',
  paper: '#fff',
  /** Behind product photos while they load and around ones that do not fill the frame. */
  imageBackdrop: '#fdf8ef',
  /** A white card on hover (MUI's action.hover over white). */
  paperHover: '#f5f5f5',
  text: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  textDisabled: 'rgba(0, 0, 0, 0.38)',
  divider: 'rgba(0, 0, 0, 0.12)',
  actionActive: 'rgba(0, 0, 0, 0.54)',
  actionDisabled: 'rgba(0, 0, 0, 0.26)',
  /** Hover on white-on-green buttons: darkening keeps the white text's contrast. */
  darkenHover: 'rgba(0, 0, 0, 0.16)',
  tooltip: 'rgba(97, 97, 97, 0.92)',
} as const;

/** Colours the CSS also uses with transparency: `rgb(var(--color-primary-rgb) / 0.06)`. */
const translucent = ['primary', 'primaryDark', 'secondary', 'error'] as const;

/** Spacing in px, named by multiples of 4 px: `--space-4` is 16 px, MUI's `spacing(2)`. */
export const space = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32, 10: 40, 12: 48, 16: 64 };

/** MUI's spacing unit: `theme.spacing(1)`. */
export const SPACING_UNIT = space[2];

/** Corner radius in px: cards, buttons, panels (MUI's `shape.borderRadius`); pills and hero. */
export const radius = { base: 8, large: 16 };

export const fontFamily = '"Roboto", "Helvetica", "Arial", sans-serif';

/** MUI's elevation 2 (raised buttons) and 4 (the app bar). */
export const shadows = {
  raised:
    '0 3px 1px -2px rgba(0, 0, 0, 0.2), 0 2px 2px 0 rgba(0, 0, 0, 0.14), 0 1px 5px 0 rgba(0, 0, 0, 0.12)',
  bar: '0 2px 4px -1px rgba(0, 0, 0, 0.2), 0 4px 5px 0 rgba(0, 0, 0, 0.14), 0 1px 10px 0 rgba(0, 0, 0, 0.12)',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const channels = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(' ');

/** The tokens as CSS custom properties on `:root`, those `used` by the plain CSS. */
export function tokensCss(used: (property: string) => boolean = () => true): string {
  const properties: [string, string][] = [
    ...Object.entries(colors).map(([name, value]): [string, string] => [
      `color-${kebab(name)}`,
      value,
    ]),
    ...translucent.map((name): [string, string] => [
      `color-${kebab(name)}-rgb`,
      channels(colors[name]),
    ]),
    ...Object.entries(space).map(([step, px]): [string, string] => [`space-${step}`, `${px}px`]),
    ['radius', `${radius.base}px`],
    ['radius-large', `${radius.large}px`],
    ['font-family', fontFamily],
    ...Object.entries(shadows).map(([name, value]): [string, string] => [`shadow-${name}`, value]),
  ];
  const lines = properties.filter(([name]) => used(name)).map(([n, v]) => `  --${n}: ${v};\n`);
  return `:root {\n${lines.join('')}}\n`;
}
