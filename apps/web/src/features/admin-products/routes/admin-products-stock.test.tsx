import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, addDays, shopToday, type Product } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { makeProduct as sampleProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);

const user = userEvent.setup({ delay: null });
const today = shopToday();
const makeProduct = (name: string, extra: Partial<Product> = {}) =>
  sampleProduct({
    name,
    images: '/images/flour.jpg',
    description: `${name} description`,
    price: 1250,
    halfPrice: null,
    retailPrice: null,
    stock: 50,
    ...extra,
  });

const expired = makeProduct('Old Yeast', { expirationDate: addDays(today, -1) });
const expiring = makeProduct('Soon Butter', { expirationDate: addDays(today, 30) });
const soldOut = makeProduct('Sold Out Sugar', { stock: 0 });
const low = makeProduct('Low Cocoa', { stock: 10, lowStockLevel: 10 });
const healthy = makeProduct('Plenty Flour', { stock: 11, lowStockLevel: 10 });
const products = [expired, expiring, soldOut, low, healthy];

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;
// Cells: the checkbox, Category, three prices, Stock, Expiration Date, Status (the name is a header).
const statusCell = async (name: string) => within(await rowOf(name)).getAllByRole('cell')[7]!;

describe('stock at a glance', { timeout: 20_000 }, () => {
  it('marks what customers cannot see or order, and what runs low, keeping the expiry chip', async () => {
    mockApi({ getProducts: { body: { products } } });
    renderRoute('/admin-products', { role: 'admin' });

    const expiredStatus = await statusCell('Old Yeast');
    expect(within(expiredStatus).getByText('Expired')).toBeInTheDocument();
    expect(within(expiredStatus).getByText('Hidden from customers: Expired')).toBeInTheDocument();

    const expiringStatus = await statusCell('Soon Butter');
    expect(within(expiringStatus).getByText('Expiring Soon')).toBeInTheDocument();
    expect(
      within(expiringStatus).getByText('Hidden from customers: Expires within 92 days'),
    ).toBeInTheDocument();

    const soldOutStatus = await statusCell('Sold Out Sugar');
    expect(within(soldOutStatus).getByText('Active')).toBeInTheDocument();
    const outOfStock = within(soldOutStatus).getByText('Out of stock').closest('[data-mark]');
    expect(outOfStock).toHaveAttribute('title', 'Customers see it but cannot order it');
    expect(within(soldOutStatus).queryByText(/Hidden from customers/)).not.toBeInTheDocument();
    expect(within(soldOutStatus).queryByText('Low stock')).not.toBeInTheDocument();

    const lowStatus = await statusCell('Low Cocoa');
    expect(within(lowStatus).getByText('Low stock').closest('[data-mark]')).toHaveAttribute(
      'title',
      'At or below its low stock level of 10',
    );

    const healthyStatus = await statusCell('Plenty Flour');
    expect(healthyStatus).toHaveTextContent(/^Active$/);
    expect(document.title).toBe(`Product Management · ${DEFAULT_SHOP_SETTINGS.shopName}`);
  });

  it('filters to the products needing attention, with the count, kept in the URL', async () => {
    mockApi({ getProducts: { body: { products } } });
    const { router } = renderRoute('/admin-products', { role: 'admin' });
    await rowOf('Plenty Flour');
    expect(screen.getByRole('button', { name: 'All products (5)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const attention = screen.getByRole('button', { name: 'Needs attention (4)' });
    await user.click(attention);

    expect(attention).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?filter=attention');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Plenty Flour' })).not.toBeInTheDocument(),
    );
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Old Yeast', 'Soon Butter', 'Sold Out Sugar', 'Low Cocoa']);
  });

  it('opens filtered from the address, and says so when nothing needs attention', async () => {
    mockApi({ getProducts: { body: { products: [healthy] } } });
    renderRoute('/admin-products?filter=attention', { role: 'admin' });
    expect(await screen.findByText('No products need attention.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Needs attention (0)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends the search and the order to the server and keeps them in the URL', async () => {
    const { calls } = mockApi({
      getProducts: (call) => ({
        body: { products: call.search.includes('search=') ? [] : products },
      }),
    });
    const { router } = renderRoute('/admin-products', { role: 'admin' });
    await rowOf('Plenty Flour');
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() =>
      expect(calls.some((c) => c.name === 'getProducts' && c.search === '?sort=price_asc')).toBe(
        true,
      ),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'flowr');
    await waitFor(() =>
      expect(calls.at(-1)?.search).toBe('?search=flowr&sort=price_asc&page=1&limit=48'),
    );
    // One request for the whole word: typing waits for a pause.
    expect(calls.filter((c) => c.search.includes('search=')).length).toBe(1);
    expect(router.state.location.search).toBe('?sort=price_asc&q=flowr');
    expect(await screen.findByText(/No products match “flowr”\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await rowOf('Plenty Flour')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(router.state.location.search).toBe('?sort=price_asc');
  });
});

/** A search's rows, 48 of "Flour No. n" a page. */
const pageOf = (page: number) =>
  Array.from({ length: 48 }, (_, i) => makeProduct(`Flour No. ${(page - 1) * 48 + i + 1}`));

/** A search answered page by page (`total` matches in all); the plain list is `products`. */
const mockSearchPages = (pages: Product[][], total: number) =>
  mockApi({
    getProducts: (call) => {
      const query = new URLSearchParams(call.search);
      if (!query.get('search')) return { body: { products } };
      const page = Number(query.get('page'));
      return { body: { products: pages[page - 1] ?? [], total, page, limit: 48 } };
    },
  });

describe('a search with many matches', { timeout: 20_000 }, () => {
  it('asks 48 rows at a time, says how many match and adds the next 48 with Show more', async () => {
    const { calls } = mockSearchPages([pageOf(1), pageOf(2)], 2_000);
    renderRoute('/admin-products?q=flowr', { role: 'admin' });
    await rowOf('Flour No. 48');
    const searches = () => calls.filter((c) => c.name === 'getProducts').map((c) => c.search);
    expect(searches()).toEqual(['?search=flowr&page=1&limit=48']);
    expect(screen.getByText('Showing 48 of 2,000 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All products (2000)' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Flour No. 49' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await rowOf('Flour No. 96');
    expect(screen.getByText('Showing 96 of 2,000 products')).toBeInTheDocument();
    expect(searches()).toEqual(['?search=flowr&page=1&limit=48', '?search=flowr&page=2&limit=48']);
    expect(screen.getAllByRole('rowheader')).toHaveLength(96);
  });

  it('Needs attention during a search reads every page, so it lists and counts every match', async () => {
    // The only products needing attention are on the second and third pages.
    const { calls } = mockSearchPages(
      [pageOf(1), [...pageOf(2).slice(1), soldOut], [low, healthy]],
      98,
    );
    renderRoute('/admin-products?q=flowr&filter=attention', { role: 'admin' });
    await rowOf('Low Cocoa');
    const searches = () => calls.filter((c) => c.name === 'getProducts').map((c) => c.search);
    expect(searches()).toEqual([
      '?search=flowr&page=1&limit=48',
      '?search=flowr&page=2&limit=48',
      '?search=flowr&page=3&limit=48',
    ]);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Sold Out Sugar',
      'Low Cocoa',
    ]);
    expect(screen.getByRole('button', { name: 'Needs attention (2)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 98 of 98 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a page refused (400) is not asked again by itself; Show more asks for it', async () => {
    let failing = true;
    const { calls } = mockApi({
      getProducts: (call) => {
        const query = new URLSearchParams(call.search);
        const page = Number(query.get('page'));
        if (page === 2 && failing) return { status: 400, body: { message: 'Invalid query' } };
        return { body: { products: page === 1 ? pageOf(1) : [low], total: 49, page, limit: 48 } };
      },
    });
    renderRoute('/admin-products?q=flowr&filter=attention', { role: 'admin' });
    const pageTwo = () => calls.filter((c) => c.search.includes('page=2')).length;
    await waitFor(() => expect(pageTwo()).toBe(1));
    const more = await screen.findByRole('button', { name: 'Show more' });
    await waitFor(() => expect(more).toBeEnabled());
    expect(pageTwo()).toBe(1);
    expect(screen.getByText('Showing 48 of 49 products')).toBeInTheDocument();

    failing = false;
    await user.click(more);
    await rowOf('Low Cocoa');
    expect(pageTwo()).toBe(2);
    expect(screen.getByRole('button', { name: 'Needs attention (1)' })).toBeInTheDocument();
  });
});

describe('bulk edit', { timeout: 20_000 }, () => {
  it('sets price and stock of the selected rows in one call, refreshes and clears', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products } },
      bulkUpdateProducts: { body: { products: [low, healthy] } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(within(await rowOf('Low Cocoa')).getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox', { name: 'Select Plenty Flour' }));
    const bar = screen.getByRole('region', { name: 'Selected products' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Edit selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit selected products' });
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Update 2 products' }));
    expect(d.getByText('Fill in a price, a stock or an expiration date')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'bulkUpdateProducts')).toBe(false);

    await user.type(d.getByLabelText('Price (₱)'), '1300.50');
    await user.type(d.getByLabelText('Stock'), '40');
    await user.click(d.getByRole('button', { name: 'Update 2 products' }));

    expect(await screen.findByText('Updated 2 products')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'bulkUpdateProducts')?.body).toEqual({
      ids: [low._id, healthy._id],
      price: 1300.5,
      stock: 40,
    });
    await waitFor(() => expect(calls.filter((c) => c.name === 'getProducts')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Selected products' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Low Cocoa' })).not.toBeChecked();
  });

  it('selects every row on the page at once and keeps the dialog open on a refusal', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products } },
      bulkUpdateProducts: { status: 404, body: { message: 'Product not found' } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await rowOf('Plenty Flour');
    await user.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }));
    expect(screen.getByRole('region', { name: 'Selected products' })).toHaveTextContent(
      '5 selected',
    );
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit selected products' }));
    const date = addDays(today, 300);
    await user.type(d.getByLabelText('Expiration Date'), date);
    await user.click(d.getByRole('button', { name: 'Update 5 products' }));

    expect(await d.findByText('Product not found')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'bulkUpdateProducts')?.body).toEqual({
      ids: products.map((p) => p._id),
      expirationDate: date,
    });
  });
});
