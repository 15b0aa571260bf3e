import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  api,
  REPORT_MESSAGES,
  shopToday,
  type DayReportResponse,
  type ReportFigures,
  type SalesReportResponse,
} from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { giveChartsABox } from '../../../test/resize-observer.ts';
import { presetRange } from '../utils/sales-range.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);
const user = userEvent.setup({ delay: null });

giveChartsABox();

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const split = (orders: number, revenue: number) => ({ orders, revenue });

function figures(over: Partial<ReportFigures> = {}): ReportFigures {
  return {
    orders: 0,
    units: 0,
    revenue: 0,
    deliveryFees: 0,
    cost: 0,
    margin: 0,
    marginPercent: null,
    costKnownShare: null,
    averageOrder: null,
    writeOffLoss: 0,
    writeOffsWithoutCost: 0,
    online: split(0, 0),
    counter: split(0, 0),
    cash: split(0, 0),
    gcash: split(0, 0),
    ...over,
  };
}

const week = presetRange('last-7-days')!;

const report: SalesReportResponse = {
  from: week.from,
  to: week.to,
  groupBy: 'day',
  previous: { from: '2026-01-01', to: '2026-01-07' },
  totals: figures({
    orders: 4,
    units: 9,
    revenue: 5200,
    deliveryFees: 150,
    cost: 3900,
    margin: 1000,
    marginPercent: 20,
    costKnownShare: 96.2,
    averageOrder: 1300,
    writeOffLoss: 450,
    writeOffsWithoutCost: 1,
    online: split(3, 4000),
    counter: split(1, 1200),
    cash: split(2, 2200),
    gcash: split(2, 3000),
  }),
  previousTotals: figures({ orders: 2, revenue: 4000, averageOrder: 2000 }),
  changes: {
    orders: 100,
    units: null,
    revenue: 30,
    deliveryFees: null,
    cost: null,
    margin: null,
    averageOrder: -35,
    writeOffLoss: null,
  },
  periods: [
    {
      from: week.to,
      to: week.to,
      figures: figures({ orders: 4, revenue: 5200, margin: 1000 }),
      previous: { from: '2026-01-07', to: '2026-01-07', orders: 2, revenue: 4000 },
    },
  ],
  topProducts: {
    byRevenue: [
      {
        productId: uuid(1),
        name: 'Bread Flour 25 kg',
        units: 4,
        revenue: 5000,
        margin: 900,
        costKnownShare: 100,
      },
    ],
    byUnits: [
      {
        productId: uuid(2),
        name: 'Refined Sugar 1 kg',
        units: 5,
        revenue: 200,
        margin: 100,
        costKnownShare: 100,
      },
    ],
    byMargin: [
      {
        productId: uuid(1),
        name: 'Bread Flour 25 kg',
        units: 4,
        revenue: 5000,
        margin: 900,
        costKnownShare: 80,
      },
    ],
  },
  notSelling: [{ productId: uuid(3), name: 'Lard 5 kg', stock: 7, lastSold: null }],
  repeatCustomers: { customers: 1, revenue: 2600, share: 50 },
  today: {
    date: week.to,
    hour: 14,
    lastWeekDate: week.from,
    orders: 2,
    revenue: 1500,
    lastWeekOrders: 1,
    lastWeekRevenue: 1000,
  },
};

const day: DayReportResponse = {
  date: shopToday(),
  cash: { online: 1000, counter: 1200, refunds: 300, net: 1900 },
  gcash: { online: 3000, counter: 0, refunds: 0, net: 3000 },
  sales: figures({ orders: 4, revenue: 5200, deliveryFees: 150, writeOffLoss: 450 }),
  shifts: [
    {
      _id: uuid(9),
      cashier: 'Carla',
      openedAt: '2026-01-07T00:00:00.000Z',
      closedAt: '2026-01-07T09:00:00.000Z',
      float: 2000,
      expectedCash: 2900,
      countedCash: 2880,
      overShort: -20,
    },
  ],
  writeOffs: [
    {
      at: '2026-01-07T03:00:00.000Z',
      productName: 'Lard 5 kg',
      units: 2,
      reason: 'Expired',
      cost: 450,
    },
  ],
};

