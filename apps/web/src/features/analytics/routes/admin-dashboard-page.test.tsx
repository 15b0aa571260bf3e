import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  addDays,
  shopToday,
  type CategorySalesResponse,
  type Product,
} from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { giveChartsABox } from '../../../test/resize-observer.ts';
import { makeProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);

// No artificial delay between keystrokes keeps the form tests quick.
const user = userEvent.setup({ delay: null });

giveChartsABox();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const longName = 'Premium Hard Wheat Bread Flour, 25 kg sack, first class';

const sales: CategorySalesResponse = {
  data: [
    {
      category: 'flour',
      items: [
        { _id: uuid(1), name: longName, price: 1250, quantitySold: 4, stock: 10, revenue: 5000 },
      ],
    },
    {
      category: 'sugar',
      items: [
        {
          _id: uuid(2),
          name: 'Refined Sugar',
          price: 100,
          quantitySold: 3,
          stock: 10,
          revenue: 200,
        },
      ],
    },
  ],
  topProducts: [
    {
      _id: uuid(1),
      name: longName,
      category: 'flour',
      unitsSold: 4,
      revenue: 5000,
      averagePrice: 1250,
    },
    {
      _id: uuid(2),
      name: 'Refined Sugar',
      category: 'sugar',
      unitsSold: 3,
      revenue: 200,
      averagePrice: 66.67,
    },
  ],
};

describe('admin analytics', () => {
  it('shows Category Analysis with a table of revenue per category', async () => {
    const { calls } = mockApi({ getCategorySales: { body: sales } });
    renderRoute('/admin-dashboard', { role: 'admin' });
    expect(
      await screen.findByRole('heading', { name: 'Analytics' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Category Analysis', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Top Products Ranking' })).toBeInTheDocument();

    const table = await screen.findByRole(
      'table',
      { name: 'Sales by category' },
      { timeout: 5000 },
    );
    const flour = within(table).getByRole('rowheader', { name: 'Flour' }).closest('tr')!;
    expect(flour).toHaveTextContent('₱5,000.00');
    expect(flour).toHaveTextContent('96.2%');
    const sugar = within(table).getByRole('rowheader', { name: 'Sugar' }).closest('tr')!;
    expect(sugar).toHaveTextContent('₱200.00');
    expect(sugar).toHaveTextContent('3.8%');
    expect(within(table).getByText('₱5,200.00')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Cooking Oil' })).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'getCategorySales')).toBe(true);
  });

  it('draws an arc label on the big slice only (5 % rule)', async () => {
    mockApi({ getCategorySales: { body: sales } });
    const { container } = renderRoute('/admin-dashboard', { role: 'admin' });
    await screen.findByRole('table', { name: 'Sales by category' }, { timeout: 5000 });
    const labels = Array.from(container.querySelectorAll('.MuiPieChart-arcLabel')).map(
      (l) => l.textContent,
    );
    expect(labels).toContain('96.2%');
    expect(labels).not.toContain('3.8%');
  });

  it('ranks the top products with truncated names, units, revenue and average price', async () => {
    mockApi({ getCategorySales: { body: sales } });
    renderRoute('/admin-dashboard', { role: 'admin' });
    await user.click(await screen.findByRole('tab', { name: 'Top Products Ranking' }));
    const table = await screen.findByRole('table', { name: 'Top products ranking' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`${longName.slice(0, 40)}...`);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveAttribute('title', longName);
    expect(rows[1]).toHaveTextContent('4');
    expect(rows[1]).toHaveTextContent('₱5,000.00');
    expect(rows[1]).toHaveTextContent('₱1,250.00');
    expect(rows[2]).toHaveTextContent('Refined Sugar');
    expect(rows[2]).toHaveTextContent('₱66.67');
  });

  it('says Failed to load analytics data. when the call fails', async () => {
    mockApi({ getCategorySales: { status: 403, body: { message: 'Forbidden' } } });
    renderRoute('/admin-dashboard', { role: 'admin' });
    expect(await screen.findByText('Failed to load analytics data.')).toBeInTheDocument();
  });

  it('shows a loading state while the numbers load', async () => {
    mockApi({ getCategorySales: { body: sales } });
    renderRoute('/admin-dashboard', { role: 'admin' });
    expect(
      await screen.findByRole('status', { name: 'Loading' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Sales by category' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows an empty state before anything is sold', async () => {
    mockApi({ getCategorySales: { body: { data: [], topProducts: [] } } });
    renderRoute('/admin-dashboard', { role: 'admin' });
    expect(await screen.findByText(/No sales yet/)).toBeInTheDocument();
  });

  it('counts the products needing attention above the analytics, each linking to them', async () => {
    const today = shopToday();
    const product = (n: number, extra: Partial<Product>) =>
      makeProduct({ name: `Product ${n}`, price: 100, stock: 50, ...extra });
    const products = [
      product(1, { expirationDate: addDays(today, -3) }),
      product(2, { expirationDate: addDays(today, 92) }),
      product(3, { expirationDate: addDays(today, 93) }),
      product(4, { stock: 0 }),
      product(5, { stock: 3, lowStockLevel: 5 }),
      product(6, { stock: 8, lowStockLevel: 10 }),
      product(7, { stock: 11 }),
    ];
    const { calls } = mockApi({
      getCategorySales: { body: sales },
      getProducts: { body: { products } },
    });
    const { router } = renderRoute('/admin-dashboard', { role: 'admin' });
    const counts = await screen.findByRole('region', { name: 'Products needing attention' });
    const links = await within(counts).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Needs attention: 5',
      'Hidden from customers: 2',
      'Low stock: 2',
    ]);
    for (const link of links)
      expect(link).toHaveAttribute('href', '/admin-products?filter=attention');
    // The staff list: every product, asked for without a filter.
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('');
    await waitFor(() =>
      expect(document.title).toBe(`Analytics · ${DEFAULT_SHOP_SETTINGS.shopName}`),
    );

    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-products'));
    expect(router.state.location.search).toBe('?filter=attention');
    expect(
      await screen.findByRole('button', { name: 'Needs attention (5)', pressed: true }),
    ).toBeInTheDocument();
  });
});
