import type { Locator } from 'playwright-core';
import { describe } from 'vitest';
import { expectOk } from '@shop/contract';
import { latestOrder, peso, placeOrder, uniqueTag } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';
import { fillOutCheckout, pickupTomorrow } from '../support/steps.ts';
import { acknowledge, noticeGoesBy, dialogWith, expectTextIn, rowWith } from '../support/ui.ts';

/** 80 mm of receipt paper in CSS pixels (96 per inch). */
const RECEIPT_WIDTH_PX = Math.round((80 / 25.4) * 96);

/** The order as the cashier's queue shows it: a table row on a laptop, a card on a phone. */
const queued = (cashier: Actor, label: string, phone: boolean): Locator =>
  phone
    ? cashier.page
        .getByRole('list', { name: 'Customer orders' })
        .getByRole('listitem')
        .filter({ hasText: label })
    : rowWith(cashier.page, label);

/** The customer's card of this order in Order History. */
const historyCard = (customer: Actor, label: string): Locator =>
  customer.page.getByRole('article', { name: label, exact: true });

/** Presses a status button, types the note to the customer, confirms, and sees the notice go by. */
async function moveOrder(
  cashier: Actor,
  order: Locator,
  button: string,
  confirmText: string,
  note?: string,
) {
  await order.getByRole('button', { name: button, exact: true }).click();
  const dialog = dialogWith(cashier.page, confirmText);
  await cashier.see(dialog.getByRole('heading', { name: 'Are you sure?', exact: true }));
  if (note !== undefined) {
    await dialog.getByLabel(/Note to the customer|Reason/).fill(note);
  }
  await cashier.screen(`confirm ${button}`, undefined, { once: true });
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await noticeGoesBy(cashier, 'Success!');
}

/** Reloads Order History until the order's card shows every piece. */
async function historyShows(customer: Actor, label: string, ...pieces: string[]) {
  await customer.goto('/user-products/order-history');
  await expectTextIn(historyCard(customer, label), ...pieces);
}

