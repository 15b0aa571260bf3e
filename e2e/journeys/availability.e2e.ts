import { describe } from 'vitest';
import { addDays, expectOk, shopToday } from '@shop/contract';
import { uniqueTag } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectTextIn, productCard } from '../support/ui.ts';

describe('what customers may buy', () => {
  test('an out-of-stock product shows Out of Stock and cannot be added', async ({ shop }) => {
    const soldOut = await shop.product({
      name: `Sold Out Lard ${uniqueTag()}`,
      category: 'lard',
      stock: 0,
    });

    const customer = await shop.actor();
    const { api } = await customer.login('customer');
    await customer.goto('/user-products/category/lard');
    const card = productCard(customer.page, soldOut.name);
    await customer.screen('lard with a sold-out product', card);
    await expectTextIn(card, 'Products Left: 0');
    const button = card.getByRole('button', { name: 'Out of Stock' });
    await customer.see(button);
    expect(await button.isDisabled(), 'Out of Stock is disabled').toBe(true);
    expect(await card.getByRole('button', { name: 'Avail Item' }).count()).toBe(0);

    // Nor can it be added behind the screen's back.
    const refused = await api.addToCart({
      body: { productId: soldOut._id, quantity: 1, priceType: 'price' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(expectOk(await api.getCart(), 'the cart').items).toEqual([]);

    // The public list shows it too, with its Avail Item? button sold out.
    const visitor = await shop.actor();
    await visitor.goto('/landing-page-category/lard');
    await expectTextIn(productCard(visitor.page, soldOut.name), 'Products Left: 0');
    await visitor.screen('public lard with a sold-out product');
  });

  test('expired and near-expiry (within 92 days) products are hidden from customers', async ({
    shop,
  }) => {
    const admin = await shop.admin();
    const tag = uniqueTag();
    const make = (label: string, expiresInDays: number) =>
      shop.product({ name: `Margarine ${label} ${tag}`, category: 'margarine', expiresInDays });
    const fresh = await make('fresh', 200);
    const justSellable = await make('93 days', 93);
    const atLimit = await make('92 days', 92);
    const nearExpiry = await make('60 days', 60);
    const expired = await make('expired', 30);
    // The create form refuses past dates; an existing product can still pass its date.
    const passed = await admin.api.updateProduct({
      params: { id: expired._id },
      body: { expirationDate: addDays(shopToday(), -1) },
    });
    expectOk(passed, 'moving the expiration date into the past');
    const hidden = [atLimit, nearExpiry, expired];
    const shown = [fresh, justSellable];

    const customer = await shop.actor();
    const { api } = await customer.login('customer');
    for (const path of ['/user-products/category/margarine', '/all-products']) {
      await customer.goto(path);
      for (const p of shown) await customer.see(productCard(customer.page, p.name));
      await customer.screen(`customer ${path} hides near expiry`);
      for (const p of hidden) {
        expect(await productCard(customer.page, p.name).count(), `${p.name} on ${path}`).toBe(0);
        expect(await customer.page.getByText(p.name).count(), `${p.name} on ${path}`).toBe(0);
      }
    }

    const visitor = await shop.actor();
    await visitor.goto('/landing-page-category/margarine');
    for (const p of shown) await visitor.see(productCard(visitor.page, p.name));
    for (const p of hidden) expect(await visitor.page.getByText(p.name).count()).toBe(0);
    await visitor.screen('public margarine hides near expiry');

    // The API agrees: customers never receive them and cannot put them in a cart.
    const listed = expectOk(
      await api.getProducts({ query: { category: 'margarine' } }),
      'margarine products',
    ).products;
    const ids = listed.map((p) => p._id);
    for (const p of shown) expect(ids).toContain(p._id);
    for (const p of hidden) {
      expect(ids).not.toContain(p._id);
      const refused = await api.addToCart({
        body: { productId: p._id, quantity: 1, priceType: 'price' },
      });
      expect(refused.status, `${p.name}: ${JSON.stringify(refused.body)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(refused.status).toBeLessThan(500);
    }

    // Staff still see every product, flagged (cashier's read-only list).
    const cashier = await shop.actor();
    await cashier.login('cashier');
    await cashier.goto('/cashier-products/category/margarine');
    for (const p of [...shown, ...hidden]) await cashier.see(productCard(cashier.page, p.name));
    await expectTextIn(productCard(cashier.page, expired.name), 'Expired');
    await expectTextIn(productCard(cashier.page, nearExpiry.name), 'Expiring Soon');
    // Read-only: nothing on a cashier's card adds to a cart.
    for (const label of ['Avail Item', 'Avail Item?', 'Out of Stock']) {
      expect(
        await productCard(cashier.page, fresh.name).getByRole('button', { name: label }).count(),
      ).toBe(0);
    }
    await cashier.screen('cashier margarine shows every product');
  });
});
