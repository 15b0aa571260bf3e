import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareLanguage } from './i18n/load-language.ts';
import { $language } from './i18n/language.ts';

const root = document.getElementById('root');
if (root) {
  // The page's language is said to the browser (screen readers, spelling); a Filipino reader's
  // words arrive before the first drawing, so nothing shows in English first.
  $language.subscribe((language) => {
    document.documentElement.lang = language;
  });
  void prepareLanguage($language.get())
    .catch(() => undefined) // no words: the screens are drawn in English rather than not at all
    .then(() =>
      // The first render is a transition: React renders it in short slices, so a phone's main
      // thread is never blocked for long while the app starts.
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      ),
    );
}
