import { describe, expect, it } from 'vitest';
import { chatLinks } from './chat-links.ts';
import { philippineMobileE164 } from './phone.ts';

describe('chat links', () => {
  const settings = { messengerUrl: 'https://m.me/sweetcrumbs', viberNumber: '0917 123 4567' };

  it('open a Messenger and a Viber chat whose first message names the order', () => {
    expect(chatLinks(settings, 1042)).toEqual([
      {
        app: 'Messenger',
        href: 'https://m.me/sweetcrumbs?text=Hi%21+I+am+writing+about+Order+%231042.',
      },
      {
        app: 'Viber',
        href: 'viber://chat?number=%2B639171234567&draft=Hi%21+I+am+writing+about+Order+%231042.',
      },
    ]);
  });

  it('write the first message in Filipino for a customer reading Filipino', () => {
    expect(chatLinks(settings, 1042, 'fil')).toEqual([
      {
        app: 'Messenger',
        href: 'https://m.me/sweetcrumbs?text=Hi+po%21+Tungkol+po+ito+sa+Order+%231042.',
      },
      {
        app: 'Viber',
        href: 'viber://chat?number=%2B639171234567&draft=Hi+po%21+Tungkol+po+ito+sa+Order+%231042.',
      },
    ]);
  });

  it('open a plain chat without an order, and none for what is not set', () => {
    expect(chatLinks(settings).map((l) => l.href)).toEqual([
      'https://m.me/sweetcrumbs',
      'viber://chat?number=%2B639171234567',
    ]);
    expect(chatLinks({ messengerUrl: null, viberNumber: null }, 1)).toEqual([]);
    // A landline has no Viber.
    expect(chatLinks({ messengerUrl: null, viberNumber: '(02) 8123 4567' }, 1)).toEqual([]);
  });

  it('write mobile numbers in E.164 however they were typed', () => {
    for (const typed of ['09171234567', '+63 917 123 4567', '63-917-123-4567', '(0917) 123.4567']) {
      expect(philippineMobileE164(typed), typed).toBe('+639171234567');
    }
    expect(philippineMobileE164('0917-555-12')).toBeUndefined();
  });
});
