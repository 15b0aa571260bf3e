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

    // Without a declared icon Chromium asks for /favicon.ico and logs its 404 as a console
    // error on every first visit.
    await visitor.page.waitForTimeout(500);
    expect(visitor.missingIcon, 'index.html declares no icon: /favicon.ico answers 404').toBe(
      false,
    );
  });

  test('an unknown address shows a not-found page inside the shell', async ({ shop }) => {
    const visitor = await shop.actor();
    await visitor.goto('/no-such-page');
    await visitor.screen('not found', 'Back to the shop');
  });
});
