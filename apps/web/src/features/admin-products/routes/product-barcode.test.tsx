import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { screenWidth } from '../../../test/screen-width.ts';
import { makeProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);
const user = userEvent.setup({ delay: null });
const today = shopToday();

const flour = makeProduct({
  name: 'Bread Flour',
  expirationDate: addDays(today, 200),
  barcode: '4800016644290',
});
const sugar = makeProduct({ name: 'Brown Sugar', expirationDate: addDays(today, 200) });

/** Typed at once (the keystrokes are the main tests' concern): this file is about the barcode. */
const typeInto = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

async function fillCreate(dialog: HTMLElement) {
  const d = within(dialog);
  typeInto(d.getByLabelText(/^Name/), 'Lard');
  typeInto(d.getByLabelText(/^Image URL/), '/images/lard.jpg');
  typeInto(d.getByLabelText(/^Description/), '1 kg block');
  typeInto(d.getByLabelText(/^Expiration Date/), addDays(today, 100));
  typeInto(d.getByLabelText(/^Price/), '150');
  await user.click(d.getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Cooking Oil' }));
  typeInto(d.getByLabelText(/^Stock/), '5');
}

async function openCreate() {
  await user.click(await screen.findByRole('button', { name: 'Create Product' }));
  return screen.findByRole('dialog', { name: 'Create Product' });
}

// Filling the whole Create form is slow in jsdom on a busy machine.
describe('product barcodes', { timeout: 45_000 }, () => {
  it('sends a typed barcode, trimmed, and shows a taken one on the field', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { message: 'This barcode is already used by another product.' },
    };
    const { calls } = mockApi({
      getProducts: { body: { products: [flour, sugar] } },
      createProduct: () => answer,
    });
    renderRoute('/admin-products', { role: 'admin' });
    const dialog = await openCreate();
    await fillCreate(dialog);
    const field = within(dialog).getByLabelText('Barcode');
    expect(field).toHaveAccessibleDescription(
      'Optional: scan or type the code on the pack, no spaces',
    );
    typeInto(field, ' 4800016644290 ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

    expect(
      await within(dialog).findByText('This barcode is already used by another product.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Oops!')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Lard',
      barcode: '4800016644290',
    });

    answer = { status: 201, body: { product: { ...sugar, name: 'Lard' } } };
    typeInto(field, '4800016644306');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('You created a product')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      barcode: '4800016644306',
    });
  });

  it('refuses a barcode with a space beside the field, and sends none when left empty', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour] } },
      createProduct: { status: 201, body: { product: sugar } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const dialog = await openCreate();
    await fillCreate(dialog);
    const field = within(dialog).getByLabelText('Barcode');
    typeInto(field, '4800 0166');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(
      await within(dialog).findByText('Barcode must be letters, digits or symbols without spaces'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    typeInto(field, '');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('You created a product')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('barcode');
  });

  it('shows the barcode in the table, prefills it and sends an emptied one as null', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour, sugar] } },
      [`updateProduct:${flour._id}`]: { body: { product: { ...flour, barcode: null } } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const row = (await screen.findByRole('rowheader', { name: /Bread Flour/ })).closest('tr')!;
    expect(within(row).getByText('Barcode 4800016644290')).toBeInTheDocument();
    const other = screen.getByRole('rowheader', { name: 'Brown Sugar' });
    expect(other).not.toHaveTextContent('Barcode');

    await user.click(within(row).getByRole('button', { name: 'Edit Bread Flour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const field = within(dialog).getByLabelText('Barcode');
    expect(field).toHaveValue('4800016644290');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ barcode: null }),
    );
  });

  it('shows the barcode on a phone card', async () => {
    screenWidth(390);
    mockApi({ getProducts: { body: { products: [flour, sugar] } } });
    renderRoute('/admin-products', { role: 'admin' });
    const card = (await screen.findByRole('heading', { name: /Bread Flour/ })).closest('li')!;
    expect(card).toHaveTextContent('Barcode4800016644290');
    const other = screen.getByRole('heading', { name: /Brown Sugar/ }).closest('li')!;
    expect(other).not.toHaveTextContent('Barcode');
  });
});
