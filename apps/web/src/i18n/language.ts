import { atom, computed } from 'nanostores';
import { LANGUAGES, type Language } from '@shop/contract';
import { useAuthStore } from '../lib/auth-store.ts';

/**
 * Which language the screens speak (issue 29, docs/decisions/0087): the visitor's choice on this
 * browser, first taken from the browser's own languages; a signed-in customer's account then
 * carries it to their other devices (language-sync.tsx). Staff screens stay English.
 */

const STORAGE_KEY = 'shop-language';

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: the browser's language then
  }
}

/**
 * The first of the browser's languages the shop speaks: Filipino for fil or tl (Tagalog, which an
 * Android phone set to Filipino may report), English for en; English when neither is listed.
 */
export function browserLanguage(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fil' || base === 'tl') return 'fil';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** The visitor's language: remembered on this browser, else the browser's first one. */
export const $chosenLanguage = atom<Language>(storedLanguage() ?? browserLanguage());

const isStaff = () => {
  const role = useAuthStore.getState().user?.role;
  return role === 'cashier' || role === 'admin';
};

/** True while a cashier or the owner is signed in on this browser. */
const $staff = atom(isStaff());
useAuthStore.subscribe(() => $staff.set(isStaff()));

/** The language the screens are drawn in now. */
export const $language = computed([$chosenLanguage, $staff], (chosen, staff): Language =>
  staff ? 'en' : chosen,
);

/** Remembers the visitor's choice on this browser and redraws every screen in it. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts until the page is closed.
  }
  $chosenLanguage.set(language);
}
