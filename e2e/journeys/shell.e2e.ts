import { describe } from 'vitest';
import { expect, test } from '../support/fixtures.ts';

describe('the page shell', () => {
  test('every page has the footer, a title and its own icon', async ({ shop }) => {
    const visitor = await shop.actor();
    await visitor.goto('/');
    await visitor.screen('landing shell');
    expect(await visitor.page.title()).toBe('Bakery Supply Shop');

    const footer = visitor.page.getByRole('contentinfo');
    for (const link of ['Facebook', 'Instagram', 'Gmail', 'Contact']) {
      await visitor.see(footer.getByRole('link', { name: link, exact: true }));
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