describe('Sales Over Time', () => {
  it('opens from the address, reads the last 7 days, and shows cards, splits and lists', async () => {
    const { calls } = mockApi({ getSalesReport: { body: report }, getDayReport: { body: day } });
    renderRoute('/admin-dashboard?tab=sales', { role: 'admin' });
    expect(
      await screen.findByRole('tab', { name: 'Sales Over Time', selected: true }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeVisible();

    const totals = await screen.findByRole('list', { name: 'Totals' }, { timeout: 5000 });
    const cards = within(totals)
      .getAllByRole('listitem')
      .map((c) => c.textContent);
    expect(cards).toEqual([
      'Revenue₱5,200.00+30% vs previous',
      'Orders4+100% vs previous',
      'Average order₱1,300.00-35% vs previous',
      'Margin₱1,000.00 (20%)Previous period was 0Cost known for 96.2% of revenue',
      'Write-offs₱450.00Previous period was 01 without a cost',
    ]);
    const call = calls.find((c) => c.name === 'getSalesReport')!;
    expect(call.search).toBe(`?from=${week.from}&to=${week.to}&groupBy=day`);

    const splits = screen.getByRole('table', { name: 'Channels and payments' });
    expect(
      within(splits).getByRole('rowheader', { name: 'Counter' }).closest('tr'),
    ).toHaveTextContent('Counter1₱1,200.00');
    expect(
      within(splits).getByRole('rowheader', { name: 'Delivery fees' }).closest('tr'),
    ).toHaveTextContent('₱150.00');
    expect(
      within(screen.getByRole('table', { name: 'Top products by margin' })).getByText(
        '₱900.00 (cost known for 80%)',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'In stock, no sale in 30 days' })).getByRole('row', {
        name: 'Lard 5 kg 7 Never',
      }),
    ).toBeVisible();
    expect(
      screen.getByText('1 customer ordered twice or more: ₱2,600.00, 50% of revenue.'),
    ).toBeVisible();
    const today = screen.getByRole('region', {
      name: 'Today so far against the same weekday last week',
    });
    expect(today).toHaveTextContent('Today until 3 PM: ₱1,500.00 from 2 orders');
    expect(today).toHaveTextContent('+50% vs previous');

    const csv = screen.getByRole('link', { name: 'Export orders CSV' });
    expect(csv).toHaveAttribute(
      'href',
      `${api.exportOrdersCsv.path}?from=${week.from}&to=${week.to}`,
    );
    expect(csv).toHaveAttribute('download', `orders-${week.from}-to-${week.to}.csv`);
  });

  it('keeps the preset and grouping in the address and asks again', async () => {
    const { calls } = mockApi({ getSalesReport: { body: report }, getDayReport: { body: day } });
    const { router } = renderRoute('/admin-dashboard?tab=sales', { role: 'admin' });
    await screen.findByRole('list', { name: 'Totals' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sales&range=yesterday'));
    const yesterday = presetRange('yesterday')!;
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'getSalesReport').at(-1)!.search).toBe(
        `?from=${yesterday.from}&to=${yesterday.to}&groupBy=day`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Yesterday', pressed: true })).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Per' }));
    await user.click(await screen.findByRole('option', { name: 'Week' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=sales&range=yesterday&groupBy=week'),
    );
  });

  it('shows the chart as a table on asking', async () => {
    mockApi({ getSalesReport: { body: report }, getDayReport: { body: day } });
    renderRoute('/admin-dashboard?tab=sales', { role: 'admin' });
    await screen.findByRole('list', { name: 'Totals' }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: /Revenue chart/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    const table = screen.getByRole('table', { name: 'Revenue per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('4₱5,200.00₱1,000.00Jan 7₱4,000.00');
  });

  it('says a custom range the server would refuse before asking', async () => {
    const { calls } = mockApi({ getSalesReport: { body: report }, getDayReport: { body: day } });
    renderRoute('/admin-dashboard?tab=sales&range=custom&from=2026-03-10&to=2026-03-01', {
      role: 'admin',
    });
    expect(await screen.findByText(REPORT_MESSAGES.toBeforeFrom)).toBeVisible();
    expect(calls.some((c) => c.name === 'getSalesReport')).toBe(false);
  });

  it("says the server's refusal, with Retry", async () => {
    mockApi({
      // A 4xx is not retried, so the message shows at once.
      getSalesReport: { status: 400, body: { message: 'From must be a date' } },
      getDayReport: { body: day },
    });
    renderRoute('/admin-dashboard?tab=sales', { role: 'admin' });
    const alert = (await screen.findByText('From must be a date', {}, { timeout: 4000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it("shows the day's close and prints it at 80 mm and on A4", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ getSalesReport: { body: report }, getDayReport: { body: day } });
    renderRoute('/admin-dashboard?tab=sales', { role: 'admin' });
    const slip = await screen.findByRole('article', { name: /Day's close/ }, { timeout: 5000 });
    expect(within(slip).getByRole('rowheader', { name: 'Cash' }).closest('tr')).toHaveTextContent(
      'Cash₱1,000.00₱1,200.00₱300.00₱1,900.00',
    );
    expect(slip).toHaveTextContent('Expected ₱2,900.00, counted ₱2,880.00: ₱20.00 short');
    expect(slip).toHaveTextContent('Lard 5 kg2 units, ₱450.00 (Expired)');

    await user.click(screen.getByRole('button', { name: 'Print 80 mm' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.print-slip')).not.toHaveClass('print-a4');
    expect(document.querySelector('.print-slip')).toHaveTextContent('₱20.00 short');
    await user.click(screen.getByRole('button', { name: 'Print A4' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(document.querySelector('.print-slip')).toHaveClass('print-a4');
    window.dispatchEvent(new Event('afterprint'));
  });
});
