import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@shop/contract';
import { i18n } from '../i18n/i18n.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { $language } from '../i18n/language.ts';
import { useAuthStore } from '../lib/auth-store.ts';

const words = i18n('language-switch', {
  /** Said to screen readers: what the button does, in the language now shown. */
  label: 'Language',
});

/** Each language named in itself, so a reader of either finds their own. */
const NAMES: Record<Language, { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  fil: { name: 'Filipino', lang: 'fil' },
};

/**
 * English / Filipino (issue 29): the header's button shows the other language, in that
 * language's own words; pressing it redraws every screen and, for a signed-in customer, saves
 * the choice to their account (their texts and emails follow it).
 */
export function LanguageSwitch() {
  const t = useStore(words);
  const language = useStore($language);
  const customer = useAuthStore((s) => s.user?.role === 'customer');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const other: Language = language === 'fil' ? 'en' : 'fil';
  return (
    <button
      type="button"
      className="bar-button"
      lang={NAMES[other].lang}
      aria-describedby="language-switch-label"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void chooseLanguage(other, { saveToAccount: customer, queryClient }).finally(() =>
          setBusy(false),
        );
      }}
    >
      {NAMES[other].name}
      <span id="language-switch-label" hidden>
        {t.label}
      </span>
    </button>
  );
}
