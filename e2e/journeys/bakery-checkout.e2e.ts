import { describe } from 'vitest';
import { addDays, expectOk, shopToday } from '@shop/contract';
import { SACK_UNITS, latestOrder, peso, uniqueTag } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
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
      await expectTextIn(form, 'The shop is closed on Sundays. Please choose another date.');
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
        await admin.api.updateShopSettings({ body: { closedWeekdays: [] } }),
        'opening Sundays again',
      );
    }
  });
});
