import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday, type Lot, type Product } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { screenWidth } from '../../../test/screen-width.ts';
import { makeLot, makeProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);
const user = userEvent.setup({ delay: null });
const today = shopToday();

/** Flour counted in kg: a sack 25 kg, a half sack 12.5 kg, a kilo; 1,000 kg on hand. */
const flour = makeProduct({
  name: 'Bread Flour',
  price: 1250,
  halfPrice: 640,
  retailPrice: 55,
  priceUnit: 'sack (25 kg)',
  halfPriceUnit: 'half sack',
  retailPriceUnit: 'kg',
  stockUnit: 'kg',
  priceSize: 25,
  halfPriceSize: 12.5,
  retailPriceSize: 1,
  stock: 40,
  quantity: 1000,
  available: { price: 40, halfPrice: 80, retailPrice: 1000 },
  // Staff see the soonest lot holding stock: the expired one.
  expirationDate: addDays(today, -1),
});
const expiredLot = makeLot(flour._id, {
  quantity: 50,
  receivedQuantity: 200,
  expirationDate: addDays(today, -1),
  cost: 40,
});
const soonLot = makeLot(flour._id, { quantity: 100, expirationDate: addDays(today, 30) });
const freshLot = makeLot(flour._id, {
  quantity: 850,
  receivedQuantity: 1000,
  expirationDate: addDays(today, 200),
  cost: 50,
  note: 'Invoice 42, Pilmico',
});
const lots = [expiredLot, soonLot, freshLot];
const lotChange = (lot: Lot, product: Product = flour) => ({
  body: { message: 'Lot received', lot, product },
});

const date = (day: string) =>
  new Intl.DateTimeFormat('en-PH', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));

async function openLots() {
  await user.click(await screen.findByRole('button', { name: 'Lots of Bread Flour' }));
  return screen.findByRole('dialog', { name: 'Lots of Bread Flour' });
}
const lotCard = async (dialog: HTMLElement, day: string) =>
  (await within(dialog).findByRole('listitem', { name: `Expires ${date(day)}` })).closest('li')!;

