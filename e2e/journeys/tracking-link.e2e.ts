import { describe } from 'vitest';
import { expectOk } from '@shop/contract';
import { placeOrder } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectTextIn } from '../support/ui.ts';

// Issue 29 at phone size: every order has a public tracking page. The customer opens it from
// Order History; anyone given the link (not signed in) sees how the order stands and how to
// reach the shop, never who ordered; once the cashier clears the customer info it stops working.

describe("an order's tracking link", () => {
  test('on a phone: opened from the history, shared with a visitor, ended by Clear Customer Info', async ({
    shop,
  }) => {
    const admin = await shop.admin();
    expectOk(
      await admin.api.updateShopSettings({
        body: { messengerUrl: 'https://m.me/bakerysupplyshop', hours: 'Mon to Sat, 7 AM to 5 PM' },
      }),
      'the chat link and hours',
    );
    const product = await shop.product({ name: `Tracked Flour ${Date.now().toString(36)}` });
    const customer = await shop.actor({ phone: true });
    const buyer = await customer.login('customer');
    const name = `Aling Tess ${Date.now().toString(36)}`;
    const order = await placeOrder(buyer.api, [{ product, priceType: 'price' }], { name });
    const label = `Order #${order.orderNumber}`;
    expectOk(
      await admin.api.setOrderStatus({
        params: { id: order._id },
        body: { status: 'approved', note: 'Ready after 2 PM' },
      }),
      'approving with a note',
    );

    // From the history to the page.
    await customer.goto('/user-products/order-history');
    const card = customer.page.getByRole('article', { name: label, exact: true });
    await card.getByRole('link', { name: `Tracking page of ${label}` }).click();
    await customer.page.waitForURL((url) => url.pathname.startsWith('/t/'));
    const path = new URL(customer.page.url()).pathname;
    const page = customer.page.locator('main');
    await customer.see(customer.page.getByRole('heading', { level: 1, name: label }));
    await expectTextIn(page, 'Status: Approved', 'Note from the shop: Ready after 2 PM');
    await customer.screen('tracking page');

    // A visitor with the link: the same page, the shop's hours and chat, no name.
    const visitor = await shop.actor({ phone: true });
    await visitor.goto(path);
    const visitorPage = visitor.page.locator('main');
    await visitor.see(visitor.page.getByRole('heading', { level: 1, name: label }));
    await expectTextIn(visitorPage, 'Status: Approved', 'Hours: Mon to Sat, 7 AM to 5 PM');
    expect(
      await visitor.page.getByRole('link', { name: 'Chat on Messenger' }).getAttribute('href'),
    ).toBe(
      `https://m.me/bakerysupplyshop?text=Hi%21+I+am+writing+about+Order+%23${order.orderNumber}.`,
    );
    expect(await visitor.page.locator('body').textContent()).not.toContain(name);

    // Declined and cleared: the link stops working.
    expectOk(
      await admin.api.setOrderStatus({ params: { id: order._id }, body: { status: 'declined' } }),
      'declining',
    );
    expectOk(
      await admin.api.clearCustomerInfo({ params: { id: order._id } }),
      'clearing the customer info',
    );
    visitor.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
    await visitor.page.reload();
    await expectTextIn(
      visitorPage,
      'This tracking link does not work. It may be mistyped, or the order was cleared.',
    );
    await visitor.screen('tracking link after clearing');
  });
});
