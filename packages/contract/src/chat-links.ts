import type { Language } from './constants.ts';
import { orderLabel } from './order-texts.ts';
import { philippineMobileE164 } from './phone.ts';

/**
 * Chats with the shop (issue 29): its Messenger address and Viber number, from the settings.
 * A link about an order opens the chat with a first message that names the order, so the shop
 * knows at once what the customer writes about.
 */
export interface ChatLink {
  app: 'Messenger' | 'Viber';
  href: string;
}

/**
 * The first message of a chat about an order, in the customer's language: they send it as their
 * own words (issue 29), and the shop reads either.
 */
export const chatDraft = (orderNumber: number, language: Language = 'en'): string =>
  language === 'fil'
    ? `Hi po! Tungkol po ito sa ${orderLabel(orderNumber)}.`
    : `Hi! I am writing about ${orderLabel(orderNumber)}.`;

export function chatLinks(
  settings: { messengerUrl: string | null; viberNumber: string | null },
  orderNumber?: number,
  language: Language = 'en',
): ChatLink[] {
  const draft = orderNumber === undefined ? undefined : chatDraft(orderNumber, language);
  const links: ChatLink[] = [];
  if (settings.messengerUrl) {
    const url = new URL(settings.messengerUrl);
    if (draft) url.searchParams.set('text', draft);
    links.push({ app: 'Messenger', href: url.toString() });
  }
  const viber = settings.viberNumber && philippineMobileE164(settings.viberNumber);
  if (viber) {
    const query = new URLSearchParams({ number: viber });
    if (draft) query.set('draft', draft);
    links.push({ app: 'Viber', href: `viber://chat?${query.toString()}` });
  }
  return links;
}
