import { describe } from 'vitest';
import { PAYMENT_QR_ALT, addDays, expectOk, shopToday } from '@shop/contract';
import { SACK_UNITS, latestOrder, peso, uniqueTag } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';
import { availItem, fillOutCheckout } from '../support/steps.ts';
import {
  acknowledge,
  noticeGoesBy,
  confirm,
  expectTextIn,
  openCardDetails,
  productCard,
} from '../support/ui.ts';

/** The first Sunday from this date on (YYYY-MM-DD). */
function sundayFrom(date: string): string {
  let day = date;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
  return day;
}

/** A black and white QR-like checkerboard, drawn as a PNG by the browser. */
async function checkerPng(actor: Actor): Promise<Buffer> {
  const base64 = await actor.page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.fillStyle = '#000';
    for (let x = 0; x < 20; x++)
      for (let y = 0; y < 20; y++)
        if ((x * 7 + y * 3) % 5 < 2) context.fillRect(x * 20, y * 20, 20, 20);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

describe("a bakery's order at phone size", () => {
  test('ten sacks with +, delivery to an area with a ₱50 fee, an open date, GCash; the cashier marks it paid', async ({
    shop,
  }) => {
    const admin = await shop.admin();
    const tag = uniqueTag();
    const sack = { ...SACK_UNITS, price: 1280, halfPrice: 650, stock: 40 };
    const product = await shop.product({ name: `Sack Bread Flour ${tag}`, ...sack });
    const area = expectOk(
      await admin.api.createDeliveryZone({ body: { name: `Outside Poblacion ${tag}`, fee: 50 } }),
      'adding a delivery area',
    ).zone;
    expectOk(
      await admin.api.updateShopSettings({
        body: {
          closedWeekdays: [0],
          gcashNumber: '0917 123 4567',
          gcashName: 'Bakery Supply Shop',
        },
      }),
      'closing Sundays',
    );
    try {
      // The owner, on a phone, uploads the shop's GCash QR code in Settings (issue 27).
      const owner = await shop.actor({ phone: true });
      await owner.login('admin');
      await owner.goto('/admin-settings');
      const qrGroup = owner.page
        .getByRole('region', { name: 'GCash' })
        .getByRole('group', { name: 'Payment QR code' });
      await qrGroup.getByRole('button', { name: /^(Upload|Replace) QR code$/ }).waitFor();
      await qrGroup.getByLabel('QR code picture file').setInputFiles({
        name: 'gcash-qr.png',
        mimeType: 'image/png',
        buffer: await checkerPng(owner),
      });
      await owner.see(owner.page.getByText('Payment QR code saved', { exact: true }));
      const ownerQr = qrGroup.getByRole('img', { name: PAYMENT_QR_ALT });
      await owner.see(ownerQr);
      await owner.screen('settings with the payment QR code', qrGroup);
      const qrImage = expectOk(await admin.api.getShopSettings(), 'settings').settings
        .paymentQrImage;
      expect(qrImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

      // One product in the cart from its card, at the full price per sack.
      const customer = await shop.actor({ phone: true });
      const buyer = await customer.login('customer');
      await customer.goto('/user-products/category/flour');
      const card = productCard(customer.page, product.name);
      // The compact card shows the full price per unit; its labelled tiers open under Details.
      await expectTextIn(card, `${peso(1280)} per sack (25 kg)`, 'Products Left: 40');
      await openCardDetails(card);
      await expectTextIn(
        card,
        `Price: ${peso(1280)} per sack (25 kg)`,
        `Half Price: ${peso(650)} per half sack`,
      );
      await availItem(customer, card, 'Full Price');

      // Ten sacks with nine taps on +.
      await customer.goto('/user-products/cart');
      const lineName = `${product.name}, Full Price`;
      const plus = customer.page.getByRole('button', { name: `Increase quantity of ${lineName}` });
      for (let i = 0; i < 9; i++) await plus.click();
      const quantity = customer.page.getByRole('spinbutton', { name: `Quantity of ${lineName}` });
      await expect.poll(() => quantity.inputValue()).toBe('10');
      await expect
        .poll(async () => expectOk(await buyer.api.getCart(), 'cart').items[0]?.quantity)
        .toBe(10);
      await customer.see(customer.page.getByRole('link', { name: 'Cart, 10 items' }));
      await customer.screen('cart with ten sacks');

      // Delivery to the area, on an open date, paid by GCash.
      const form = await fillOutCheckout(customer, {
        mode: 'Delivery',
        name: `Aling Nena ${tag}`,
        phone: '+639171234567',
        address: '45 Mabini Street, Malolos, Bulacan',
      });
      await form
        .getByLabel(/^Delivery Area/)
        .selectOption({ label: `Outside Poblacion ${tag} — ${peso(50)}` });
      await expectTextIn(form, `Delivery fee: ${peso(50)}`);

      // A Sunday is closed: typed, it is refused and CHECK OUT waits; it is never offered.
      const date = form.getByLabel(/^Delivery Date/);
      const sunday = sundayFrom(addDays(shopToday(), 1));
      await date.fill(sunday);
      const sundayWords = new Date(`${sunday}T00:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      const year = sunday.slice(0, 4) === shopToday().slice(0, 4) ? '' : `, ${sunday.slice(0, 4)}`;
      await expectTextIn(
        form,
        `We are closed on ${sundayWords}${year}. Please choose another date.`,
      );
      expect(await form.getByRole('button', { name: 'CHECK OUT' }).isDisabled()).toBe(true);
      const offered = form.getByRole('group', { name: 'Open dates' }).getByRole('button');
      await offered.first().waitFor();
      const labels = await offered.allInnerTexts();
      expect(
        labels.some((l) => l.startsWith('Sun')),
        labels.join(' | '),
      ).toBe(false);
      await offered.first().click();
      const chosen = await date.inputValue();
      expect(new Date(`${chosen}T00:00:00Z`).getUTCDay()).not.toBe(0);

      await form.getByRole('radio', { name: 'GCash' }).check();
      await expectTextIn(form, '0917 123 4567');
      // The shop's QR code with the total to pay, the area's fee included; the picture loads.
      const details = form.getByRole('group', { name: 'GCash details' });
      const qr = details.getByRole('img', { name: PAYMENT_QR_ALT });
      await customer.see(qr);
      await expect
        .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expectTextIn(details, `Amount to pay: ${peso(12850)}`);
      await customer.screen('GCash checkout with the QR code', details);
      await form.getByLabel(/^GCash reference number/).fill('1234567890123');
      const summary = form.getByRole('region', { name: /Order summary/ });
      await expectTextIn(summary, peso(12800), peso(50), peso(12850));
      await customer.screen('checkout summary with the fee', form);
      await form.getByRole('button', { name: 'CHECK OUT' }).click();
      await acknowledge(customer, 'Checkout completed successfully!');

      const order = await latestOrder(buyer.api);
      expect(order).toMatchObject({
        subtotal: 12800,
        deliveryFee: 50,
        totalAmount: 12850,
        deliveryZone: area.name,
        paymentMethod: 'gcash',
        gcashReference: '1234567890123',
        paid: false,
      });
      expect(order.customerInfo.pickupDate).toBe(chosen);
      expect(await shop.stockOf(product)).toBe(30);

      // The cashier, on a phone too, sees the fee, the method and the reference, and marks it paid.
      const cashier = await shop.actor({ phone: true });
      await cashier.login('cashier');
      await cashier.goto('/cashier');
      const entry = cashier.page
        .getByRole('list', { name: 'Customer orders' })
        .getByRole('listitem')
        .filter({ hasText: `Order #${order.orderNumber}` });
      await expectTextIn(
        entry,
        area.name,
        peso(50),
        peso(12850),
        'GCash',
        '1234567890123',
        'Unpaid',
      );
      await cashier.screen('queue card with fee and GCash', entry);
      await entry.getByRole('button', { name: /^Mark Paid/ }).click();
      await confirm(cashier, 'Are you sure?', 'You are about to mark this order paid.');
      await noticeGoesBy(cashier, 'Success!', 'Order marked paid.');
      await expectTextIn(entry, 'Paid');
      await cashier.screen('order marked paid', entry);
      expect((await latestOrder(buyer.api)).paid).toBe(true);
    } finally {
      // Later journeys check out without an area and on any day.
      expectOk(
        await admin.api.updateDeliveryZone({ params: { id: area._id }, body: { active: false } }),
        'retiring the area',
      );
      expectOk(
        await admin.api.updateShopSettings({ body: { closedWeekdays: [], paymentQrImage: null } }),
        'opening Sundays again, without the QR code',
      );
    }
  });
});
