import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, api, shopToday, type Product } from '@shop/contract';
import { renderRoute, testUsers } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { makeProduct as sampleProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);

// No artificial delay between keystrokes keeps the form tests quick.
const user = userEvent.setup({ delay: null });

const today = shopToday();
const makeProduct = (name: string, expirationDate: string, extra: Partial<Product> = {}) =>
  sampleProduct({
    name,
    images: '/images/flour.jpg',
    description: `${name} description`,
    expirationDate,
    price: 1250.5,
    halfPrice: null,
    retailPrice: 1300,
    stock: 12,
    ...extra,
  });

const expiresToday = makeProduct('Expires Today', today);
const in90 = makeProduct('In 90 Days', addDays(today, 90), { category: 'oil', halfPrice: 640 });
const in91 = makeProduct('In 91 Days', addDays(today, 91));
const yesterday = makeProduct('Expired Yesterday', addDays(today, -1));
const products = [yesterday, expiresToday, in90, in91];

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name }, { timeout: 3000 })).closest('tr')!;

async function openCreate() {
  await user.click(await screen.findByRole('button', { name: 'Create Product' }));
  return screen.findByRole('dialog', { name: 'Create Product' });
}

async function fillCreate(dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText(/^Name/), '  Bread Flour ');
  await user.type(d.getByLabelText(/^Image URL/), '/images/flour.jpg');
  await user.type(d.getByLabelText(/^Description/), '25 kg sack');
  fireEvent.change(d.getByLabelText(/^Expiration Date/), {
    target: { value: addDays(today, 400) },
  });
  await user.type(d.getByLabelText(/^Price/), '1250.5');
  await user.type(d.getByLabelText(/^Retail Price/), '1300');
  await user.click(d.getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Cooking Oil' }));
  await user.type(d.getByLabelText(/^Stock/), '10');
}

