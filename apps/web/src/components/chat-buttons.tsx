import Button from '@mui/material/Button';
import { chatLinks } from '@shop/contract';
import { useShopSettings } from '../lib/shop-settings.ts';

/**
 * "Chat on Messenger" and "Chat on Viber" about one order (issue 29): each opens the chat app
 * with a first message naming the order. Nothing when the shop has set up neither.
 */
export function ChatButtons({ orderNumber }: { orderNumber: number }) {
  const settings = useShopSettings().data?.settings;
  if (!settings) return null;
  return chatLinks(settings, orderNumber).map((chat) => (
    <Button
      key={chat.app}
      size="small"
      variant="outlined"
      href={chat.href}
      rel="noopener"
      aria-label={`Chat on ${chat.app} about Order #${orderNumber}`}
    >
      {`Chat on ${chat.app}`}
    </Button>
  ));
}
