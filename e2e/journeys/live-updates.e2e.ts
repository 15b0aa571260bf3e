import type { Locator } from 'playwright-core';
import { describe } from 'vitest';
import { MESSAGING_TEXTS, expectOk } from '@shop/contract';
import { latestOrder, peso, placeOrder, uniqueTag } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';
import { fillOutCheckout, pickupTomorrow } from '../support/steps.ts';
import { acknowledge, noticeGoesBy, dialogWith, expectTextIn, rowWith } from '../support/ui.ts';

/**
 * Well inside the 10 s the queue polls at while the stream is down, and nowhere near the 60 s
 * it polls at while the stream is open, and Order History does not poll at all while it is:
 * what shows up within this time came over the live stream.
 */
const LIVE_WITHIN_MS = 5_000;

const LIVE_TEXT = 'Live: new orders and changes show up here as they happen.';

/**
 * The pending orders the tab's title counts: "(3) Cashier Dashboard · Bakery Supply Shop" is 3,
 * no count is 0.
 */
async function titleCount(actor: Actor): Promise<number> {
  const match = /^\((\d+)\) /.exec(await actor.page.title());
  return match ? Number(match[1]) : 0;
}

/** Marks the page's document: the mark is gone if the page has been reloaded since. */
const markDocument = (actor: Actor) =>
  actor.page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const stillSameDocument = (actor: Actor) =>
  actor.page.evaluate(() => Boolean((window as unknown as { notReloaded?: boolean }).notReloaded));

/** Waits (at most LIVE_WITHIN_MS) for the locator to show up; how long since `since`. */
async function timeUntilVisible(locator: Locator, since: number): Promise<number> {
  await locator.waitFor({ state: 'visible', timeout: LIVE_WITHIN_MS });
  return Date.now() - since;
}

/** Waits (at most LIVE_WITHIN_MS) for the locator's text to contain `text`; how long since. */
async function timeUntilText(locator: Locator, text: string, since: number): Promise<number> {
  await expect
    .poll(async () => (await locator.innerText()).replace(/\s+/g, ' '), {
      timeout: LIVE_WITHIN_MS,
      interval: 100,
      message: `expected "${text}" within ${LIVE_WITHIN_MS} ms`,
    })
    .toContain(text);
  return Date.now() - since;
}

const chimeNotes = (actor: Actor) =>
  actor.page.evaluate(() => (window as unknown as { chimeNotes: number }).chimeNotes);

