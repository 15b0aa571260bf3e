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

/** The first message of a chat about an order. */
export const chatDraft = (orderNumber: number): string =>
  `Hi! I am writing about ${orderLabel(orderNumber)}.`;

export function chatLinks(
  settings: { messengerUrl: string | null; viberNumber: string | null },
  orderNumber?: number,
): ChatLink[] {
  const draft = orderNumber === undefined ? undefined : chatDraft(orderNumber);
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
