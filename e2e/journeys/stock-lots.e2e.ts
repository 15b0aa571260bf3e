import { describe } from 'vitest';
import { addDays, expectOk, formatCalendarDate, shopToday } from '@shop/contract';
import { peso, uniqueTag } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { availItem, fillOutCheckout, pickupTomorrow } from '../support/steps.ts';
import {
  acknowledge,
  dialogWith,
  expectTextIn,
  openCardDetails,
  productCard,
} from '../support/ui.ts';

// Issue 26 at phone size: stock held in lots with their own expiry, sold first-expired-first-out
// in pack sizes (a sack is 25 kg, a kilo 1 kg), and an expired lot written off at its cost.

describe('stock in lots, at phone size', () => {
  test('the owner receives a second lot; a customer gets the older lot first; an expired lot is written off', async ({
    shop,
  }) => {
    const tag = uniqueTag();
    const today = shopToday();
    const olderExpiry = addDays(today, 120);
    const newerExpiry = addDays(today, 300);
    const { api: adminApi } = await shop.admin();

    // 4 sacks of 25 kg on the shelf, expiring in 120 days: one lot of 100 kg.
    const flour = await shop.product({
      name: `Lot Flour ${tag}`,
      category: 'flour',
      price: 1250,
      retailPrice: 55,
      priceUnit: 'sack (25 kg)',
      retailPriceUnit: 'kg',
      stockUnit: 'kg',
      priceSize: 25,
      retailPriceSize: 1,
      stock: 4,
      expiresInDays: 120,
    });

    // The owner, on a phone, receives a new delivery of 500 kg at ₱40 a kilo.
    const owner = await shop.actor({ phone: true });
    await owner.login('admin');
    await owner.goto(`/admin-products?q=${encodeURIComponent(flour.name)}`);
    await owner.page.getByRole('button', { name: `Lots of ${flour.name}` }).click();
    const lotsDialog = dialogWith(owner.page, `Lots of ${flour.name}`);
    const lotList = lotsDialog.getByRole('list', { name: 'Lots' }).getByRole('listitem');
    await expect.poll(() => lotList.count()).toBe(1);
    await lotsDialog.getByRole('button', { name: 'Receive', exact: true }).click();
    const receive = dialogWith(owner.page, `Receive ${flour.name}`);
    await receive.getByLabel(/^Quantity \(kg\)/).fill('500');
    await receive.getByLabel(/^Expiration Date/).fill(newerExpiry);
    await receive.getByLabel(/^Cost per kg/).fill('40');
    await receive.getByLabel(/^Note/).fill(`Delivery DR-${tag}`);
    await owner.screen('receive a lot', receive);
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await receive.waitFor({ state: 'hidden' });
    await expect.poll(() => lotList.count()).toBe(2);
    await owner.screen('two lots', lotsDialog);
    await lotsDialog.getByRole('button', { name: 'Close', exact: true }).click();

    const received = expectOk(await adminApi.listLots({ params: { id: flour._id } }), 'lots');
    expect(received.lots.map((l) => [l.expirationDate, l.quantity, l.cost])).toEqual([
      [olderExpiry, 100, null],
      [newerExpiry, 500, 40],
    ]);

    // A customer sees the older lot's date, and buys a sack and a kilo.
    const customer = await shop.actor({ phone: true });
    await customer.login('customer');
    await customer.goto('/user-products/category/flour');
    const card = productCard(customer.page, flour.name);
    await openCardDetails(card);
    await expectTextIn(card, `Expiration Date: ${formatCalendarDate(olderExpiry)}`);
    await customer.screen('flour card with the older lot', card);
    for (const tier of ['Full Price', 'Retail Price'] as const) {
      const notice = await availItem(customer, card, tier);
      await notice.getByRole('button', { name: 'Close' }).click();
      await notice.waitFor({ state: 'hidden' });
    }
    await customer.goto('/user-products/cart');
    const form = await fillOutCheckout(customer, pickupTomorrow(`Aling Rosa ${tag}`));
    await form.getByRole('button', { name: 'CHECK OUT' }).click();
    await acknowledge(customer, 'Checkout completed successfully!');

    // Both lines came from the older lot: 100 - 25 - 1 = 74 kg; the new lot is untouched.
    const after = expectOk(await adminApi.listLots({ params: { id: flour._id } }), 'lots');
    expect(after.lots.map((l) => [l.expirationDate, l.quantity])).toEqual([
      [olderExpiry, 74],
      [newerExpiry, 500],
    ]);

    // An expired lot of lard (20 kg at ₱50 a kilo) is written off; the loss shows on Stock.
    const lard = await shop.product({
      name: `Lot Lard ${tag}`,
      category: 'lard',
      stockUnit: 'kg',
      stock: 0,
      expiresInDays: 200,
    });
    expectOk(
      await adminApi.receiveLot({
        params: { id: lard._id },
        body: { quantity: 20, expirationDate: addDays(today, 10), cost: 50 },
      }),
      'receiving the lard',
    );
    // A lot can pass its date on the shelf: the one lot holding stock takes the new date.
    expectOk(
      await adminApi.updateProduct({
        params: { id: lard._id },
        body: { expirationDate: addDays(today, -1) },
      }),
      'the lard passing its date',
    );

    await owner.goto(`/admin-products?q=${encodeURIComponent(lard.name)}`);
    await owner.page.getByRole('button', { name: `Lots of ${lard.name}` }).click();
    const lardLots = dialogWith(owner.page, `Lots of ${lard.name}`);
    await lardLots.getByRole('button', { name: 'Write off expired' }).click();
    const writeOff = dialogWith(owner.page, 'Write off expired');
    await expectTextIn(writeOff, lard.name, '20 kg', `Loss: ${peso(1000)}`);
    await owner.screen('write off expired', writeOff);
    await writeOff.getByRole('button', { name: 'Write off 1 lot' }).click();
    await writeOff.waitFor({ state: 'hidden' });
    await owner.see(lardLots.getByText('Wrote off 1 expired lot'));

    await owner.goto(`/admin-stock?productId=${lard._id}`);
    const loss = owner.page.getByRole('heading', { name: 'Write-off loss' });
    await owner.see(loss);
    // The loss under its heading, and the movement itself in the ledger.
    await expectTextIn(loss.locator('xpath=following-sibling::*[1]'), peso(1000));
    const movements = owner.page.getByRole('list', { name: 'Stock movements' });
    await expectTextIn(movements, lard.name, peso(1000));
    await owner.screen('stock page with the loss');
  });
});