describe('screens that update themselves', () => {
  test("a new order shows in the cashier's open queue, and Approved in the customer's open history, without a reload", async ({
    shop,
  }) => {
    const tag = uniqueTag();
    // Cooking oil, a category no other journey browses: a product more in theirs could push the
    // one they look for below a phone's first screen (cards there skip rendering off screen).
    const product = await shop.product({
      name: `Live Cooking Oil ${tag}`,
      category: 'oil',
      price: 1250,
    });

    // The cashier has the queue open on the counter's laptop. Each oscillator started counts:
    // the new-order chime is two notes.
    const cashier = await shop.actor();
    await cashier.page.addInitScript(() => {
      const counted = window as unknown as { chimeNotes: number };
      counted.chimeNotes = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        counted.chimeNotes += 1;
        return start.apply(this, args);
      };
    });
    await cashier.login('cashier');
    await cashier.goto('/cashier');
    await cashier.see(
      cashier.page.getByRole('heading', { name: 'CASHIER DASHBOARD', exact: true }),
    );
    await cashier.see(LIVE_TEXT);
    // A click lets the page make sound (browsers allow audio only after a gesture).
    await cashier.page.getByRole('tab', { name: 'Open' }).click();
    const waitingBefore = await titleCount(cashier);
    await markDocument(cashier);

    // A customer, in another browser, checks out on their phone.
    const customer = await shop.actor({ phone: true });
    const buyer = await customer.login('customer');
    expectOk(
      await buyer.api.addToCart({
        body: { productId: product._id, quantity: 2, priceType: 'price' },
      }),
      'adding to the cart',
    );
    await customer.goto('/user-products/cart');
    const customerName = `Aling Nena ${tag}`;
    const form = await fillOutCheckout(customer, pickupTomorrow(customerName));
    const checkedOutAt = Date.now();
    await form.getByRole('button', { name: 'CHECK OUT' }).click();

    // The order appears in the cashier's queue by itself.
    const row = rowWith(cashier.page, customerName);
    const queueMs = await timeUntilVisible(row, checkedOutAt);
    console.log(`[live] the new order showed in the queue ${queueMs} ms after CHECK OUT`);
    await expect.poll(() => titleCount(cashier)).toBe(waitingBefore + 1);
    const { shopName } = expectOk(await shop.api.getShopSettings(), 'shop settings').settings;
    expect(await cashier.page.title()).toBe(
      `(${waitingBefore + 1}) Cashier Dashboard · ${shopName}`,
    );
    await expect.poll(() => chimeNotes(cashier)).toBe(2);
    expect(await stillSameDocument(cashier), 'the queue was not reloaded').toBe(true);
    await expectTextIn(row, 'Pending', peso(2500));
    await cashier.screen('queue: the new order arrived live', row);

    // The customer keeps Order History open.
    const label = `Order #${(await latestOrder(buyer.api)).orderNumber}`;
    await acknowledge(customer, 'Checkout completed successfully!');
    // Its stream is open before the cashier acts (the page itself shows no sign of it).
    const streamOpen = customer.page.waitForResponse(
      (response) => response.request().resourceType() === 'eventsource' && response.ok(),
    );
    await customer.goto('/user-products/order-history');
    const card = customer.page.getByRole('article', { name: label, exact: true });
    await expectTextIn(card, 'Pending');
    await streamOpen;
    await markDocument(customer);

    // The cashier approves with a note.
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirmation = dialogWith(cashier.page, 'You are about to approved this order.');
    await confirmation.getByLabel(/Note to the customer/).fill('Ready after 2 PM');
    const approvedAt = Date.now();
    await confirmation.getByRole('button', { name: 'Yes', exact: true }).click();
    // Approved, with the note, on the page left open: timed from Yes, while the Success! notice
    // goes by.
    const historyUpdated = timeUntilText(card, 'Ready after 2 PM', approvedAt);
    await noticeGoesBy(cashier, 'Success!');
    const historyMs = await historyUpdated;
    console.log(`[live] Approved showed in Order History ${historyMs} ms after Yes`);
    await expect.poll(() => titleCount(cashier)).toBe(waitingBefore);
    await expectTextIn(card, 'Status: Approved', 'Your order is approved.');
    await customer.see(card.getByRole('listitem').filter({ hasText: 'Approved' }).first());
    expect(await stillSameDocument(customer), 'Order History was not reloaded').toBe(true);
    await customer.screen('history: approved live');
  });

  test("the admin's Notifications page, on a phone: a text sent, email not set up, none failed", async ({
    shop,
  }) => {
    const phone = '+639175550101';
    const product = await shop.product({ name: `Texted Flour ${uniqueTag()}` });
    const buyer = await (await shop.actor()).login('customer');
    const order = await placeOrder(buyer.api, [{ product, priceType: 'price' }], {
      phoneNumber: phone,
    });
    const label = `Order #${order.orderNumber}`;
    const owner = await shop.admin();
    expectOk(
      await owner.api.setOrderStatus({ params: { id: order._id }, body: { status: 'approved' } }),
      'approving',
    );
    await expect
      .poll(async () => (await shop.texts(phone)).some((text) => text.includes(label)))
      .toBe(true);
    // The gateway's answer is written down after it arrives: wait for the outbox to say so.
    await expect
      .poll(async () =>
        expectOk(
          await owner.api.listNotifications({ query: { status: 'sent' } }),
          'the sent messages',
        ).notifications.some((n) => n.orderNumber === order.orderNumber),
      )
      .toBe(true);

    const admin = await shop.actor({ phone: true });
    await admin.login('admin');
    await admin.goto('/admin-dashboard');
    await admin.page.getByRole('button', { name: 'Open menu' }).click();
    await admin.page.getByRole('link', { name: 'Notifications' }).click();
    await admin.expectPath('/admin-notifications');
    await admin.see(admin.page.getByRole('heading', { name: 'Notifications', exact: true }));
    // The journeys' shop texts through the SMS gateway's stand-in and has no SMTP_URL.
    await admin.see(MESSAGING_TEXTS.emailOff);
    const card = admin.page.getByRole('listitem').filter({ hasText: label });
    await expectTextIn(card, 'Text message', 'Sent', 'Approved');
    await admin.screen('notifications: a text sent');

    await admin.page.getByRole('tab', { name: 'Failed' }).click();
    await admin.see('No failed messages.');
    expect(new URL(admin.page.url()).search).toBe('?status=failed');
    await admin.screen('notifications: no failed ones');
  });
});
