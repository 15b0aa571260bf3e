import { describe } from 'vitest';
import { categoryPages, expectOk } from '@shop/contract';
import { placeOrder } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { dialogWith, expectTextIn, productCard } from '../support/ui.ts';

// Issue 29 at phone size, in Filipino: a customer switches the shop to Filipino, finds the
// sugar by typing "asukal", orders last week's order again, and keeps a half-typed checkout
// when the phone's Back closes it; the shop's text about the order comes in Filipino with a
// tracking link that a fresh phone set to Filipino opens without logging in; and offline, the
// category the customer viewed still opens, with the banner in Filipino.

const PHONE = '+639171234567';
const OFFLINE_BANNER = /^Offline: presyo noong \d{1,2}:\d\d [AP]M$/;

describe('the shop in Filipino', () => {
  test('on a phone: switch, search "asukal", order again, Back, the texted link, offline', async ({
    shop,
  }) => {
    const tag = Date.now().toString(36);
    const sugar = await shop.product({
      name: `Washed Sugar ${tag}`,
      category: 'sugar',
      price: 1150,
    });
    const customer = await shop.actor({ phone: true, offline: true });
    const buyer = await customer.login('customer');
    // Last week's order, placed in English before the switch.
    const earlier = await placeOrder(buyer.api, [{ product: sugar, priceType: 'price' }], {
      phoneNumber: PHONE,
    });
    const label = `Order #${earlier.orderNumber}`;
    // The owner has raised the price since.
    const admin = await shop.admin();
    expectOk(
      await admin.api.updateProduct({ params: { id: sugar._id }, body: { price: 1200 } }),
      'raising the price',
    );
    const { page } = customer;

    // The switch: the header names the other language in its own words.
    await customer.goto('/user-products');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByRole('button', { name: 'Filipino' }).click();
    await customer.see(page.getByRole('button', { name: 'English' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    await customer.see(page.getByRole('button', { name: 'Mag-logout' }));

    // "asukal" finds the sugar.
    await customer.goto('/all-products');
    await page.getByLabel('Maghanap ng produkto').fill('asukal');
    await customer.see(productCard(page, sugar.name));
    await customer.screen('search asukal in Filipino');

    // Order again: into the cart at today's price, and what changed is said.
    await customer.goto('/user-products/order-history');
    await page.getByRole('button', { name: `Umorder ulit: ${label}` }).click();
    const result = dialogWith(page, 'Nasa cart mo na');
    await expectTextIn(
      result,
      `Nasa cart mo na ang ${label}, sa presyo ngayon.`,
      `₱1,200.00 na ang ${sugar.name} (dating ₱1,150.00).`,
    );
    await customer.screen('order again in Filipino', result);
    await result.getByRole('button', { name: 'OK' }).click();
    await customer.expectPath('/user-products/cart');

    // Back with the checkout open: the form closes, the page stays, what was typed is kept.
    await page.getByRole('button', { name: 'I-CHECKOUT LAHAT' }).click();
    const form = dialogWith(page, 'PUNAN ANG DETALYE');
    // The form starts from the account's name once it has arrived (only into empty fields);
    // typing waits for it, so the fill's cleared moment never meets the prefill.
    await expect.poll(() => form.getByLabel(/^Pangalan/).inputValue()).toBe(buyer.account.username);
    await form.getByLabel(/^Pangalan/).fill('Aling Nena');
    await page.goBack();
    await form.waitFor({ state: 'hidden' });
    await customer.expectPath('/user-products/cart');
    await page.getByRole('button', { name: 'I-CHECKOUT LAHAT' }).click();
    expect(
      await dialogWith(page, 'PUNAN ANG DETALYE')
        .getByLabel(/^Pangalan/)
        .inputValue(),
    ).toBe('Aling Nena');
    await page.keyboard.press('Escape');

    // The shop approves last week's order: the text comes in Filipino, with its link.
    expectOk(
      await admin.api.setOrderStatus({
        params: { id: earlier._id },
        body: { status: 'approved' },
      }),
      'approving',
    );
    let text = '';
    await expect
      .poll(async () => {
        text = (await shop.texts(PHONE)).find((t) => t.includes(label)) ?? '';
        return text;
      })
      .toContain(`Aprubado na ang ${label}.`);
    const link = /I-track: (\S+)$/.exec(text)?.[1];
    expect(link).toMatch(/\/t\/[A-Za-z0-9_-]{24}$/);

    // A fresh phone set to Filipino, nobody signed in: the page is in Filipino.
    const friend = await shop.actor({ phone: true, locale: 'fil-PH' });
    await friend.page.goto(link!);
    await friend.see(friend.page.getByRole('heading', { level: 1, name: label }));
    await expectTextIn(friend.page.locator('main'), 'Aprubado', 'Petsa ng pagkuha');
    await friend.screen('tracking link in Filipino');

    // Offline: the sugar page the customer viewed opens from the phone, the banner in Filipino,
    // still signed in.
    await customer.goto(categoryPages.customer('sugar'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await customer.see(productCard(page, sugar.name));
    customer.allowConsoleError(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await customer.context.setOffline(true);
    await page.reload();
    await customer.see(productCard(page, sugar.name));
    const banner = page.getByRole('status').filter({ hasText: 'Offline:' });
    await expect.poll(() => banner.textContent()).toMatch(OFFLINE_BANNER);
    await customer.see(page.getByRole('button', { name: 'Mag-logout' }));
    await customer.screen('offline category in Filipino');
    await customer.context.setOffline(false);
  });
});
