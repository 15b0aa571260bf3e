import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, api, pathOf, type StockMovement } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { screenWidth } from '../../../test/screen-width.ts';
import { makeProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);
const user = userEvent.setup({ delay: null });

const flour = makeProduct({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Bread Flour' });
const yeast = makeProduct({ _id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Instant Yeast' });

let n = 0;
function movement(overrides: Partial<StockMovement>): StockMovement {
  n += 1;
  return {
    _id: `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productId: flour._id,
    productName: 'Bread Flour',
    lotId: 'cccccccc-0000-4000-8000-000000000001',
    kind: 'received',
    change: 1000,
    lotQuantityAfter: 1000,
    by: 'Ana',
    // 10:30 AM in Manila.
    at: '2026-11-20T02:30:00.000Z',
    orderId: null,
    orderNumber: null,
    reason: null,
    note: null,
    cost: null,
    ...overrides,
  };
}

const sold = movement({
  kind: 'sold',
  change: -37.5,
  lotQuantityAfter: 962.5,
  by: 'Maria',
  orderId: 'dddddddd-0000-4000-8000-000000000001',
  orderNumber: 1042,
  cost: 1875,
});
const writtenOff = movement({
  kind: 'written_off',
  change: -50,
  lotQuantityAfter: 0,
  reason: 'expired',
  note: 'Past date',
  cost: 2000,
});
const lostYeast = movement({
  productId: yeast._id,
  productName: 'Instant Yeast',
  kind: 'written_off',
  change: -2,
  lotQuantityAfter: 10,
  reason: 'lost',
  cost: null,
});
const received = movement({ note: 'Invoice 42', cost: null });

/** The server's sum of the write-offs (writtenOff and lostYeast): one of the two has no cost. */
const writeOffs = { count: 2, loss: 2000, withoutCost: 1 };

const page = (movements: StockMovement[], total = movements.length, p = 1) => ({
  body: { movements, total, page: p, limit: 50, writeOffs },
});

/** The ledger: the given page, whichever page the screen asks for. */
const ledger = (rows: StockMovement[], total?: number) => (call: { search: string }) =>
  page(rows, total, Number(new URLSearchParams(call.search).get('page') ?? 1));

describe('/admin-stock', { timeout: 30_000 }, () => {
  it('lists the ledger newest first as cards on a phone, with the write-off loss and CSV', async () => {
    screenWidth(390);
    const { calls } = mockApi({
      getProducts: { body: { products: [flour, yeast] } },
      listStockMovements: ledger([sold, writtenOff, lostYeast, received]),
    });
    renderRoute('/admin-stock', { role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Stock', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Stock · ${DEFAULT_SHOP_SETTINGS.shopName}`));

    const list = await screen.findByRole('list', { name: 'Stock movements' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Bread FlourNov 20, 2026, 10:30 AMSold −37.5');
    expect(cards[0]).toHaveTextContent('Lot after962.5');
    expect(cards[0]).toHaveTextContent('ByMaria');
    expect(cards[0]).toHaveTextContent('OrderOrder #1042');
    expect(cards[0]).toHaveTextContent('Cost₱1,875.00');
    expect(cards[1]).toHaveTextContent('Written off −50');
    expect(cards[1]).toHaveTextContent('NoteExpired: Past date');
    expect(cards[2]).toHaveTextContent('NoteLost');
    expect(cards[3]).toHaveTextContent('Received +1,000');
    expect(cards[3]).toHaveTextContent('NoteInvoice 42');

    const loss = await screen.findByText('₱2,000.00 (1 write-off without a cost)');
    expect(loss.closest('[role=status]')).toHaveTextContent('Write-off loss');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      pathOf(api.exportStockMovements),
    );
    expect(screen.getByText('Page 1 of 1 (4 movements)')).toBeInTheDocument();
    // One read: the page carries the server's sum of the write-offs.
    expect(calls.filter((c) => c.name === 'listStockMovements').map((c) => c.search)).toEqual([
      '?page=1',
    ]);
  });

  it('filters by product, kind and days, in the address and the CSV alike', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour, yeast] } },
      listStockMovements: ledger([writtenOff]),
    });
    const { router } = renderRoute('/admin-stock?from=2026-11-01&to=2026-11-30', { role: 'admin' });
    expect(await screen.findByRole('table', { name: 'Stock movements' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');

    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'Bread Flour' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Written off' }));

    const query = `productId=${flour._id}&kind=written_off&from=2026-11-01&to=2026-11-30`;
    await waitFor(() =>
      expect(
        calls.at(-1)?.search === `?${query}&page=1` ||
          calls.some((c) => c.search === `?${query}&page=1`),
      ).toBe(true),
    );
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('written_off');
    expect(new URLSearchParams(router.state.location.search).get('productId')).toBe(flour._id);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${pathOf(api.exportStockMovements)}?${query}`,
    );
    const row = within(screen.getByRole('table', { name: 'Stock movements' })).getAllByRole(
      'row',
    )[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Nov 20, 2026, 10:30 AM',
      'Bread Flour',
      'Written off',
      '−50',
      '0',
      'Ana',
      '—',
      'Expired: Past date',
      '₱2,000.00',
    ]);
  });

  it('pages through the ledger with Previous and Next', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [flour] } },
      listStockMovements: ledger([received], 120),
    });
    const { router } = renderRoute('/admin-stock', { role: 'admin' });
    expect(await screen.findByText('Page 1 of 3 (120 movements)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 (120 movements)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.some((c) => c.search === '?page=2')).toBe(true);
  });

  it('says when nothing matches', async () => {
    mockApi({
      getProducts: { body: { products: [] } },
      listStockMovements: {
        body: {
          movements: [],
          total: 0,
          page: 1,
          limit: 50,
          writeOffs: { count: 0, loss: 0, withoutCost: 0 },
        },
      },
    });
    renderRoute('/admin-stock?kind=counted', { role: 'admin' });
    expect(await screen.findByText('No stock movements match.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('₱0.00')).toBeInTheDocument();
  });

  it('says when the ledger could not be read, with Retry', async () => {
    mockApi({
      getProducts: { body: { products: [] } },
      listStockMovements: { status: 400, body: { message: 'To cannot be before From' } },
    });
    renderRoute('/admin-stock?from=2026-11-30&to=2026-11-01', { role: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('To cannot be before From Retry');
  });
});