describe('product management', { timeout: 20_000 }, () => {
  it('shows 5 skeleton rows while the products load', async () => {
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
    expect(await screen.findByRole('heading', { name: 'Product Management' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5));
  });

  it('tints and labels rows by expiry at the boundaries', async () => {
    mockApi({ getProducts: { body: { products } } });
    renderRoute('/admin-products', { role: 'admin' });
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Name',
      'Category',
      'Price',
      'Half Price',
      'Retail Price',
      'Stock',
      'Expiration Date',
      'Status',
      'Actions',
    ]);
    const expected = [
      ['Expired Yesterday', 'Expired', '#ffcdd2'],
      ['Expires Today', 'Expiring Soon', '#ffe0b2'],
      ['In 90 Days', 'Expiring Soon', '#ffe0b2'],
      ['In 91 Days', 'Active', '#e8f5e9'],
    ] as const;
    for (const [name, status, tint] of expected) {
      const row = await rowOf(name);
      expect(within(row).getByText(status)).toBeInTheDocument();
      expect(row).toHaveStyle({ backgroundColor: tint });
    }
    const oil = await rowOf('In 90 Days');
    expect(oil).toHaveTextContent('Cooking Oil');
    expect(oil).toHaveTextContent('₱1,250.50');
    expect(oil).toHaveTextContent('₱640.00');
    expect(oil).toHaveTextContent('₱1,300.00');
    expect(await rowOf('In 91 Days')).toHaveTextContent('Not set');
    const date = new Intl.DateTimeFormat('en-PH', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(Date.parse(`${today}T00:00:00Z`));
    expect(await rowOf('Expires Today')).toHaveTextContent(date);
  });

  it('warns Missing fields and sends nothing when required fields are empty', async () => {
    const { calls } = mockApi({ getProducts: { body: { products } } });
    renderRoute('/admin-products', { role: 'admin' });
    const dialog = await openCreate();
    expect(within(dialog).getByLabelText(/^Expiration Date/)).toHaveAttribute('min', today);
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a product with trimmed text, parsed numbers and an ISO date', async () => {
    const created = makeProduct('Bread Flour', addDays(today, 400));
    const { calls } = mockApi({
      getProducts: { body: { products } },
      createProduct: { status: 201, body: { product: created } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await rowOf('Expires Today');
    const dialog = await openCreate();
    await fillCreate(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Good job!')).toBeInTheDocument();
    expect(screen.getByText('You created a product')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Bread Flour',
      images: '/images/flour.jpg',
      description: '25 kg sack',
      expirationDate: `${addDays(today, 400)}T00:00:00.000Z`,
      price: 1250.5,
      retailPrice: 1300,
      category: 'oil',
      stock: 10,
      lowStockLevel: 10,
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Product' })).not.toBeInTheDocument(),
    );
    // Both dialogs gone, the table is reachable again for assistive technology.
    expect(await screen.findByRole('rowheader', { name: 'Expires Today' })).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'getProducts')).toHaveLength(2);
  });

  it('explains a bad price beside the field without sending', async () => {
    const { calls } = mockApi({ getProducts: { body: { products } } });
    renderRoute('/admin-products', { role: 'admin' });
    const dialog = await openCreate();
    await fillCreate(dialog);
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await within(dialog).findByText(/Price must be a peso amount/)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows Oops! with the server message, or Something went wrong, and keeps the dialog', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: { message: 'Name is required', field: 'name' },
    };
    mockApi({
      getProducts: { body: { products } },
      createProduct: () => answer,
    });
    renderRoute('/admin-products', { role: 'admin' });
    const dialog = await openCreate();
    await fillCreate(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Oops!')).not.toBeInTheDocument());

    answer = { status: 500 };
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Create Product' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('  Bread Flour ');
  });

  it('edits a product prefilled, sending only the changed fields with both prices as numbers', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products } },
      [`updateProduct:${in91._id}`]: { body: { product: in91 } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const row = await rowOf('In 91 Days');
    await user.click(within(row).getByRole('button', { name: 'Edit In 91 Days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const d = within(dialog);
    expect(d.getByLabelText(/^Name/)).toHaveValue('In 91 Days');
    expect(d.getByLabelText(/^Expiration Date/)).toHaveValue(in91.expirationDate);
    expect(d.getByLabelText(/^Price/)).toHaveValue('1250.5');
    expect(d.getByLabelText(/^Retail Price/)).toHaveValue('1300');
    expect(d.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Flour');

    await user.type(d.getByLabelText(/^Half Price/), '640.25');
    const retail = d.getByLabelText(/^Retail Price/);
    await user.clear(retail);
    await user.type(retail, '1350');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    expect(screen.getByText('Product updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      halfPrice: 640.25,
      retailPrice: 1350,
    });
    expect(calls.filter((c) => c.name === 'getProducts')).toHaveLength(2);
  });

  it('sends the unit of each tier that is filled in, and shows it beside the price', async () => {
    const created = makeProduct('Bread Flour', addDays(today, 400));
    const sack = makeProduct('Sack Flour', addDays(today, 200), {
      price: 1280,
      priceUnit: 'sack (25 kg)',
      retailPriceUnit: 'kg',
      retailPrice: 58,
    });
    const { calls } = mockApi({
      getProducts: { body: { products: [...products, sack] } },
      createProduct: { status: 201, body: { product: created } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const row = await rowOf('Sack Flour');
    // Cells after the checkbox and Category: Price, Half Price, Retail Price.
    const [price, , retail] = within(row).getAllByRole('cell').slice(2, 5);
    expect(price).toHaveTextContent('₱1,280.00');
    expect(within(price!).getByText('per sack (25 kg)')).toBeInTheDocument();
    expect(retail).toHaveTextContent('₱58.00');
    expect(within(retail!).getByText('per kg')).toBeInTheDocument();

    const dialog = await openCreate();
    const d = within(dialog);
    const full = d.getByLabelText('Full price unit');
    expect(full).toHaveAttribute('placeholder', 'sack (25 kg)');
    expect(full).toHaveAttribute('maxlength', '30');
    expect(d.getByLabelText('Half price unit')).toHaveAttribute('maxlength', '30');
    await fillCreate(dialog);
    await user.type(full, ' sack (25 kg) ');
    await user.type(d.getByLabelText('Retail price unit'), 'kg');
    await user.click(d.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Good job!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Bread Flour',
      images: '/images/flour.jpg',
      description: '25 kg sack',
      expirationDate: `${addDays(today, 400)}T00:00:00.000Z`,
      price: 1250.5,
      retailPrice: 1300,
      priceUnit: 'sack (25 kg)',
      retailPriceUnit: 'kg',
      category: 'oil',
      stock: 10,
      lowStockLevel: 10,
    });
  });

  it('prefills the units when editing and sends an emptied one as null', async () => {
    const sack = makeProduct('Sack Flour', addDays(today, 200), {
      priceUnit: 'sack (25 kg)',
      retailPriceUnit: 'kg',
    });
    const { calls } = mockApi({
      getProducts: { body: { products: [sack] } },
      [`updateProduct:${sack._id}`]: { body: { product: sack } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const row = await rowOf('Sack Flour');
    await user.click(within(row).getByRole('button', { name: 'Edit Sack Flour' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    expect(d.getByLabelText('Full price unit')).toHaveValue('sack (25 kg)');
    expect(d.getByLabelText('Half price unit')).toHaveValue('');
    await user.clear(d.getByLabelText('Retail price unit'));
    await user.type(d.getByLabelText('Half price unit'), 'half sack');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      halfPriceUnit: 'half sack',
      retailPriceUnit: null,
    });
  });

  it('deletes after confirmation and refetches', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products } },
      [`deleteProduct:${in90._id}`]: {
        body: { message: 'Product deleted.', archived: false },
      },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const row = await rowOf('In 90 Days');
    await user.click(within(row).getByRole('button', { name: 'Delete In 90 Days' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText(/"In 90 Days" will be deleted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Product Deleted')).toBeInTheDocument();
    expect(screen.getByText('The product has been successfully deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'getProducts')).toHaveLength(2);
  });

  it('alerts Failed to delete product. Try again. when the delete fails', async () => {
    mockApi({
      getProducts: { body: { products } },
      [`deleteProduct:${in90._id}`]: { status: 500 },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const row = await rowOf('In 90 Days');
    await user.click(within(row).getByRole('button', { name: 'Delete In 90 Days' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Failed to delete product. Try again.')).toBeInTheDocument();
  });

  it('logs a list failure as a warning and says so in the table', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    mockApi({ getProducts: { status: 400, body: { message: 'Invalid query' } } });
    renderRoute('/admin-products', { role: 'admin' });
    expect(await screen.findByText(/Could not load the products/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
