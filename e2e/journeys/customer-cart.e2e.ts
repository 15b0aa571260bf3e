import { describe } from 'vitest';
import { addDays, expectOk, shopToday } from '@shop/contract';
import { createProduct, findProduct, peso, uniqueTag } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';
import {
  acknowledge,
  dialogWith,
  expectTextIn,
  expectTextNotIn,
  productCard,
  rowWith,
} from '../support/ui.ts';

/** Avail Item -> Choose Pricing Option -> tier -> Added to Cart. */
async function addToCart(customer: Actor, productName: string, tier: string) {
  const card = productCard(customer.page, productName);
  await card.getByRole('button', { name: 'Avail Item' }).click();
  const dialog = dialogWith(customer.page, 'Choose Pricing Option');
  await customer.see(dialog);
  await dialog.getByRole('button', { name: new RegExp(`^${tier}`) }).click();
  await acknowledge(customer, 'Added to Cart', 'Product has been added to your cart');
}

describe('a customer fills a cart and checks out', () => {
  test('Full, Half and Retail prices, line totals, Order Total, checkout, history, stock', async ({
    shop,
  }) => {
    const admin = await shop.admin();
    const tag = uniqueTag();
    // Two products in one category, each with the tiers the journey needs.
    const flour = await createProduct(admin.api, {
      name: `Cart Bread Flour ${tag}`,
      category: 'special-flour',
      price: 1250.5,
      halfPrice: 640.25,
      retailPrice: 68.75,
      stock: 10,
    });
    const sugar = await createProduct(admin.api, {
      name: `Cart Washed Sugar ${tag}`,
      category: 'special-flour',
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
    await expectTextIn(productCard(customer.page, flour.name), 'Products Left: 10');
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
    // Unit price with its tier, quantity, and line total = unit price x quantity.
    await expectTextIn(line(flour.name, 'Full Price'), peso(1250.5), 'Quantity: 2', peso(2501));
    await expectTextIn(line(flour.name, 'Half Price'), peso(640.25), 'Quantity: 1');
    await expectTextIn(line(sugar.name, 'Retail Price'), peso(55.5), 'Quantity: 1');
    await expectTextIn(line(sugar.name, 'Full Price'), peso(2999.99), 'Quantity: 1');
    const orderTotal = customer.page.getByRole('region', { name: 'Order Total' });
    await expectTextIn(orderTotal, peso(2501 + 640.25 + 55.5 + 2999.99));
    expect(peso(6196.74)).toBe('₱6,196.74');

    // Remove the sugar at full price: its line goes and the total follows.
    await line(sugar.name, 'Full Price')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect.poll(() => lines.count()).toBe(3);
    await expectTextIn(orderTotal, peso(3196.75));
    await customer.screen('cart after removing a line');

    // Checkout for delivery through the FILL OUT modal.
    await customer.page.getByRole('button', { name: 'CHECKOUT ALL' }).click();
    const form = dialogWith(customer.page, 'FILL OUT');
    await customer.screen('fill out', form);
    const pickupDate = addDays(shopToday(), 3);
    await form.getByLabel(/^Name/).fill(`Aling Nena ${tag}`);
    await form.getByLabel(/^Address/).fill('45 Mabini Street, Malolos, Bulacan');
    await form.getByLabel(/^Phone Number/).fill('+639171234567');
    await form.getByLabel(/^Pickup Date/).fill(pickupDate);
    await form.getByLabel(/^Delivery Mode/).selectOption({ label: 'Delivery' });
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
    for (const column of [
      'Customer',
      'Address',
      'Phone',
      'Pickup Date',
      'Delivery Mode',
      'Order Date',
      'Total',
    ]) {
      await customer.see(customer.page.getByRole('columnheader', { name: column, exact: true }));
    }
    await expectTextIn(
      orderRow,
      '45 Mabini Street, Malolos, Bulacan',
      '+639171234567',
      'Delivery',
      peso(3196.75),
    );
    for (const column of ['Product Name', 'Price', 'Pricing Option']) {
      await customer.see(
        customer.page.getByRole('columnheader', { name: column, exact: true }).first(),
      );
    }
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
    expect((await findProduct(admin.api, flour._id))?.stock).toBe(7);
    expect((await findProduct(admin.api, sugar._id))?.stock).toBe(4);
  });
});
