import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shop/contract';
import { answerOf, apiClient } from '../lib/api-client.ts';
import { accountQueryOptions } from '../lib/account.ts';
import { prepareLanguage } from './load-language.ts';
import { $chosenLanguage, rememberLanguage } from './language.ts';

/**
 * Switches the screens to a language: its words first (so nothing is drawn half in one,
 * half in the other), then this browser remembers it and, for a signed-in customer, so does the
 * account, which their texts and emails follow. Not saving (offline) changes nothing on screen:
 * the account keeps its language until the next switch.
 */
export async function chooseLanguage(
  language: Language,
  options: { saveToAccount: boolean; queryClient: QueryClient },
): Promise<void> {
  await prepareLanguage(language);
  rememberLanguage(language);
  if (!options.saveToAccount) return;
  try {
    const { account } = await answerOf(
      apiClient.setLanguage({ body: { language } }),
      'Failed to save your language',
    );
    options.queryClient.setQueryData(accountQueryOptions().queryKey, { account });
  } catch {
    // The screens are in the new language already; the account catches up next time.
  }
}

/**
 * After a customer logs in: their account's language, when it has one, is this browser's from
 * now on; an account without one takes the language this browser already shows.
 */
export async function adoptAccountLanguage(
  user: { role: string; language?: Language | null },
  queryClient: QueryClient,
): Promise<void> {
  if (user.role !== 'customer') return;
  if (user.language) return chooseLanguage(user.language, { saveToAccount: false, queryClient });
  if (user.language === null) {
    await chooseLanguage($chosenLanguage.get(), { saveToAccount: true, queryClient });
  }
}
