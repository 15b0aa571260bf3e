import { describe } from 'vitest';
import { addDays, expectOk, shopToday } from '@shop/contract';
import { peso, placeOrder, signIn, uniqueTag } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { seeColumns } from '../support/steps.ts';
import {
  backgroundRgb,
  confirm,
  dialogWith,
  expectTextIn,
  isGreenish,
  isReddish,
  noticeGoesBy,
  rowWith,
} from '../support/ui.ts';

describe('a cashier works the order queue', () => {
  test('sees a new order, its products, approves, declines (stock back), clears the info', async ({
    shop,
  }) => {
    const tag = uniqueTag();
    const product = await shop.product({
      name: `Queue Cake Flour ${tag}`,
      description: `Soft cake flour, 25 kg ${tag}`,
      price: 1480.25,
      halfPrice: 760,
      stock: 20,
    });
    const buyer = await signIn(shop.api, await shop.newAccount('customer'));
    const customerName = `Mang Jose ${tag}`;
    const order = await placeOrder(
      buyer.api,
      [
        { product, priceType: 'price', quantity: 2 },
        { product, priceType: 'halfPrice', quantity: 1 },
      ],
      { name: customerName, phoneNumber: '+639189876543', deliveryMode: 'pickup' },
    );
    const total = 2 * 1480.25 + 760;
    expect(order.totalAmount).toBe(total);
    expect(await shop.stockOf(product)).toBe(17);

    const cashier = await shop.actor();
    await cashier.login('cashier');
    await cashier.goto('/cashier');
    await cashier.see(
      cashier.page.getByRole('heading', { name: 'CASHIER DASHBOARD', exact: true }),
    );
    await seeColumns(cashier, '#', 'CUSTOMER NAME', 'CUSTOMER NUMBER');
    await seeColumns(cashier, 'PRODUCTS', 'PICK UP DATE', 'ACTIONS');
    const row = rowWith(cashier.page, customerName);
    await cashier.screen('cashier dashboard with the order', row);
    await expectTextIn(row, '+639189876543');

    // Order Products: each line's name, description, quantity, price, subtotal, and the Total.
    await row.getByRole('button', { name: /View Products/ }).click();
    const products = dialogWith(cashier.page, 'Order Products');
    await cashier.screen('order products', products);
    const fullLine = products.getByRole('row').filter({ hasText: peso(1480.25) });
    await expectTextIn(fullLine, product.name, product.description, '2', peso(2960.5));
    const halfLine = products.getByRole('row').filter({ hasText: peso(760) });
    await expectTextIn(halfLine, product.name, '1');
    await expectTextIn(products.getByRole('row').filter({ hasText: 'Total' }).last(), peso(total));
    await products.getByRole('button', { name: 'Close' }).click();
    await products.waitFor({ state: 'hidden' });

    // Approve: confirmation, result, green row; Approve is then disabled.
    await row.getByRole('button', { name: 'Approve' }).click();
    await confirm(cashier, 'Are you sure?', 'You are about to approved this order.');
    await noticeGoesBy(cashier, 'Success!');
    await expect.poll(async () => isGreenish(await backgroundRgb(row))).toBe(true);
    expect(await row.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await cashier.screen('approved order');
    expect(await shop.stockOf(product)).toBe(17);

    // Decline: the order leaves the open orders for the Done tab, with a red row and Decline
    // disabled; the stock comes back.
    await row.getByRole('button', { name: 'Decline' }).click();
    await confirm(cashier, 'Are you sure?', 'You are about to declined this order.');
    await noticeGoesBy(cashier, 'Success!');
    await expect.poll(() => rowWith(cashier.page, customerName).count()).toBe(0);
    await cashier.page.getByRole('tab', { name: 'Done' }).click();
    await expect.poll(async () => isReddish(await backgroundRgb(row))).toBe(true);
    expect(await row.getByRole('button', { name: 'Decline' }).isDisabled()).toBe(true);
    await cashier.screen('declined order');
    await expect.poll(() => shop.stockOf(product)).toBe(20);

    // Clear Customer Info: confirmation, result, the row leaves the queue.
    await row.getByRole('button', { name: /Clear Customer Info/ }).click();
    await confirm(cashier, 'Are you sure?', 'This will permanently delete the customer info.');
    await noticeGoesBy(cashier, 'Success');
    await expect.poll(() => rowWith(cashier.page, customerName).count()).toBe(0);
    await cashier.screen('queue after clearing');

    // The customer keeps the order in their history, without the erased details.
    const history = expectOk(await buyer.api.getOrders(), 'order history').orders;
    const kept = history.find((o) => o._id === order._id);
    expect(kept).toMatchObject({ status: 'declined', totalAmount: total });
    expect(kept?.customerInfo.name).toBeNull();
  });

  test("finds an order by number, name or phone, and today's pickups in the Today tab", async ({
    shop,
  }) => {
    const tag = uniqueTag();
    const product = await shop.product({ name: `Queue Search Sugar ${tag}`, stock: 10 });
    const buyer = await signIn(shop.api, await shop.newAccount('customer'));
    const todayName = `Aling Nena ${tag}`;
    const laterName = `Mang Berto ${tag}`;
    const today = await placeOrder(buyer.api, [{ product, priceType: 'price' }], {
      name: todayName,
      phoneNumber: '+639175550142',
      pickupDate: shopToday(),
    });
    await placeOrder(buyer.api, [{ product, priceType: 'price' }], {
      name: laterName,
      phoneNumber: '+639175550199',
      pickupDate: addDays(shopToday(), 2),
    });

    const cashier = await shop.actor();
    await cashier.login('cashier');
    await cashier.goto('/cashier');
    const todayRow = rowWith(cashier.page, todayName);
    const laterRow = rowWith(cashier.page, laterName);
    await cashier.see(todayRow);
    await cashier.see(laterRow);

    // The search box: an order number (with #), then phone digits however typed, then a name.
    const search = cashier.page.getByLabel('Search orders');
    await search.fill(`#${today.orderNumber}`);
    await search.press('Enter');
    await expect.poll(() => laterRow.count()).toBe(0);
    await cashier.see(todayRow);
    await cashier.screen('queue searched by order number', todayRow);
    await search.fill('917 555 0199');
    await search.press('Enter');
    await expect.poll(() => todayRow.count()).toBe(0);
    await cashier.see(laterRow);
    await search.fill(`nena ${tag}`);
    await search.press('Enter');
    await expect.poll(() => laterRow.count()).toBe(0);
    await cashier.see(todayRow);

    // Today: only today's pickups and deliveries, whatever the search was.
    await search.fill('');
    await search.press('Enter');
    await cashier.see(laterRow);
    await cashier.page.getByRole('tab', { name: 'Today' }).click();
    await cashier.see(todayRow);
    await expect.poll(() => laterRow.count()).toBe(0);
    await cashier.screen("today's pickups", todayRow);
  });

  test('an empty queue says No orders to show', async ({ shop }) => {
    // Finish whatever earlier journeys left open (decline it), clear every finished order's
    // info, through the API, then look at both tabs.
    const admin = await shop.admin();
    const open = expectOk(await admin.api.getCustomerQueue(), 'the open orders').customer;
    for (const entry of open) {
      const declined = await admin.api.setOrderStatus({
        params: { id: entry._id },
        body: { status: 'declined' },
      });
      expectOk(declined, `declining order ${entry._id}`);
    }
    const query = { status: 'done' } as const;
    const done = expectOk(await admin.api.getCustomerQueue({ query }), 'the done orders');
    for (const entry of done.customer) {
      const cleared = await admin.api.clearCustomerInfo({ params: { id: entry._id } });
      expectOk(cleared, `clearing order ${entry._id}`);
    }
    const cashier = await shop.actor();
    await cashier.login('cashier');
    await cashier.goto('/cashier');
    await cashier.screen('empty cashier queue', 'No orders to show');
    await cashier.page.getByRole('tab', { name: 'Done' }).click();
    await cashier.screen('empty done tab', 'No orders to show');
  });
});
