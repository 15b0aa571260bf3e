import { describe } from 'vitest';
import { expectOk } from '@shop/contract';
import { expect, test } from '../support/fixtures.ts';

/** The footer's links as the owner sets them (a shop without them shows none). */
const LINKS = {
  facebookUrl: 'https://www.facebook.com/bakerysupplyshop',
  instagramUrl: 'https://www.instagram.com/bakerysupplyshop',
  gmailAddress: 'bakerysupplyshop@gmail.com',
  contactUrl: 'https://m.me/bakerysupplyshop',
};

describe('the page shell', () => {
  test('every page has the footer, a title and its own icon', async ({ shop }) => {
    const admin = await shop.admin();
    expectOk(await admin.api.updateShopSettings({ body: LINKS }), 'setting the footer links');
    const visitor = await shop.actor();
    // Every answer the page gets, by path, noted from before the first request.
    const answered = new Map<string, number>();
    visitor.page.on('response', (r) => answered.set(new URL(r.url()).pathname, r.status()));
    await visitor.goto('/');
    await visitor.screen('landing shell');
    expect(await visitor.page.title()).toBe('Bakery Supply Shop');

    const footer = visitor.page.getByRole('contentinfo');
    const hrefs: Record<string, string> = {
      Facebook: LINKS.facebookUrl,
      Instagram: LINKS.instagramUrl,
      Gmail: `mailto:${LINKS.gmailAddress}`,
      Contact: LINKS.contactUrl,
    };
    for (const [name, href] of Object.entries(hrefs)) {
      const link = await visitor.see(footer.getByRole('link', { name, exact: true }));
      expect(await link.getAttribute('href')).toBe(href);
    }
    await visitor.see(footer.getByText(String(new Date().getFullYear())));

    // Chromium fetches a page's icon by itself once the page has loaded: the one the page
    // declares, or /favicon.ico when it declares none (and logs that 404 as a console error on
    // every first visit). Once the declared icon has come, Chromium has made its choice.
    const icon = await visitor.page.locator('link[rel~="icon"]').getAttribute('href');
    expect(icon, 'index.html declares an icon').toMatch(/^\//);
    await expect.poll(() => answered.get(icon!), { message: `Chromium fetched ${icon}` }).toBe(200);
    expect(answered.has('/favicon.ico'), 'Chromium asked for /favicon.ico').toBe(false);
    expect(visitor.missingIcon, '/favicon.ico answered 404').toBe(false);
  });

  test('an unknown address shows a not-found page inside the shell', async ({ shop }) => {
    const visitor = await shop.actor();
    await visitor.goto('/no-such-page');
    await visitor.screen('not found', 'Back to the shop');
  });
});