describe('an order from checkout to collection, followed by the customer', () => {
  test.for([
    { device: 'laptop', phone: false },
    { device: 'phone', phone: true },
  ])(
    'on a $device: Order #N, approved with a note, ready, completed, slip printed; a second order cancelled',
    async ({ phone }, { shop }) => {
      const admin = await shop.admin();
      const tag = uniqueTag();
      const product = await shop.product({
        name: `Lifecycle Flour ${tag}`,
        price: 1250,
        stock: 30,
      });

      // A pickup order keeps the shop's address: give the shop one.
      const shopAddress = '123 Rizal Avenue, Sta. Cruz, Manila';
      expectOk(
        await admin.api.updateShopSettings({ body: { address: shopAddress } }),
        "setting the shop's address",
      );
      // The customer checks out through the form and is told the order's number.
      const customer = await shop.actor({ phone });
      const buyer = await customer.login('customer');
      // The same product added twice makes one line of two.
      const line = { productId: product._id, quantity: 1, priceType: 'price' } as const;
      expectOk(await buyer.api.addToCart({ body: line }), 'adding to the cart');
      expectOk(await buyer.api.addToCart({ body: line }), 'adding again');
      await customer.goto('/user-products/cart');
      const customerName = `Aling Rosa ${tag}`;
      const form = await fillOutCheckout(customer, pickupTomorrow(customerName));
      await form.getByRole('button', { name: 'CHECK OUT' }).click();
      // The order exists once the success dialog shows; its number comes from the history.
      await customer.see(
        dialogWith(customer.page, 'Checkout completed successfully!').getByRole('heading', {
          name: 'Checkout completed successfully!',
        }),
      );
      const placed = await latestOrder(buyer.api);
      const label = `Order #${placed.orderNumber}`;
      await acknowledge(
        customer,
        'Checkout completed successfully!',
        `${label} is placed. Follow it, or cancel it while it is pending, in your Order History.`,
      );
      expect(await shop.stockOf(product)).toBe(28);
      await historyShows(customer, label, 'Pending', peso(2500));
      await customer.screen('history: pending order');

      // The cashier, in another browser, works the order from the queue.
      const cashier = await shop.actor({ phone });
      await cashier.login('cashier');
      await cashier.goto('/cashier');
      const order = queued(cashier, label, phone);
      await expectTextIn(order, customerName, '+639171234567', 'Pickup', peso(2500), 'Pending');
      await cashier.screen('queue with the new order', order);
      expect(await order.getByRole('button', { name: 'Mark Ready' }).isDisabled()).toBe(true);
      expect(await order.getByRole('button', { name: 'Complete' }).isDisabled()).toBe(true);
      expect(await order.getByRole('button', { name: /^Clear Customer Info/ }).isDisabled()).toBe(
        true,
      );

      await moveOrder(
        cashier,
        order,
        'Approve',
        'You are about to approved this order.',
        'Ready after 2 PM',
      );
      await expectTextIn(order, 'Approved');
      await historyShows(customer, label, 'Approved', 'Ready after 2 PM');
      await customer.screen('history: approved with the note');

      await moveOrder(cashier, order, 'Mark Ready', 'You are about to mark this order ready.');
      await expectTextIn(order, 'Ready for pickup');
      await historyShows(customer, label, 'Ready for pickup', 'Your order is ready.');
      await customer.screen('history: ready for pickup');

      await moveOrder(cashier, order, 'Complete', 'You are about to mark this order completed.');
      // Completed, it leaves the open orders for the Done tab.
      await expect.poll(() => queued(cashier, label, phone).count()).toBe(0);
      await cashier.page.getByRole('tab', { name: 'Done' }).click();
      const done = queued(cashier, label, phone);
      await expectTextIn(done, 'Completed');
      await historyShows(customer, label, 'Completed', 'Thank you!');
      const timeline = historyCard(customer, label);
      for (const step of ['Pending', 'Approved', 'Ready for pickup', 'Completed']) {
        await customer.see(timeline.getByRole('listitem').filter({ hasText: step }).first());
      }
      await customer.screen('history: completed with its timeline');
      expect(await shop.stockOf(product)).toBe(28);

      // The slip, as an 80 mm receipt printer gets it.
      await cashier.page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await done.getByRole('button', { name: `Print ${label}` }).click();
      expect(
        await cashier.page.evaluate(() => (window as unknown as { printed: number }).printed),
      ).toBe(1);
      const viewport = cashier.page.viewportSize()!;
      await cashier.page.setViewportSize({ width: RECEIPT_WIDTH_PX, height: 900 });
      await cashier.page.emulateMedia({ media: 'print' });
      const slip = cashier.page.getByRole('article', { name: `${label} slip` });
      await expectTextIn(
        slip,
        label,
        customerName,
        '+639171234567',
        'Pickup',
        // A pickup order keeps the shop's address, where it is collected.
        shopAddress,
        product.name,
        'Full Price',
        peso(2500),
        'Completed',
      );
      await cashier.page.screenshot({
        path: shop.screenshotPath('order slip at 80 mm'),
        fullPage: true,
      });
      // On paper the slip is all there is.
      expect(await cashier.page.getByRole('tab', { name: 'Done' }).isVisible()).toBe(false);
      await cashier.page.emulateMedia({ media: 'screen' });
      await cashier.page.setViewportSize(viewport);
      await cashier.page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

      // A second order, cancelled by the customer while pending: its stock comes back.
      const second = await placeOrder(buyer.api, [{ product, priceType: 'price', quantity: 3 }]);
      const secondLabel = `Order #${second.orderNumber}`;
      expect(second.orderNumber).toBeGreaterThan(placed.orderNumber);
      expect(await shop.stockOf(product)).toBe(25);
      await historyShows(customer, secondLabel, 'Pending');
      const card = historyCard(customer, secondLabel);
      await card.getByRole('button', { name: `Cancel ${secondLabel}` }).click();
      const confirmation = dialogWith(customer.page, `You are about to cancel ${secondLabel}.`);
      await customer.see(confirmation.getByRole('heading', { name: 'Are you sure?' }));
      await customer.screen('confirm cancelling an order', undefined, { once: true });
      await confirmation.getByRole('button', { name: 'Yes, cancel it' }).click();
      await acknowledge(customer, 'Success!', 'Order cancelled.');
      await expectTextIn(card, 'Cancelled');
      expect(await card.getByRole('button', { name: `Cancel ${secondLabel}` }).count()).toBe(0);
      await customer.screen('history: cancelled order');
      await expect.poll(() => shop.stockOf(product)).toBe(28);
    },
  );
});
