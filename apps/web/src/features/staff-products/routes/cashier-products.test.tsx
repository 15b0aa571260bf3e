import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_LABELS, addDays, shopToday } from '@shop/contract';
import { screenWidth } from '../../../test/screen-width.ts';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeLot, makeProduct } from '../../../test/shop-fixtures.ts';
import { expectPage, hrefOf } from '../../../test/queries.ts';

describe('cashier product pages', () => {
  it('/cashier-products links each category to the cashier category page', async () => {
    mockApi({ getMe: { body: { data: testUsers.cashier } } });
    renderRoute('/cashier-products', { role: 'cashier' });
    await expectPage('Products');
    for (const category of CATEGORIES)
      expect(screen.getByRole('link', { name: CATEGORY_LABELS[category] })).toHaveAttribute(
        'href',
        `/cashier-products/category/${category}`,
      );
  });

  it('/cashier-products/category/{category} lists every product, flagging expiry', async () => {
    const active = makeProduct({ name: 'Lard 16kg', category: 'lard' });
    const soon = makeProduct({
      name: 'Lard 5kg',
      category: 'lard',
      expirationDate: addDays(shopToday(), 30),
    });
    const expired = makeProduct({
      name: 'Lard 1kg',
      category: 'lard',
      expirationDate: addDays(shopToday(), -3),
    });
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: { body: { products: [active, soon, expired] } },
    });
    renderRoute('/cashier-products/category/lard', { role: 'cashier' });

    await expectPage('Lard Products');
    expect(
      within(await screen.findByRole('article', { name: 'Lard 16kg' })).getByText('Active'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Lard 5kg' })).getByText('Expiring Soon'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Lard 1kg' })).getByText('Expired'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Avail Item/ })).toBeNull();
    expect(hrefOf('Back to Products')).toBe('/cashier-products');
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('?category=lard');
  });
});

describe('cashier product search', () => {
  it('/cashier-products looks through every category for a search, flagging expiry', async () => {
    const lard = makeProduct({ name: 'Lard 16kg', category: 'lard' });
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: (call) => ({
        body: { products: call.search.includes('search=lard') ? [lard] : [] },
      }),
    });
    const { router } = renderRoute('/cashier-products', { role: 'cashier' });
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    // No search: the category grid, and no product request.
    expect(screen.getByRole('link', { name: 'Lard' })).toBeInTheDocument();

    await userEvent.type(box, 'lard');
    const card = await screen.findByRole('article', { name: 'Lard 16kg' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lard' })).toBeNull();
    expect(router.state.location.search).toBe('?q=lard');
    expect(calls.filter((c) => c.name === 'getProducts').map((c) => c.search)).toEqual([
      '?search=lard&page=1&limit=48',
    ]);

    await userEvent.clear(box);
    await userEvent.type(box, 'butter');
    expect(await screen.findByText('No products match “butter”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Lard' })).toBeInTheDocument();
  });

  it('/cashier-products/category/{category} sends the order chosen', async () => {
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: { body: { products: [makeProduct({ name: 'Lard 16kg', category: 'lard' })] } },
    });
    renderRoute('/cashier-products/category/lard', { role: 'cashier' });
    await screen.findByRole('article', { name: 'Lard 16kg' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'getProducts').map((c) => c.search)).toEqual([
        '?category=lard',
        '?category=lard&sort=name',
      ]),
    );
  });
});

describe('cashier receives and counts (issue 26)', () => {
  const lard = makeProduct({
    name: 'Lard 16kg',
    category: 'lard',
    stockUnit: 'kg',
    priceSize: 16,
    stock: 5,
    quantity: 80,
    available: { price: 5, halfPrice: 10, retailPrice: 80 },
  });
  const lot = makeLot(lard._id, { quantity: 80, receivedQuantity: 96 });

  it('opens a product’s lots from its card: Receive and Count, no Write off', async () => {
    screenWidth(390);
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: { body: { products: [lard] } },
      [`listLots:${lard._id}`]: { body: { product: lard, lots: [lot] } },
      [`countLot:${lot._id}`]: {
        body: { message: 'Lot counted', lot: { ...lot, quantity: 78 }, product: lard },
      },
      [`receiveLot:${lard._id}`]: {
        status: 201,
        body: { message: 'Lot received', lot, product: lard },
      },
    });
    renderRoute('/cashier-products/category/lard', { role: 'cashier' });
    const card = await screen.findByRole('article', { name: 'Lard 16kg' });
    const button = within(card).getByRole('button', { name: 'Lots · 80 kg of Lard 16kg' });
    expect(button).toHaveTextContent('Lots · 80 kg');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Lots of Lard 16kg' });
    const item = (await within(dialog).findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('Left80 kg of 96 kg');
    expect(within(dialog).queryByRole('button', { name: 'Write off' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Write off expired' })).toBeNull();

    await userEvent.click(within(item).getByRole('button', { name: 'Count' }));
    const count = within(await screen.findByRole('dialog', { name: 'Count lot' }));
    await userEvent.clear(count.getByLabelText(/^Counted \(kg\)/));
    await userEvent.type(count.getByLabelText(/^Counted \(kg\)/), '78');
    await userEvent.type(count.getByLabelText('Note'), 'Shelf count');
    await userEvent.click(count.getByRole('button', { name: 'Save count' }));
    expect(await within(dialog).findByText('Lot counted')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'countLot')?.body).toEqual({
      quantity: 78,
      note: 'Shelf count',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    const receive = within(await screen.findByRole('dialog', { name: 'Receive Lard 16kg' }));
    await userEvent.type(receive.getByLabelText(/^Quantity \(kg\)/), '160');
    await userEvent.type(receive.getByLabelText(/^Expiration Date/), addDays(shopToday(), 180));
    await userEvent.click(receive.getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText('Lot received')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'receiveLot')?.body).toEqual({
      quantity: 160,
      expirationDate: addDays(shopToday(), 180),
    });
  });
});