describe('stock in lots on the admin’s products', { timeout: 30_000 }, () => {
  it('shows the quantity with its unit and what each tier can still sell', async () => {
    mockApi({ getProducts: { body: { products: [flour] } } });
    renderRoute('/admin-products', { role: 'admin' });
    const row = (await screen.findByRole('rowheader', { name: 'Bread Flour' })).closest('tr')!;
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(
      /^1,000 kg40 × sack \(25 kg\) · 80 × half sack · 1,000 × kg$/,
    );
  });

  it('lists the lots with the spec’s colours, what is left, cost, received date and note', async () => {
    screenWidth(390);
    mockApi({
      getProducts: { body: { products: [flour] } },
      [`listLots:${flour._id}`]: { body: { product: flour, lots } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const dialog = await openLots();
    expect(
      await within(dialog).findByText('1,000 kg · 40 × sack (25 kg) · 80 × half sack · 1,000 × kg'),
    ).toBeInTheDocument();

    const expired = await lotCard(dialog, addDays(today, -1));
    expect(expired).toHaveAttribute('data-status', 'Expired');
    expect(expired).toHaveStyle({ backgroundColor: '#ffcdd2' });
    expect(expired).toHaveTextContent('Customers cannot buy from this lot');
    expect(expired).toHaveTextContent('Left50 kg of 200 kg');
    expect(expired).toHaveTextContent('Cost₱40.00 per kg');

    const soon = await lotCard(dialog, addDays(today, 30));
    expect(soon).toHaveAttribute('data-status', 'Expiring Soon');
    expect(soon).toHaveStyle({ backgroundColor: '#ffe0b2' });
    expect(soon).toHaveTextContent('Customers cannot buy from this lot');
    expect(soon).toHaveTextContent('CostNot set');

    const fresh = await lotCard(dialog, addDays(today, 200));
    expect(fresh).toHaveAttribute('data-status', 'Active');
    expect(fresh).toHaveStyle({ backgroundColor: '#e8f5e9' });
    expect(fresh).not.toHaveTextContent('Customers cannot buy');
    expect(fresh).toHaveTextContent('Left850 kg of 1,000 kg');
    expect(fresh).toHaveTextContent('Cost₱50.00 per kg');
    expect(fresh).toHaveTextContent('ReceivedNov 1, 2026, 10:30 AM');
    expect(fresh).toHaveTextContent('NoteInvoice 42, Pilmico');
    expect(within(fresh).getByRole('button', { name: 'Count' })).toHaveAccessibleDescription(
      `Expires ${date(addDays(today, 200))}`,
    );
  });

  it('receives a lot: checks the fields, then sends quantity, expiry, cost and note', async () => {
    const received = makeLot(flour._id, { quantity: 500, receivedQuantity: 500 });
    const { calls } = mockApi({
      getProducts: { body: { products: [flour] } },
      [`listLots:${flour._id}`]: { body: { product: flour, lots } },
      [`receiveLot:${flour._id}`]: { status: 201, ...lotChange(received) },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const lotsDialog = await openLots();
    await within(lotsDialog).findByText(/^1,000 kg · /);
    await user.click(within(lotsDialog).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Bread Flour' });
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Receive' }));
    expect(d.getByLabelText(/^Quantity \(kg\)/)).toHaveAccessibleDescription(
      'Quantity must be a number',
    );
    expect(calls.some((c) => c.name === 'receiveLot')).toBe(false);

    await user.type(d.getByLabelText(/^Quantity \(kg\)/), '500');
    fireEvent.change(d.getByLabelText(/^Expiration Date/), {
      target: { value: addDays(today, 300) },
    });
    await user.type(d.getByLabelText('Cost per kg (₱)'), '48.50');
    await user.type(d.getByLabelText('Note'), ' Pilmico DR 7781 ');
    await user.click(d.getByRole('button', { name: 'Receive' }));

    expect(await within(lotsDialog).findByText('Lot received')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'receiveLot')?.body).toEqual({
      quantity: 500,
      expirationDate: addDays(today, 300),
      cost: 48.5,
      note: 'Pilmico DR 7781',
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'listLots').length).toBeGreaterThan(1),
    );
  });

  it('counts a lot: the lot is set to what was counted', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour] } },
      [`listLots:${flour._id}`]: { body: { product: flour, lots } },
      [`countLot:${freshLot._id}`]: {
        body: { message: 'Lot counted', lot: { ...freshLot, quantity: 840 }, product: flour },
      },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const lotsDialog = await openLots();
    const fresh = await lotCard(lotsDialog, addDays(today, 200));
    await user.click(within(fresh).getByRole('button', { name: 'Count' }));
    const d = within(await screen.findByRole('dialog', { name: 'Count lot' }));
    expect(d.getByText(/Bread Flour, lot expiring/)).toHaveTextContent(
      `Bread Flour, lot expiring ${date(addDays(today, 200))}: 850 kg left`,
    );
    const counted = d.getByLabelText(/^Counted \(kg\)/);
    expect(counted).toHaveValue('850');
    await user.clear(counted);
    await user.type(counted, '840');
    await user.click(d.getByRole('button', { name: 'Save count' }));
    expect(await within(lotsDialog).findByText('Lot counted')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'countLot')?.body).toEqual({ quantity: 840 });
  });

  it('writes off part of a lot with a reason, after confirming', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour] } },
      [`listLots:${flour._id}`]: { body: { product: flour, lots } },
      [`writeOffLot:${freshLot._id}`]: {
        body: { message: 'Lot written off', lot: { ...freshLot, quantity: 845 }, product: flour },
      },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const lotsDialog = await openLots();
    const fresh = await lotCard(lotsDialog, addDays(today, 200));
    await user.click(within(fresh).getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off' });
    const d = within(dialog);
    expect(d.getByLabelText(/^Quantity \(kg\)/)).toHaveAccessibleDescription('Empty: all 850 kg');
    await user.click(d.getByRole('button', { name: 'Write off' }));
    expect(await d.findByText('Choose a reason')).toBeInTheDocument();

    await user.type(d.getByLabelText(/^Quantity \(kg\)/), '5');
    await user.click(d.getByRole('combobox', { name: /Reason/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Expired',
      'Damaged',
      'Lost',
      'Other',
    ]);
    await user.click(screen.getByRole('option', { name: 'Damaged' }));
    await user.type(d.getByLabelText('Note'), 'Torn sack');
    await user.click(d.getByRole('button', { name: 'Write off' }));

    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(
      screen.getByText('Write off 5 kg of Bread Flour (Damaged)? This cannot be undone.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'writeOffLot')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, write it off' }));
    expect(await within(lotsDialog).findByText('Lot written off')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'writeOffLot')?.body).toEqual({
      quantity: 5,
      reason: 'damaged',
      note: 'Torn sack',
    });
  });

  it('writes off a product’s expired lots after showing them and the loss in pesos', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour] } },
      [`listLots:${flour._id}`]: { body: { product: flour, lots } },
      [`writeOffLot:${expiredLot._id}`]: {
        body: { message: 'Lot written off', lot: { ...expiredLot, quantity: 0 }, product: flour },
      },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const lotsDialog = await openLots();
    await lotCard(lotsDialog, addDays(today, -1));
    await user.click(within(lotsDialog).getByRole('button', { name: 'Write off expired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off expired' });
    const rows = within(within(dialog).getByRole('table', { name: 'Expired lots' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ProductExpiredQuantityLoss',
      `Bread Flour${date(addDays(today, -1))}50 kg₱2,000.00`,
    ]);
    expect(within(dialog).getByText('Loss: ₱2,000.00')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'writeOffLot')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Write off 1 lot' }));
    expect(await within(lotsDialog).findByText('Wrote off 1 expired lot')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'writeOffLot').map((c) => c.body)).toEqual([
      { reason: 'expired' },
    ]);
  });

  it('writes off the whole shop’s expired lots, saying which lots have no cost', async () => {
    const yeast = makeProduct({
      name: 'Instant Yeast',
      stockUnit: 'pack',
      expirationDate: addDays(today, -3),
    });
    const oldYeast = makeLot(yeast._id, { quantity: 12, expirationDate: addDays(today, -3) });
    const sugar = makeProduct({ name: 'Sugar' });
    const { calls } = mockApi({
      getProducts: { body: { products: [yeast, flour, sugar] } },
      [`listLots:${flour._id}`]: { body: { product: flour, lots } },
      [`listLots:${yeast._id}`]: { body: { product: yeast, lots: [oldYeast] } },
      writeOffLot: (call) => ({
        body: {
          message: 'Lot written off',
          lot: { ...(call.params.id === oldYeast._id ? oldYeast : expiredLot), quantity: 0 },
          product: call.params.id === oldYeast._id ? yeast : flour,
        },
      }),
    });
    renderRoute('/admin-products', { role: 'admin' });
    await screen.findByRole('rowheader', { name: 'Sugar' });
    await user.click(screen.getByRole('button', { name: 'Write off expired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off expired' });
    const table = await within(dialog).findByRole('table', { name: 'Expired lots' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProductExpiredQuantityLoss',
      `Instant Yeast${date(addDays(today, -3))}12 packNo cost`,
      `Bread Flour${date(addDays(today, -1))}50 kg₱2,000.00`,
    ]);
    expect(within(dialog).getByText('Loss: ₱2,000.00 (1 lot without a cost)')).toBeInTheDocument();
    // Sugar is not expired: its lots are not read.
    expect(
      calls
        .filter((c) => c.name === 'listLots')
        .map((c) => c.params.id)
        .sort(),
    ).toEqual([flour._id, yeast._id].sort());

    await user.click(within(dialog).getByRole('button', { name: 'Write off 2 lots' }));
    expect(await screen.findByText('Wrote off 2 expired lots')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'writeOffLot').map((c) => c.params.id)).toEqual([
      oldYeast._id,
      expiredLot._id,
    ]);
  });

  it('creates a product counted in kg with its tier sizes', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [] } },
      createProduct: { status: 201, body: { message: 'Product created', product: flour } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    const d = within(await screen.findByRole('dialog', { name: 'Create Product' }));
    await user.type(d.getByLabelText(/^Name/), 'Bread Flour');
    await user.type(d.getByLabelText(/^Image URL/), '/images/flour.jpg');
    await user.type(d.getByLabelText(/^Description/), 'Strong flour');
    fireEvent.change(d.getByLabelText(/^Expiration Date/), {
      target: { value: addDays(today, 400) },
    });
    await user.type(d.getByLabelText(/^Unit of stock/), 'kg');
    await user.type(d.getByLabelText(/^Price/), '1250');
    await user.clear(d.getByLabelText('Full price size'));
    await user.type(d.getByLabelText('Full price size'), '25');
    expect(d.getByLabelText('Full price size')).toHaveAccessibleDescription('kg per one');
    await user.type(d.getByLabelText(/^Half Price/), '640');
    await user.clear(d.getByLabelText('Half price size'));
    await user.type(d.getByLabelText('Half price size'), '12.5');
    await user.type(d.getByLabelText(/^Retail Price/), '55');
    await user.click(d.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Flour' }));
    await user.type(d.getByLabelText(/^Stock/), '40');
    await user.click(d.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Good job!')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'createProduct')?.body).toEqual({
      name: 'Bread Flour',
      images: '/images/flour.jpg',
      description: 'Strong flour',
      expirationDate: new Date(`${addDays(today, 400)}T00:00:00.000Z`).toISOString(),
      price: 1250,
      halfPrice: 640,
      retailPrice: 55,
      category: 'flour',
      stock: 40,
      lowStockLevel: 10,
      stockUnit: 'kg',
      priceSize: 25,
      halfPriceSize: 12.5,
    });
  });

  it('counts in Needs attention a product whose soonest lot holding stock is expired or within 92 days', async () => {
    // Staff see a product's expiry as its soonest lot still holding stock.
    const nearLot = makeProduct({ name: 'Cake Flour', expirationDate: addDays(today, 60) });
    const healthy = makeProduct({ name: 'Sugar', expirationDate: addDays(today, 200) });
    mockApi({ getProducts: { body: { products: [flour, nearLot, healthy] } } });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Needs attention (2)' }));
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'Bread Flour',
        'Cake Flour',
      ]),
    );
  });

  it('shows the server’s 409 when an edit of stock meets several lots', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour] } },
      [`updateProduct:${flour._id}`]: {
        status: 409,
        body: { message: 'This product has 3 lots: use Receive, Count or Write off.' },
      },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Edit Bread Flour' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    expect(d.getByLabelText(/^Unit of stock/)).toHaveValue('kg');
    expect(d.getByLabelText('Full price size')).toHaveValue('25');
    expect(d.getByLabelText('Half price size')).toHaveValue('12.5');
    await user.clear(d.getByLabelText(/^Stock/));
    await user.type(d.getByLabelText(/^Stock/), '30');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(
      screen.getByText('This product has 3 lots: use Receive, Count or Write off.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'updateProduct')?.body).toEqual({ stock: 30 });
  });

  it('says when a product has no lots yet, and when its lots could not be read', async () => {
    const sugar = makeProduct({ name: 'Sugar' });
    mockApi({
      getProducts: { body: { products: [flour, sugar] } },
      [`listLots:${sugar._id}`]: { body: { product: sugar, lots: [] } },
      [`listLots:${flour._id}`]: { status: 404, body: { message: 'Product not found' } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Lots of Sugar' }));
    const empty = await screen.findByRole('dialog', { name: 'Lots of Sugar' });
    expect(
      await within(empty).findByText('No lots yet. Use Receive to add stock.'),
    ).toBeInTheDocument();
    expect(within(empty).queryByRole('button', { name: 'Write off expired' })).toBeNull();
    await user.click(within(empty).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const failed = await openLots();
    expect(await within(failed).findByRole('alert')).toHaveTextContent(
      'Could not load the lots. Retry',
    );
    expect(within(failed).getByRole('button', { name: 'Receive' })).toBeDisabled();
  });
});
