import { describe } from 'vitest';
import { addDays, expectOk, shopToday, type Category, type CategorySales } from '@shop/contract';
import { newAccountDetails, peso, placeOrder, signIn, uniqueTag } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';
import { availItem } from '../support/steps.ts';
import { acknowledge, dialogWith, expectTextIn, productCard, rowWith } from '../support/ui.ts';

/** The admin's own browser, signed in, on the given staff screen. */
async function adminAt(shop: { actor(): Promise<Actor> }, path: string) {
  const admin = await shop.actor();
  await admin.login('admin');
  await admin.goto(path);
  await admin.expectPath(path);
  return admin;
}

describe('the admin runs the shop', () => {
  test('creates a product, edits its price (carts follow), deletes it', async ({ shop }) => {
    const tag = uniqueTag();
    const name = `Admin Muscovado ${tag}`;
    const neighbour = await shop.product({
      name: `Admin Neighbour Sugar ${tag}`,
      category: 'sugar',
    });
    const admin = await adminAt(shop, '/admin-products');
    await admin.screen(
      'product management',
      admin.page.getByRole('heading', { name: 'Product Management', exact: true }),
    );

    // Create Product dialog.
    await admin.page.getByRole('button', { name: 'Create Product' }).click();
    const form = dialogWith(admin.page, 'Create Product');
    await admin.see(form);
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Image URL/).fill('/images/categories/sugar.svg');
    await form.getByLabel(/^Description/).fill(`Dark muscovado sugar, 50 kg ${tag}`);
    await form.getByLabel(/^Expiration Date/).fill(addDays(shopToday(), 300));
    await form.getByLabel(/^Price/).fill('2450.75');
    await form.getByLabel(/^Half Price/).fill('1230');
    await form.getByRole('combobox', { name: /Category/ }).click();
    await admin.page.getByRole('option', { name: 'Sugar', exact: true }).click();
    await form.getByLabel(/^Stock/).fill('12');
    await admin.screen('create product form', form);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await acknowledge(admin, 'Good job!', 'You created a product');
    const row = rowWith(admin.page, name);
    await expectTextIn(row, 'Sugar', peso(2450.75), peso(1230), '12', 'Active');
    await admin.screen('product created');

    // The customer sees it and puts it in the cart at the full price.
    const customer = await shop.actor();
    await customer.login('customer');
    await customer.goto('/user-products/category/sugar');
    const card = productCard(customer.page, name);
    await expectTextIn(card, `Price: ${peso(2450.75)}`, 'Products Left: 12');
    await availItem(customer, card, 'Full Price');
    await customer.goto('/user-products/cart');
    const cartLine = customer.page.getByRole('listitem').filter({ hasText: name });
    await expectTextIn(cartLine, peso(2450.75));

    // Edit the price: the customer's cart shows the new one.
    await row.getByRole('button', { name: /Edit/ }).click();
    const edit = dialogWith(admin.page, 'Edit Product');
    await admin.see(edit);
    await edit.getByLabel(/^Price/).fill('2599.5');
    await admin.screen('edit product form', edit);
    await edit.getByRole('button', { name: /Save/ }).click();
    await acknowledge(admin, 'Updated!', 'Product updated successfully');
    await expectTextIn(row, peso(2599.5));

    await customer.page.reload();
    await expectTextIn(cartLine, peso(2599.5));
    await expectTextIn(customer.page.getByRole('region', { name: 'Order Total' }), peso(2599.5));
    await customer.screen('cart at the new price');

    // Delete it: gone from the table, the shop and the cart.
    await row.getByRole('button', { name: /Delete/ }).click();
    const confirmDialog = dialogWith(admin.page, 'Are you sure?');
    await admin.see(confirmDialog);
    await confirmDialog.getByRole('button', { name: /^Yes/ }).click();
    await acknowledge(admin, 'Product Deleted', 'The product has been successfully deleted.');
    await expect.poll(() => rowWith(admin.page, name).count()).toBe(0);
    await admin.screen('product deleted');

    await customer.goto('/user-products/category/sugar');
    // Another sugar product on screen proves the list has loaded before looking for the gone one.
    await customer.see(productCard(customer.page, neighbour.name));
    expect(await productCard(customer.page, name).count()).toBe(0);
    await customer.goto('/user-products/cart');
    await customer.see(customer.page.getByRole('button', { name: 'NO CART TO CHECKOUT' }));
    await expectTextIn(customer.page.getByRole('region', { name: 'Order Total' }), peso(0));
    expect(await customer.page.getByText(name).count()).toBe(0);
    expect(expectOk(await customer.signedIn!.api.getCart(), 'the cart').items).toEqual([]);
  });

  test('creates a cashier who can log in, deletes them, and their session ends', async ({
    shop,
  }) => {
    const account = newAccountDetails('cashier', 'Counter');
    const admin = await adminAt(shop, '/create-cashier');
    await admin.screen('cashier accounts');

    await admin.page.getByRole('button', { name: 'Create Cashier' }).click();
    const form = dialogWith(admin.page, 'Create Cashier');
    await admin.see(form);
    await form.getByLabel(/^Username/).fill(account.username);
    await form.getByLabel(/^Email/).fill(account.email);
    await form.getByLabel(/^Password/).fill(account.password);
    await admin.screen('create cashier form', form);
    await form
      .getByRole('button', { name: /^(Create|Submit|Save)/ })
      .last()
      .click();
    await acknowledge(admin, 'Cashier Account Created!');

    // Listed, with the id uppercased in groups of 4.
    const { api: adminApi } = await shop.admin();
    const cashiers = expectOk(await adminApi.listCashiers(), 'cashier accounts').result;
    const created = cashiers.find((c) => c.email === account.email);
    expect(created, 'the new cashier is listed by the API').toBeDefined();
    const shownId = (created?._id ?? '')
      .replace(/-/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join('-');
    const row = rowWith(admin.page, account.email);
    await expectTextIn(row, account.username, shownId ?? '');
    await admin.screen('cashier listed');

    // The new cashier logs in through the form and lands on the cashier products.
    const cashier = await shop.actor();
    await cashier.login(account, { via: 'form' });
    await cashier.screen('new cashier home');
    const cashierToken = cashier.signedIn?.token ?? '';
    expect((await shop.api.withToken(cashierToken).getMe()).status).toBe(200);

    // The admin deletes the account.
    await row.getByRole('button', { name: /Delete/ }).click();
    // The spec names no confirmation here; when the screen asks, the admin says yes.
    const confirmDialog = dialogWith(admin.page, 'Are you sure?');
    const deleted = admin.page.getByText('Delete Account Succesfully', { exact: true });
    await admin.see(confirmDialog.or(deleted));
    if (await confirmDialog.isVisible()) {
      await admin.screen('confirm cashier deletion', confirmDialog);
      await confirmDialog.getByRole('button', { name: /^Yes/ }).click();
    }
    await admin.see(deleted);
    await admin.screen('cashier deleted');
    await expect.poll(() => rowWith(admin.page, account.email).count()).toBe(0);

    // Their session is refused from now on: the API says 401, the screens send to /login.
    expect((await shop.api.withToken(cashierToken).getMe()).status).toBe(401);
    cashier.allowConsoleError(/status of 401/);
    await cashier.goto('/cashier');
    await cashier.expectPath('/login');
    expect(await cashier.page.evaluate(() => localStorage.getItem('auth-storage'))).not.toContain(
      '"isAuthenticated":true',
    );
    const relogin = await shop.api.login({
      body: { email: account.email, password: account.password },
    });
    expect(relogin.status).toBe(401);
  });

  test('an approved sale shows in Category Analysis and Top Products Ranking', async ({ shop }) => {
    const { api: adminApi } = await shop.admin();
    const category: Category = 'oil';
    const product = await shop.product({
      name: `Analytics Palm Oil ${uniqueTag()}`,
      category,
      price: 45678.9,
    });
    const sales = async () => expectOk(await adminApi.getCategorySales(), 'category sales').data;
    const before = await sales();
    const unitsBefore = (before.find((c) => c.category === category)?.items ?? []).reduce(
      (sum, item) => sum + item.quantitySold,
      0,
    );

    const buyer = await signIn(shop.api, await shop.newAccount('customer'));
    const order = await placeOrder(buyer.api, [{ product, priceType: 'price', quantity: 2 }]);
    // A pending order is not a sale yet; the cashier's approval makes it one.
    const approved = await adminApi.setOrderStatus({
      params: { id: order._id },
      body: { status: 'approved' },
    });
    expectOk(approved, 'approving the order');
    const after = await sales();
    const oilAfter = after.find((c) => c.category === category)?.items ?? [];
    expect(oilAfter.find((i) => i.name === product.name)?.quantitySold).toBe(2);

    const admin = await adminAt(shop, '/admin-dashboard');
    await admin.see(admin.page.getByRole('heading', { name: 'Analytics', exact: true }));
    const categoryTab = admin.page.getByRole('tab', { name: 'Category Analysis' });
    await admin.see(categoryTab);
    expect(await categoryTab.getAttribute('aria-selected')).toBe('true');
    const oilRow = rowWith(admin.page, 'Cooking Oil');
    await admin.screen('category analysis', oilRow);
    const oilCells = async () =>
      (await oilRow.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    await expect.poll(oilCells).toContain(String(unitsBefore + 2));
    // Its revenue is what was there before plus this sale, in pesos.
    await expectTextIn(oilRow, peso(revenueOf(before, category) + 2 * 45678.9));

    await admin.page.getByRole('tab', { name: 'Top Products Ranking' }).click();
    const productRow = rowWith(admin.page, product.name);
    await admin.screen('top products ranking', productRow);
    // The biggest sale of the run ranks first: units 2, revenue, average price.
    await expectTextIn(productRow, peso(91357.8), peso(45678.9));
    const cells = await productRow.getByRole('cell').allInnerTexts();
    expect(cells[0]?.trim(), 'rank').toBe('1');
    expect(cells.map((c) => c.trim())).toContain('2');
  });
});

function revenueOf(data: CategorySales[], category: Category): number {
  const cents = (data.find((c) => c.category === category)?.items ?? []).reduce(
    (sum, item) => sum + Math.round(item.revenue * 100),
    0,
  );
  return cents / 100;
}
