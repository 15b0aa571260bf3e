import { describe } from 'vitest';
import { api } from '@shop/contract';
import { signIn } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';

/** Opens each screen and waits for the browser at `landing` (where the role's guard sends it). */
async function landsOn(actor: Actor, landing: string, ...screens: string[]) {
  for (const screen of screens) {
    await actor.goto(screen);
    await actor.expectPath(landing);
  }
}

describe('role guarding and logout', () => {
  test('a visitor opening a customer screen is sent to /login', async ({ shop }) => {
    const visitor = await shop.actor();
    await landsOn(visitor, '/login', '/user-products/cart');
    await visitor.screen(
      'login after guard',
      visitor.page.getByRole('heading', { name: 'Log In', exact: true }),
    );
  });

  test('the login form sends the admin to /admin-dashboard', async ({ shop }) => {
    const admin = await shop.actor();
    const { home } = await admin.login('admin', { via: 'form' });
    expect(home).toBe('/admin-dashboard');
    await admin.screen(
      'admin home after login',
      admin.page.getByRole('heading', { name: 'Analytics', exact: true }),
    );
  });

  test('a customer opening staff screens is sent back to the customer home', async ({ shop }) => {
    const customer = await shop.actor();
    const { home } = await customer.login('customer');
    expect(home).toBe('/user-products');

    await landsOn(customer, '/user-products', '/admin-products');
    await customer.screen('customer home after admin guard');
    await landsOn(customer, '/user-products', '/cashier', '/create-cashier', '/admin-dashboard');
  });

  test('the server refuses staff calls from a customer and from a visitor', async ({ shop }) => {
    const customer = await signIn(shop.api, await shop.newAccount('customer'));
    const staffCalls = ['getCustomerQueue', 'getCategorySales', 'listCashiers'] as const;
    for (const call of staffCalls) {
      const what = `${api[call].method} ${api[call].path}`;
      expect((await customer.api[call]()).status, what).toBe(403);
      expect((await shop.api[call]()).status, what).toBe(401);
    }
  });

  test('a cashier opening admin and customer screens is sent to the cashier home', async ({
    shop,
  }) => {
    const cashier = await shop.actor();
    await cashier.login('cashier');
    await landsOn(cashier, '/cashier-products', '/admin-products', '/user-products/cart');
    await cashier.screen('cashier home after guard');
  });

  test('logout returns to / and clears local storage and the session', async ({ shop }) => {
    const customer = await shop.actor();
    const { token } = await customer.login('customer');
    await landsOn(customer, '/user-products', '/user-products');
    expect(await customer.page.evaluate(() => localStorage.getItem('auth-storage'))).toContain(
      '"isAuthenticated":true',
    );

    await customer.page.getByRole('button', { name: 'Logout' }).click();
    await customer.expectPath('/', 'spec section 4: logout ... then goes to /');
    await customer.screen('landing after logout');

    expect(await customer.page.evaluate(() => localStorage.length)).toBe(0);
    const cookies = await customer.context.cookies(shop.baseURL);
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
    // The old token is useless after logout (design: a per-user token version).
    expect((await shop.api.withToken(token).getMe()).status).toBe(401);

    // Signed out, the customer screens send to /login again.
    await landsOn(customer, '/login', '/user-products');
  });

  test('a cashier logs out from the drawer and lands on /', async ({ shop }) => {
    const cashier = await shop.actor();
    await cashier.login('cashier');
    await landsOn(cashier, '/cashier-products', '/cashier-products');
    await cashier.page.getByRole('button', { name: 'Logout' }).click();
    await cashier.expectPath('/', 'spec section 4: logout ... then goes to /');
    expect(await cashier.page.evaluate(() => localStorage.length)).toBe(0);
    await landsOn(cashier, '/login', '/cashier');
  });
});
