import { i18n } from './i18n.ts';

interface Template {
  pattern: RegExp;
  names: string[];
  component: string;
  key: string;
}

/** Every set of messages, as defineMessages registered it. */
const registry: { component: string; base: Record<string, string> }[] = [];
let exact = new Map<string, { component: string; key: string }>();
let templates: Template[] = [];
let indexed = -1;

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Registers English messages that reach the screens as plain text (the name becomes the
 * catalogue's `messages/{name}`), and answers them for the code to use as they are: they turn
 * Filipino where they are shown, through localizeMessage. A {placeholder} stands for any words
 * (a number, a name, a date).
 */
export function defineMessages<Base extends Record<string, string>>(
  name: string,
  base: Base,
): Base {
  const component = `messages/${name}`;
  i18n(component, base);
  registry.push({ component, base });
  return base;
}

/** The registered messages by their words and, with {placeholders}, as patterns. */
export function messageIndex() {
  if (indexed === registry.length) return { exact, templates };
  exact = new Map();
  templates = [];
  indexed = registry.length;
  for (const { component, base } of registry) {
    for (const [key, text] of Object.entries(base)) {
      if (!text.includes('{')) {
        exact.set(text, { component, key });
        continue;
      }
      const names: string[] = [];
      // escape() leaves braces alone: each {name} becomes a group.
      const source = escape(text).replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, component, key });
    }
  }
  return { exact, templates };
}
