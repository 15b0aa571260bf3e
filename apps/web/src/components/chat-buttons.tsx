import Button from '@mui/material/Button';
import { useStore } from '@nanostores/react';
import { chatLinks, orderLabel } from '@shop/contract';
import { i18n, params } from '../i18n/i18n.ts';
import { $language } from '../i18n/language.ts';
import { useShopSettings } from '../lib/shop-settings.ts';

const words = i18n('orders/chat-buttons', {
  chatOn: params('Chat on {app}'),
  chatAbout: params('Chat on {app} about {order}'),
});

/**
 * "Chat on Messenger" and "Chat on Viber" about one order (issue 29): each opens the chat app
 * with a first message naming the order. Nothing when the shop has set up neither.
 */
export function ChatButtons({ orderNumber }: { orderNumber: number }) {
  const t = useStore(words);
  const language = useStore($language);
  const settings = useShopSettings().data?.settings;
  if (!settings) return null;
  // The chat's first message in the customer's language too: they send it as their own.
  return chatLinks(settings, orderNumber, language).map((chat) => (
    <Button
      key={chat.app}
      size="small"
      variant="outlined"
      href={chat.href}
      rel="noopener"
      aria-label={t.chatAbout({ app: chat.app, order: orderLabel(orderNumber) })}
    >
      {t.chatOn({ app: chat.app })}
    </Button>
  ));
}
