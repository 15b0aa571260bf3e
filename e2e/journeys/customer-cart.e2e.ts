import { describe } from 'vitest';
import { addDays, expectOk, shopToday } from '@shop/contract';
import { SACK_UNITS, peso, uniqueTag, type NewProduct } from '../support/api.ts';
import { PHONE_VIEWPORT, expect, test, type Actor } from '../support/fixtures.ts';
import { availItem, fillOutCheckout, seeColumns, type Tier } from '../support/steps.ts';
import {
  acknowledge,
  dialogWith,
  expectTextIn,
  expectTextNotIn,
  productCard,
  rowWith,
} from '../support/ui.ts';

/**
 * Avail Item -> Choose Pricing Option -> tier -> the Added to Cart notice (a status that does
 * not block the page; closed here so the next add shows its own).
 */
async function addToCart(customer: Actor, productName: string, tier: Tier) {
  const notice = await availItem(customer, productCard(customer.page, productName), tier);
  await expectTextIn(notice, `${productName} · ${tier}`);
  await customer.screen('notice Added to Cart', undefined, { once: true });
  await customer.checkNotHidden('the Added to Cart notice');
  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'hidden' });
}

describe('a customer fills a cart and checks out', () => {
  test('Full, Half and Retail prices, line totals, Order Total, checkout, history, stock', async ({
    shop,
  }) => {
    const tag = uniqueTag();
    // Two products in one category, each with the tiers the journey needs.
    const cartProduct = (name: string, fields: NewProduct) =>
      shop.product({ name: `Cart ${name} ${tag}`, category: 'special-flour', ...fields });
    const tiers = { price: 1250.5, halfPrice: 640.25, retailPrice: 68.75 };
    const flour = await cartProduct('Bread Flour', { ...tiers, ...SACK_UNITS, stock: 10 });
    const sugar = await cartProduct('Washed Sugar', {
      price: 2999.99,
      retailPrice: 55.5,
      stock: 5,
    });

    const customer = await shop.actor();
    await customer.login('customer');
    // The signed-in landing: See All and Go to Cart's.
    await customer.goto('/');
    await customer.screen('customer landing', customer.page.getByRole('link', { name: 'See All' }));
    expect(
      await customer.page.getByRole('link', { name: 'See All' }).first().getAttribute('href'),
    ).toBe('/all-products');
    expect(
      await customer.page.getByRole('link', { name: "Go to Cart's" }).first().getAttribute('href'),
    ).toBe('/user-products/cart');
    await customer.goto('/user-products');
    await customer.screen('customer home', customer.page.getByRole('link', { name: 'See All' }));
    await customer.page.getByRole('link', { name: 'Special Flour', exact: true }).click();
    await customer.expectPath('/user-products/category/special-flour');
    await customer.screen('special flour products', productCard(customer.page, flour.name));
    await customer.see(
      customer.page.getByRole('heading', { name: 'Special Flour Products', exact: true }),
    );
    await expectTextIn(
      productCard(customer.page, flour.name),
      'Products Left: 10',
      `Price: ${peso(1250.5)} per sack (25 kg)`,
      `Half Price: ${peso(640.25)} per half sack`,
      `Retail Price: ${peso(68.75)}`,
    );
    await expectTextIn(
      productCard(customer.page, sugar.name),
      'Products Left: 5',
      `Price: ${peso(2999.99)}`,
      `Retail Price: ${peso(55.5)}`,
      'The half price of this product are not available',
    );

    // The dialog offers the three tiers; one the product lacks cannot be chosen.
    await productCard(customer.page, sugar.name)
      .getByRole('button', { name: 'Avail Item' })
      .click();
    const options = dialogWith(customer.page, 'Choose Pricing Option');
    await customer.screen('choose pricing option', options);
    for (const tier of ['Full Price', 'Half Price', 'Retail Price']) {
      await customer.see(options.getByRole('button', { name: new RegExp(`^${tier}`) }));
    }
    expect(
      await options.getByRole('button', { name: /^Half Price/ }).isDisabled(),
      'a missing Half Price cannot be chosen',
    ).toBe(true);
    await options.getByRole('button', { name: 'Cancel' }).click();
    await options.waitFor({ state: 'hidden' });

    await addToCart(customer, flour.name, 'Full Price');
    await addToCart(customer, flour.name, 'Full Price');
    await addToCart(customer, flour.name, 'Half Price');
    await addToCart(customer, sugar.name, 'Retail Price');
    await addToCart(customer, sugar.name, 'Full Price');

    await customer.goto('/user-products/cart');
    const cartList = customer.page.getByRole('list', { name: 'Cart items' });
    await customer.screen('cart with five units', cartList);
    await customer.see(customer.page.getByRole('link', { name: 'Back to Products' }));
    await customer.see(customer.page.getByRole('link', { name: 'See Order History' }));
    const lines = cartList.getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(4);
    const line = (name: string, tier: string) =>
      lines.filter({ hasText: name }).filter({ hasText: tier });
    // Unit price with its unit and tier, quantity, and line total = unit price x quantity.
    const quantity = (name: string, tier: string) =>
      customer.page.getByRole('spinbutton', { name: `Quantity of ${name}, ${tier}` });
    await expectTextIn(
      line(flour.name, 'Full Price'),
      `${peso(1250.5)} per sack (25 kg) · Full Price`,
      peso(2501),
    );
    expect(await quantity(flour.name, 'Full Price').inputValue()).toBe('2');
    await expectTextIn(line(flour.name, 'Half Price'), `${peso(640.25)} per half sack`);
    expect(await quantity(flour.name, 'Half Price').inputValue()).toBe('1');
    await expectTextIn(line(sugar.name, 'Retail Price'), peso(55.5));
    expect(await quantity(sugar.name, 'Retail Price').inputValue()).toBe('1');
    await expectTextIn(line(sugar.name, 'Full Price'), peso(2999.99));
    expect(await quantity(sugar.name, 'Full Price').inputValue()).toBe('1');
    const orderTotal = customer.page.getByRole('region', { name: 'Order Total' });
    await expectTextIn(orderTotal, peso(2501 + 640.25 + 55.5 + 2999.99));
    expect(peso(6196.74)).toBe('₱6,196.74');
    // The header counts the items: 2 + 1 + 1 + 1.
    await customer.see(customer.page.getByRole('link', { name: 'Cart, 5 items' }));

    // More sacks with +, up to the stock shared by the product's tiers (10: 9 full + 1 half).
    const plus = line(flour.name, 'Full Price').getByRole('button', {
      name: `Increase quantity of ${flour.name}, Full Price`,
    });
    for (let sacks = 3; sacks <= 9; sacks += 1) {
      await plus.click();
      expect(await quantity(flour.name, 'Full Price').inputValue()).toBe(String(sacks));
    }
    await expectTextIn(line(flour.name, 'Full Price'), peso(1250.5 * 9));
    await expect.poll(() => plus.isDisabled(), { timeout: 10_000 }).toBe(true);
    await expectTextIn(line(flour.name, 'Full Price'), 'All 10 in stock are in your cart');
    await expectTextIn(orderTotal, peso(11254.5 + 640.25 + 55.5 + 2999.99));
    await customer.see(customer.page.getByRole('link', { name: 'Cart, 12 items' }));
    await customer.screen('cart at the stock limit');
    // The same cart at phone width: − quantity + and the total fit each line; the header's
    // number shows without the word.
    const laptop = customer.page.viewportSize()!;
    await customer.page.setViewportSize(PHONE_VIEWPORT);
    await customer.screen('cart at the stock limit on a phone', plus);
    await customer.page.setViewportSize(laptop);
    // A typed quantity above the stock: the server's reason, and the line keeps its quantity.
    customer.allowConsoleError(/status of 409/);
    await quantity(flour.name, 'Half Price').fill('5');
    await quantity(flour.name, 'Half Price').press('Enter');
    await expectTextIn(
      line(flour.name, 'Half Price').getByRole('alert'),
      `Only 10 of ${flour.name} in stock`,
    );
    await expect.poll(() => quantity(flour.name, 'Half Price').inputValue()).toBe('1');
    // Back down to 2 sacks with −, typed: the journey's checkout below orders 2.
    await quantity(flour.name, 'Full Price').fill('3');
    await quantity(flour.name, 'Full Price').press('Enter');
    await line(flour.name, 'Full Price')
      .getByRole('button', { name: `Decrease quantity of ${flour.name}, Full Price` })
      .click();
    await expectTextIn(orderTotal, peso(2501 + 640.25 + 55.5 + 2999.99));
    expect(await quantity(flour.name, 'Full Price').inputValue()).toBe('2');
    await customer.see(customer.page.getByRole('link', { name: 'Cart, 5 items' }));

    // Remove the sugar at full price: its line goes and the total follows.
    await line(sugar.name, 'Full Price')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect.poll(() => lines.count()).toBe(3);
    await expectTextIn(orderTotal, peso(3196.75));
    await customer.screen('cart after removing a line');
    await customer.see(customer.page.getByRole('link', { name: 'Cart, 4 items' }));

    // Checkout for delivery through the FILL OUT modal.
    const form = await fillOutCheckout(customer, {
      mode: 'Delivery',
      name: `Aling Nena ${tag}`,
      address: '45 Mabini Street, Malolos, Bulacan',
      phone: '+639171234567',
      date: addDays(shopToday(), 3),
    });
    await customer.screen('fill out', form);
    await form.getByRole('button', { name: 'CHECK OUT' }).click();
    await acknowledge(customer, 'Checkout completed successfully!');

    // The cart is empty again and cannot be checked out.
    const empty = customer.page.getByRole('button', { name: 'NO CART TO CHECKOUT' });
    await customer.see(empty);
    expect(await empty.isDisabled()).toBe(true);
    await expectTextIn(orderTotal, peso(0));
    await customer.screen('empty cart');
    expect(expectOk(await customer.signedIn!.api.getCart(), 'the cart').items).toEqual([]);

    // The order with its pricing options, in the order history.
    await customer.page.getByRole('link', { name: 'See Order History' }).click();
    await customer.expectPath('/user-products/order-history');
    const orderRow = rowWith(customer.page, `Aling Nena ${tag}`);
    await customer.screen('order history', orderRow);
    await seeColumns(customer, 'Customer', 'Address', 'Phone', 'Pickup Date');
    await seeColumns(customer, 'Delivery Mode', 'Order Date', 'Total');
    await expectTextIn(
      orderRow,
      '45 Mabini Street, Malolos, Bulacan',
      '+639171234567',
      'Delivery',
      peso(3196.75),
    );
    await seeColumns(customer, 'Product Name', 'Price', 'Pricing Option');
    await expectTextIn(
      rowWith(customer.page, flour.name).filter({ hasText: 'Full Price' }),
      peso(1250.5),
    );
    await expectTextIn(
      rowWith(customer.page, flour.name).filter({ hasText: 'Half Price' }),
      peso(640.25),
    );
    await expectTextIn(
      rowWith(customer.page, sugar.name).filter({ hasText: 'Retail Price' }),
      peso(55.5),
    );
    await customer.see(customer.page.getByRole('link', { name: 'Back to Cart' }));

    // The stock on the product cards went down by what was ordered.
    await customer.goto('/user-products/category/special-flour');
    await expectTextIn(productCard(customer.page, flour.name), 'Products Left: 7');
    await expectTextIn(productCard(customer.page, sugar.name), 'Products Left: 4');
    await expectTextNotIn(productCard(customer.page, flour.name), 'Products Left: 10');
    await customer.screen('stock after checkout');
    expect(await shop.stockOf(flour)).toBe(7);
    expect(await shop.stockOf(sugar)).toBe(4);
  });
});
