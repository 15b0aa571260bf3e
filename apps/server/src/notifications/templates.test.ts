import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGsmText, smsParts } from './sms-text.ts';
import { orderMessageInput as order } from '../test/messages.ts';
import { orderMessage, passwordResetEmail, type NotifiedStatus } from './templates.ts';

const STATUSES: NotifiedStatus[] = ['approved', 'declined', 'ready', 'completed', 'cancelled'];

describe('text messages', () => {
  it.each([
    [
      'approved',
      'pickup',
      'Sweet Crumbs: Order #1042 is approved. Pickup date: Wed, Nov 26. Total: PHP 1,234.50.',
    ],
    [
      'approved',
      'delivery',
      'Sweet Crumbs: Order #1042 is approved. Delivery date: Wed, Nov 26. Total: PHP 1,234.50.',
    ],
    [
      'ready',
      'pickup',
      'Sweet Crumbs: Order #1042 is ready for pickup. Pickup date: Wed, Nov 26. Total: PHP 1,234.50.',
    ],
    [
      'ready',
      'delivery',
      'Sweet Crumbs: Order #1042 is out for delivery. Delivery date: Wed, Nov 26. Total: PHP 1,234.50.',
    ],
    [
      'completed',
      'pickup',
      'Sweet Crumbs: Thank you! Order #1042 is completed. Pickup date: Wed, Nov 26. Total: PHP 1,234.50.',
    ],
    [
      'declined',
      'pickup',
      'Sweet Crumbs: Order #1042 is declined. Nothing is owed for it. Pickup date: Wed, Nov 26. Total: PHP 1,234.50.',
    ],
    [
      'cancelled',
      'delivery',
      'Sweet Crumbs: Order #1042 is cancelled. Nothing is owed for it. Delivery date: Wed, Nov 26. Total: PHP 1,234.50.',
    ],
  ] as const)('%s (%s)', (status, deliveryMode, sms) => {
    expect(orderMessage(order({ status, deliveryMode })).sms).toBe(sms);
    expect(smsParts(sms)).toBe(1);
  });

  it('declined with the cashier’s note, made plain for GSM', () => {
    const { sms } = orderMessage(
      order({ status: 'declined', note: 'We’re out of ube – sorry!\nTry again on Monday…' }),
    );
    expect(sms).toBe(
      'Sweet Crumbs: Order #1042 is declined. Nothing is owed for it. Pickup date: Wed, Nov 26. ' +
        "Total: PHP 1,234.50. Note: We're out of ube - sorry! Try again on Monday...",
    );
    expect(isGsmText(sms)).toBe(true); // 164 characters: two GSM parts, where UCS-2 would need three
    expect(smsParts(sms)).toBe(2);
  });

  it('writes big totals with separators and centavos', () => {
    expect(orderMessage(order({ totalAmount: 9_999_999_999.99 })).sms).toContain(
      'Total: PHP 9,999,999,999.99.',
    );
    expect(orderMessage(order({ totalAmount: 50 })).sms).toContain('Total: PHP 50.00.');
  });

  it('cuts a 600-character GSM note to fit two parts, ending with "..."', () => {
    const note = 'Please bring your receipt. '.repeat(23).slice(0, 600);
    const { sms } = orderMessage(order({ note }));
    expect(smsParts(sms)).toBe(2);
    expect(sms.length).toBeGreaterThan(280); // the room is used, not thrown away
    expect(sms).toMatch(/Note: Please bring your receipt\. .*\.\.\.$/);
  });

  it('cuts a 600-character non-GSM note to fit two UCS-2 parts', () => {
    for (const note of ['😀'.repeat(600), '谢谢'.repeat(300), `Salamat po 🙏 ${'x'.repeat(590)}`]) {
      const { sms } = orderMessage(order({ status: 'declined', note }));
      expect(smsParts(sms)).toBeLessThanOrEqual(2);
      expect(sms.endsWith('...')).toBe(true);
      expect(sms).toContain('Note: ');
      expect(sms).not.toContain('\ufffd'); // never half an emoji
    }
  });

  it('fits with a long non-GSM shop name and note too', () => {
    const { sms } = orderMessage(
      order({ shopName: '甜面包店'.repeat(20), note: '😀'.repeat(600), deliveryMode: 'delivery' }),
    );
    expect(smsParts(sms)).toBeLessThanOrEqual(2);
    expect(sms).toContain(
      'Order #1042 is approved. Delivery date: Wed, Nov 26. Total: PHP 1,234.50.',
    );
  });

  it('leaves a note that fits as it is', () => {
    const note = 'a'.repeat(150);
    const { sms } = orderMessage(order({ note }));
    expect(sms.endsWith(`Note: ${note}`)).toBe(true);
    expect(smsParts(sms)).toBe(2);
  });

  it('never writes ₱ and always fits two parts, whatever the note', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.constantFrom('pickup' as const, 'delivery' as const),
        fc.option(fc.string({ unit: 'binary', maxLength: 600 }), { nil: null }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
        (status, deliveryMode, note, shopName) => {
          const { sms } = orderMessage(order({ status, deliveryMode, note, shopName }));
          expect(sms).not.toContain('₱');
          expect(smsParts(sms)).toBeLessThanOrEqual(2);
          expect(sms).toContain('Order #1042');
        },
      ),
    );
    for (const status of STATUSES) {
      const { sms } = orderMessage(order({ status, note: '₱50 off next time' }));
      expect(sms).not.toContain('₱');
      expect(sms).toContain('Note: PHP 50 off next time');
    }
  });
});

