import { describe } from 'vitest';
import { expect, test } from '../support/fixtures.ts';
import { expectTextIn, productCard } from '../support/ui.ts';

// Issue 29 at phone size: the shop is an installable app whose service worker keeps the pages,
// the categories the customer viewed and their photos; offline they open with a banner that
// says how old the prices are, and what needs the server says so at once.

const OFFLINE_BANNER = /^Offline: prices as of \d{1,2}:\d\d [AP]M$/;

describe('an app that survives a weak signal', () => {
  test('on a phone: installable; a viewed category opens offline with its prices and photos', async ({
    shop,
  }) => {
    const tag = Date.now().toString(36);
    const product = await shop.product({ name: `Offline Flour ${tag}`, category: 'flour' });
    const visitor = await shop.actor({ phone: true, offline: true });
    const { page } = visitor;

    // Installable: the page names its manifest, which names the app and its icons.
    await visitor.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (
      await page.request.get(`${visitor.baseURL}${manifestHref}`)
    ).json()) as {
      name: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(manifest.name).toBe('Bakery Supply Shop');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);

    // The worker is installed and, after one more load, looks after the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await visitor.goto('/landing-page-category/flour');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await visitor.see(productCard(page, product.name));
    // The card's photo has been drawn (and so kept).
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('article')].some(
          (a) => a.getAttribute('aria-label') === name && a.querySelector('img')?.complete,
        ),
      product.name,
    );

    // No network: the page opens again from what the phone kept.
    await visitor.context.setOffline(true);
    await page.reload();
    await visitor.see(productCard(page, product.name));
    const banner = page.getByRole('status').filter({ hasText: 'Offline:' });
    await expect.poll(() => banner.textContent()).toMatch(OFFLINE_BANNER);
    await visitor.screen('offline category with its prices');

    // Logging in needs the server: said at once, and what was typed stays.
    visitor.allowConsoleError(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByLabel(/^Email/).fill('maria.santos@gmail.com');
    await page.getByLabel(/^Password/).fill('not-sent-anywhere');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectTextIn(
      page.locator('body'),
      'You are offline. This needs a connection: nothing was sent, and what you typed is kept.',
    );
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('maria.santos@gmail.com');

    // Back online: the banner goes.
    await visitor.context.setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
  });
});
