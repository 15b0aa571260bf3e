import { describe } from 'vitest';
import { CATEGORY_LABELS } from '@shop/contract';
import { newAccountDetails, peso } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { acknowledge, expectTextIn, productCard } from '../support/ui.ts';

describe('a visitor becomes a customer', () => {
  test('browses the landing and a category, is sent to log in, registers, logs in', async ({
    shop,
  }) => {
    const account = newAccountDetails('customer', 'Baker');
    const product = await shop.product({
      name: `Visitor Starch ${account.username}`,
      category: 'starch',
      price: 1234.5,
      halfPrice: 620,
      stock: 7,
    });

    const visitor = await shop.actor();
    await visitor.goto('/');
    await visitor.screen('public landing', visitor.page.getByRole('link', { name: 'Browse Now' }));

    // Public variant: Browse Now to /login and eight category cards to the public category pages.
    expect(await visitor.page.getByRole('link', { name: 'Browse Now' }).getAttribute('href')).toBe(
      '/login',
    );
    for (const label of Object.values(CATEGORY_LABELS)) {
      await visitor.see(visitor.page.getByRole('link', { name: label, exact: true }));
    }
    await visitor.page.getByRole('link', { name: 'Starch', exact: true }).click();
    await visitor.expectPath('/landing-page-category/starch');

    const card = productCard(visitor.page, product.name);
    await visitor.screen('public category', card);
    await visitor.see(visitor.page.getByRole('heading', { name: 'Starch Products', exact: true }));
    await visitor.see(visitor.page.getByRole('link', { name: 'Back to Products' }));
    await expectTextIn(
      card,
      'Products Left: 7',
      'Expiration Date',
      product.description,
      `Price: ${peso(1234.5)}`,
      `Half Price: ${peso(620)}`,
      'The retail price of this product are not available',
    );
    expect(peso(1234.5)).toBe('₱1,234.50');

    // Avail Item? leads a visitor to /login; from there Register leads to /signup.
    await card.getByRole('link', { name: 'Avail Item?' }).click();
    await visitor.expectPath('/login');
    await visitor.screen(
      'login form',
      visitor.page.getByRole('heading', { name: 'Log In', exact: true }),
    );
    await visitor.see(visitor.page.getByText("Don't have an account?"));
    await visitor.page.getByRole('link', { name: 'Register' }).click();
    await visitor.expectPath('/signup');
    await visitor.screen(
      'signup form',
      visitor.page.getByRole('heading', { name: 'Sign up', exact: true }),
    );
    await visitor.see(visitor.page.getByText('Already have an account?'));
    await visitor.see(visitor.page.getByRole('link', { name: 'Login', exact: true }));

    await visitor.page.getByLabel(/^Username/).fill(account.username);
    await visitor.page.getByLabel(/^Email/).fill(account.email);
    await visitor.page.getByLabel(/^Password/).fill(account.password);
    await visitor.page.getByRole('button', { name: 'Sign Up' }).click();
    await acknowledge(visitor, 'Account Created');
    // After signing up the user goes one level up: the login form.
    await visitor.expectPath('/login');

    // The login returns the visitor to the category they were ordering from.
    const { home } = await visitor.login(account, {
      via: 'form',
      landsOn: '/user-products/category/starch',
    });
    expect(home).toBe('/user-products');
    await visitor.screen('customer home after login');
    const stored = await visitor.page.evaluate(() => localStorage.getItem('auth-storage'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      state: { isAuthenticated: true, user: { email: account.email, role: 'customer' } },
    });
  });

  test('a wrong password shows Login Failed and stays on /login', async ({ shop }) => {
    const account = await shop.newAccount('customer');
    const visitor = await shop.actor();
    // The refused login answers 401, which Chromium logs as a failed resource.
    visitor.allowConsoleError(/status of 401/);
    await visitor.goto('/login');
    await visitor.page.getByLabel(/^Email/).fill(account.email);
    await visitor.page.getByLabel(/^Password/).fill('Not-the-password-1');
    await visitor.page.getByRole('button', { name: 'Submit' }).click();
    await acknowledge(visitor, 'Login Failed', 'Please check your credentials and try again.');
    expect(visitor.pathname()).toBe('/login');
  });
});
