import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, api, shopToday, type Product } from '@shop/contract';
import { renderRoute, testUsers } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { screenWidth } from '../../../test/screen-width.ts';
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
    priceUnit: 'sack (25 kg)',
    halfPrice: null,
    retailPrice: 55.5,
    retailPriceUnit: 'kg',
    stock: 50,
    expirationDate: addDays(today, 200),
    ...extra,
  });

const expired = makeProduct('Old Yeast', { expirationDate: addDays(today, -1) });
const expiring = makeProduct('Soon Butter', { expirationDate: addDays(today, 30) });
const soldOut = makeProduct('Sold Out Sugar', { stock: 0, category: 'sugar' });
const low = makeProduct('Low Cocoa', { stock: 10, lowStockLevel: 10 });
const healthy = makeProduct('Plenty Flour', { stock: 11, lowStockLevel: 10, halfPrice: 640 });
const products = [expired, expiring, soldOut, low, healthy];

const cardOf = async (name: string) =>
  (await screen.findByRole('listitem', { name: new RegExp(`^${name}`) })).closest('li')!;

describe('products on a phone (390 px)', { timeout: 20_000 }, () => {
  it('lists the products as cards with the table’s marks and fields, no table', async () => {
    screenWidth(390);
    mockApi({ getProducts: { body: { products } } });
    renderRoute('/admin-products', { role: 'admin' });

    const yeast = await cardOf('Old Yeast');
    const list = screen.getByRole('list', { name: 'Products' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Old YeastFlour',
      'Soon ButterFlour',
      'Sold Out SugarSugar',
      'Low CocoaFlour',
      'Plenty FlourFlour',
    ]);

    expect(yeast).toHaveAttribute('data-status', 'Expired');
    expect(yeast).toHaveStyle({ backgroundColor: '#ffcdd2' });
    expect(within(yeast).getByText('Expired')).toBeInTheDocument();
    expect(within(yeast).getByText('Hidden from customers: Expired')).toBeInTheDocument();

    const butter = await cardOf('Soon Butter');
    expect(butter).toHaveStyle({ backgroundColor: '#ffe0b2' });
    expect(within(butter).getByText('Expiring Soon')).toBeInTheDocument();
    expect(
      within(butter).getByText('Hidden from customers: Expires within 92 days'),
    ).toBeInTheDocument();

    const sugar = await cardOf('Sold Out Sugar');
    expect(sugar).toHaveStyle({ backgroundColor: '#e8f5e9' });
    expect(within(sugar).getByText('Active')).toBeInTheDocument();
    expect(within(sugar).getByText('Out of stock').closest('[data-mark]')).toHaveAttribute(
      'title',
      'Customers see it but cannot order it',
    );
    expect(within(sugar).queryByText('Low stock')).not.toBeInTheDocument();

    expect(
      within(await cardOf('Low Cocoa'))
        .getByText('Low stock')
        .closest('[data-mark]'),
    ).toHaveAttribute('title', 'At or below its low stock level of 10');

    const flour = await cardOf('Plenty Flour');
    expect(within(flour).queryByText('Low stock')).not.toBeInTheDocument();
    const date = new Intl.DateTimeFormat('en-PH', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(Date.parse(`${addDays(today, 200)}T00:00:00Z`));
    const fields = within(flour)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(fields).toEqual([
      'Price: ₱1,250.00per sack (25 kg)',
      'Half Price: ₱640.00',
      'Retail Price: ₱55.50per kg',
      'Stock: 11 units11 × sack (25 kg) · 11 × half price · 11 × kg',
      `Expiration Date: ${date}`,
    ]);
    expect(within(flour).getByRole('button', { name: 'Edit Plenty Flour' })).toBeInTheDocument();
    expect(within(flour).getByRole('button', { name: 'Delete Plenty Flour' })).toBeInTheDocument();
  });

  it('shows 5 skeleton cards while the products load', async () => {
    screenWidth(390);
    mockApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === api.getMe.path
          ? new Response(JSON.stringify({ data: testUsers.admin }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : new Promise<Response>(() => {}),
      ),
    );
    renderRoute('/admin-products', { role: 'admin' });
    await waitFor(() => expect(screen.getAllByTestId('skeleton-card')).toHaveLength(5));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing needs attention', async () => {
    screenWidth(390);
    mockApi({ getProducts: { body: { products: [healthy] } } });
    renderRoute('/admin-products?filter=attention', { role: 'admin' });
    const empty = await screen.findByText('No products need attention.');
    expect(empty).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('says so when the list could not be read, with Retry', async () => {
    screenWidth(390);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ getProducts: { status: 400, body: { message: 'Invalid query' } } });
    renderRoute('/admin-products', { role: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the products. Retry');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('selects cards one by one and all at once for the bulk edit', async () => {
    screenWidth(390);
    const { calls } = mockApi({
      getProducts: { body: { products } },
      bulkUpdateProducts: { body: { products: [low, healthy] } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(within(await cardOf('Low Cocoa')).getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox', { name: 'Select Plenty Flour' }));
    const bar = screen.getByRole('region', { name: 'Selected products' });
    expect(bar).toHaveTextContent('2 selected');
    expect(await cardOf('Low Cocoa')).toHaveAttribute('data-selected', 'true');
    const all = screen.getByRole('checkbox', { name: 'Select all products on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await user.click(all);
    expect(bar).toHaveTextContent('5 selected');
    await user.click(all);
    expect(screen.queryByRole('region', { name: 'Selected products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Low Cocoa' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Plenty Flour' }));
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit selected products' }));
    await user.type(d.getByLabelText('Stock'), '40');
    await user.click(d.getByRole('button', { name: 'Update 2 products' }));
    expect(await screen.findByText('Updated 2 products')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'bulkUpdateProducts')?.body).toEqual({
      ids: [low._id, healthy._id],
      stock: 40,
    });
  });

  it('edits and deletes from a card', async () => {
    screenWidth(390);
    const { calls } = mockApi({
      getProducts: { body: { products } },
      [`deleteProduct:${low._id}`]: { body: { message: 'Product deleted.', archived: false } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(
      within(await cardOf('Low Cocoa')).getByRole('button', { name: 'Edit Low Cocoa' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Low Cocoa');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Low Cocoa' }));
    expect(await screen.findByText(/"Low Cocoa" will be deleted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Product Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the table on a wide screen (1,440 px)', async () => {
    screenWidth(1440);
    mockApi({ getProducts: { body: { products } } });
    renderRoute('/admin-products', { role: 'admin' });
    expect(await screen.findByRole('table', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });
});