describe('emails', () => {
  it('approved pickup: subject, plain text and HTML', () => {
    const { email } = orderMessage(order({ note: 'Please bring a bag.' }));
    expect(email.subject).toBe('Sweet Crumbs: Order #1042 is approved');
    expect(email.text).toBe(
      [
        'Hi Maria Santos,',
        '',
        'Your order is approved. Collect it at the shop on November 26, 2025.',
        '',
        'Order #1042',
        'Status: Approved',
        'Pickup date: November 26, 2025',
        'Total: ₱1,234.50',
        'Note from the shop: Please bring a bag.',
        '',
        'Thank you for ordering from Sweet Crumbs.',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<p>Hi Maria Santos,</p>');
    expect(email.html).toContain(
      '<tr><th align="left" valign="top">Total</th><td>₱1,234.50</td></tr>',
    );
    expect(email.html).toContain(
      '<tr><th align="left" valign="top">Note from the shop</th><td>Please bring a bag.</td></tr>',
    );
  });

  it.each([
    [
      'approved',
      'delivery',
      'Sweet Crumbs: Order #1042 is approved',
      'We will deliver it on November 26, 2025.',
    ],
    [
      'ready',
      'pickup',
      'Sweet Crumbs: Order #1042 is ready for pickup',
      'Your order is ready. Collect it at the shop.',
    ],
    [
      'ready',
      'delivery',
      'Sweet Crumbs: Order #1042 is out for delivery',
      'Your order is on its way to you.',
    ],
    [
      'completed',
      'pickup',
      'Sweet Crumbs: Thank you! Order #1042 is completed',
      'We hope to see you again.',
    ],
    ['declined', 'pickup', 'Sweet Crumbs: Order #1042 is declined', 'Nothing is owed for it.'],
    ['cancelled', 'pickup', 'Sweet Crumbs: Order #1042 is cancelled', 'Nothing is owed for it.'],
  ] as const)('%s (%s)', (status, deliveryMode, subject, words) => {
    const { email } = orderMessage(order({ status, deliveryMode }));
    expect(email.subject).toBe(subject);
    for (const part of [email.text, email.html]) {
      expect(part).toContain(words);
      expect(part).toContain('Order #1042');
      expect(part).toContain('₱1,234.50');
      expect(part).toContain('November 26, 2025');
      expect(part).toContain('Sweet Crumbs');
      expect(part).not.toContain('Note from the shop');
    }
  });

  it('greets without a name when there is none', () => {
    expect(orderMessage(order({ customerName: undefined })).email.text).toMatch(/^Hello,\n/);
    expect(orderMessage(order({ customerName: '  ' })).email.html).toContain('<p>Hello,</p>');
  });

  it('escapes every value in the HTML', () => {
    const { email } = orderMessage(
      order({
        shopName: "Tom & Jerry's <Bakery>",
        customerName: '"Ana" <script>alert(1)</script>',
        note: '<img src=x onerror="alert(1)">\nline two & more',
      }),
    );
    expect(email.html).not.toMatch(/<script|<img|<Bakery>/);
    expect(email.html).toContain('Tom &amp; Jerry&#39;s &lt;Bakery&gt;');
    expect(email.html).toContain(
      '<p>Hi &quot;Ana&quot; &lt;script&gt;alert(1)&lt;/script&gt;,</p>',
    );
    expect(email.html).toContain(
      '<td>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<br>line two &amp; more</td>',
    );
    expect(email.html).toContain(
      '<title>Tom &amp; Jerry&#39;s &lt;Bakery&gt;: Order #1042 is approved</title>',
    );
    // The plain-text part is not HTML: it keeps the words as typed.
    expect(email.text).toContain('Hi "Ana" <script>alert(1)</script>,');
  });
});

describe('in Filipino, for a customer who chose it (issue 29)', () => {
  const fil = (overrides: Parameters<typeof order>[0] = {}) =>
    order({ language: 'fil', ...overrides });
  const LINK = 'https://shop.example.ph/t/K7WQ2M9XPD';

  it.each([
    [
      'approved',
      'pickup',
      'Sweet Crumbs: Aprubado na ang Order #1042. Petsa ng pickup: Miy, Nob 26. Total: PHP 1,234.50.',
    ],
    [
      'approved',
      'delivery',
      'Sweet Crumbs: Aprubado na ang Order #1042. Petsa ng delivery: Miy, Nob 26. Total: PHP 1,234.50.',
    ],
    [
      'ready',
      'pickup',
      'Sweet Crumbs: Handa nang kunin ang Order #1042. Petsa ng pickup: Miy, Nob 26. Total: PHP 1,234.50.',
    ],
    [
      'ready',
      'delivery',
      'Sweet Crumbs: Papunta na sa iyo ang Order #1042. Petsa ng delivery: Miy, Nob 26. Total: PHP 1,234.50.',
    ],
    [
      'completed',
      'pickup',
      'Sweet Crumbs: Salamat! Tapos na ang Order #1042. Petsa ng pickup: Miy, Nob 26. Total: PHP 1,234.50.',
    ],
    [
      'declined',
      'pickup',
      'Sweet Crumbs: Tinanggihan ang Order #1042. Wala kang babayaran dito. Petsa ng pickup: Miy, Nob 26. Total: PHP 1,234.50.',
    ],
    [
      'cancelled',
      'delivery',
      'Sweet Crumbs: Kinansela ang Order #1042. Wala kang babayaran dito. Petsa ng delivery: Miy, Nob 26. Total: PHP 1,234.50.',
    ],
  ] as const)('text: %s (%s)', (status, deliveryMode, sms) => {
    expect(orderMessage(fil({ status, deliveryMode })).sms).toBe(sms);
    expect(isGsmText(sms)).toBe(true);
    expect(smsParts(sms)).toBe(1);
  });

  it('null is English: the same text and email as no language at all', () => {
    for (const status of STATUSES) {
      const english = orderMessage(order({ status, note: 'Salamat po', trackingUrl: LINK }));
      expect(
        orderMessage(order({ status, note: 'Salamat po', trackingUrl: LINK, language: null })),
      ).toEqual(english);
      expect(
        orderMessage(order({ status, note: 'Salamat po', trackingUrl: LINK, language: 'en' })),
      ).toEqual(english);
    }
  });

  it('writes the short date as Intl fil-PH does, every weekday and month', () => {
    const intl = new Intl.DateTimeFormat('fil-PH', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= 7; day++) {
        const pickupDate = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const { sms } = orderMessage(fil({ pickupDate }));
        expect(sms).toContain(
          `Petsa ng pickup: ${intl.format(new Date(`${pickupDate}T00:00:00Z`))}.`,
        );
      }
    }
  });

  it('the tracking link goes last and whole; a long note is cut to keep two parts', () => {
    const note =
      'Pasensya na po, naubos ang harina kaya hindi namin ito maaaprubahan ngayon. '.repeat(8);
    for (const status of STATUSES) {
      for (const deliveryMode of ['pickup', 'delivery'] as const) {
        const { sms } = orderMessage(fil({ status, deliveryMode, note, trackingUrl: LINK }));
        expect(sms.endsWith(`... I-track: ${LINK}`)).toBe(true);
        expect(sms).toContain('Note: Pasensya na po, naubos ang harina');
        expect(isGsmText(sms)).toBe(true);
        expect(smsParts(sms)).toBe(2);
        expect(sms.length).toBeGreaterThan(280); // the room is used, not thrown away
      }
    }
    expect(orderMessage(fil({ status: 'declined', note, trackingUrl: LINK })).sms).toBe(
      'Sweet Crumbs: Tinanggihan ang Order #1042. Wala kang babayaran dito. Petsa ng pickup: ' +
        'Miy, Nob 26. Total: PHP 1,234.50. Note: Pasensya na po, naubos ang harina kaya hindi ' +
        `namin ito maaaprubahan ngayon. Pasensya na po, naubos ang harina kaya hindi namin ito... I-track: ${LINK}`,
    );
  });

  it('always fits two parts with the link whole, whatever the note and shop name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.constantFrom('pickup' as const, 'delivery' as const),
        fc.option(fc.string({ unit: 'binary', maxLength: 600 }), { nil: null }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
        (status, deliveryMode, note, shopName) => {
          const { sms } = orderMessage(
            fil({ status, deliveryMode, note, shopName, trackingUrl: LINK }),
          );
          expect(smsParts(sms)).toBeLessThanOrEqual(2);
          expect(sms.endsWith(` I-track: ${LINK}`)).toBe(true);
          expect(sms).toContain('ang Order #1042.');
        },
      ),
    );
  });

  it('email: subject, plain text and HTML', () => {
    const { email } = orderMessage(fil({ note: 'Magdala po ng bag.', trackingUrl: LINK }));
    expect(email.subject).toBe('Sweet Crumbs: Aprubado na ang Order #1042');
    expect(email.text).toBe(
      [
        'Hi Maria Santos,',
        '',
        'Aprubado na ang order mo. Kunin mo ito sa shop sa Nobyembre 26, 2025.',
        '',
        'Order #1042',
        'Status: Aprubado',
        'Petsa ng pickup: Nobyembre 26, 2025',
        'Total: ₱1,234.50',
        'Note mula sa shop: Magdala po ng bag.',
        '',
        `I-track ang order mo: ${LINK}`,
        '',
        'Salamat sa pag-order sa Sweet Crumbs.',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="fil">');
    expect(email.html).toContain('<title>Sweet Crumbs: Aprubado na ang Order #1042</title>');
    expect(email.html).toContain(
      '<tr><th align="left" valign="top">Petsa ng pickup</th><td>Nobyembre 26, 2025</td></tr>',
    );
    expect(email.html).toContain(
      '<tr><th align="left" valign="top">Note mula sa shop</th><td>Magdala po ng bag.</td></tr>',
    );
    expect(email.html).toContain(`<p><a href="${LINK}">I-track ang order mo</a></p>`);
    // English emails keep their <html> as it was.
    expect(orderMessage(order()).email.html).toContain('\n<html>\n');
  });

  it.each([
    [
      'approved',
      'delivery',
      'Sweet Crumbs: Aprubado na ang Order #1042',
      'Aprubado na ang order mo. Ide-deliver namin ito sa Nobyembre 26, 2025.',
      'Salamat sa pag-order sa Sweet Crumbs.',
    ],
    [
      'ready',
      'pickup',
      'Sweet Crumbs: Handa nang kunin ang Order #1042',
      'Handa na ang order mo. Kunin mo na sa shop.',
      'Salamat sa pag-order sa Sweet Crumbs.',
    ],
    [
      'ready',
      'delivery',
      'Sweet Crumbs: Papunta na sa iyo ang Order #1042',
      'Papunta na sa iyo ang order mo.',
      'Salamat sa pag-order sa Sweet Crumbs.',
    ],
    [
      'completed',
      'pickup',
      'Sweet Crumbs: Salamat! Tapos na ang Order #1042',
      'Salamat! Tapos na ang order na ito.',
      'Salamat sa pag-order sa Sweet Crumbs. Sana bumalik ka ulit!',
    ],
    [
      'declined',
      'pickup',
      'Sweet Crumbs: Tinanggihan ang Order #1042',
      'Tinanggihan ng shop ang order na ito. Wala kang babayaran dito.',
      'Salamat sa pag-order sa Sweet Crumbs.',
    ],
    [
      'cancelled',
      'pickup',
      'Sweet Crumbs: Kinansela ang Order #1042',
      'Kinansela mo ang order na ito. Wala kang babayaran dito.',
      'Salamat sa pag-order sa Sweet Crumbs.',
    ],
  ] as const)('email: %s (%s)', (status, deliveryMode, subject, nextStep, closing) => {
    const { email } = orderMessage(fil({ status, deliveryMode }));
    expect(email.subject).toBe(subject);
    for (const part of [email.text, email.html]) {
      expect(part).toContain(nextStep);
      expect(part).toContain(closing);
      expect(part).toContain('Nobyembre 26, 2025');
      expect(part).not.toMatch(/Note mula sa shop|I-track|Thank you|Hello/);
    }
  });

  it('email: greets without a name when there is none', () => {
    expect(orderMessage(fil({ customerName: undefined })).email.text).toMatch(/^Magandang araw,\n/);
  });

  it('the password reset email', () => {
    const link = 'https://shop.example.ph/reset-password?token=abc';
    const email = passwordResetEmail({
      shopName: 'Sweet Crumbs',
      customerName: 'Rosa <b>Reyes</b>',
      link,
      minutes: 30,
      language: 'fil',
    });
    expect(email.subject).toBe('Sweet Crumbs: mag-set ng bagong password');
    expect(email.text).toBe(
      [
        'Hi Rosa <b>Reyes</b>,',
        '',
        'May humiling na mag-set ng bagong password para sa Sweet Crumbs account mo (sana ikaw iyon).',
        'Buksan ang link na ito para mag-set. Isang beses lang ito gagana, sa loob ng 30 minuto:',
        link,
        '',
        'Kung hindi ikaw ang humiling, huwag mo nang pansinin ang email na ito: hindi magbabago ang password mo.',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="fil">');
    expect(email.html).toContain('<p>Hi Rosa &lt;b&gt;Reyes&lt;/b&gt;,</p>');
    expect(email.html).toContain(`<p><a href="${link}">${link}</a></p>`);
    const english = passwordResetEmail({
      shopName: 'Sweet Crumbs',
      customerName: '',
      link,
      minutes: 30,
    });
    expect(
      passwordResetEmail({
        shopName: 'Sweet Crumbs',
        customerName: '',
        link,
        minutes: 30,
        language: null,
      }),
    ).toEqual(english);
    expect(english.subject).toBe('Sweet Crumbs: set a new password');
    expect(english.text).toMatch(/^Hello,\n/);
  });
});
