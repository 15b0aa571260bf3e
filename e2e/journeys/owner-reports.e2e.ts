import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe } from 'vitest';
import { expectOk, formatCalendarDate, shopToday, type ApiClient } from '@shop/contract';
import { peso, placeOrder, signIn } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectTextIn } from '../support/ui.ts';

// Issue 28 at phone size: the owner opens Sales Over Time, picks Last 7 days and sees the
// figures the journey's own orders add (an online order approved, a counter sale), reads the
// chart as a table, exports the orders CSV (parsed here) and prints the day's close.

/** An 80 mm roll, as a print preview draws it at 96 px an inch. */
const RECEIPT_WIDTH_PX = Math.round((80 / 25.4) * 96);

const lastSevenDays = () => {
  const to = shopToday();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
};

const report = async (api: ApiClient) =>
  expectOk(
    await api.getSalesReport({ query: { ...lastSevenDays(), groupBy: 'day' } }),
    'the sales report',
  );

describe("the owner's sales over time", () => {
  test('on a phone: Last 7 days, the table view, the orders CSV and the day close', async ({
    shop,
  }) => {
    const admin = await shop.admin();
    const before = await report(admin.api);

    // The journey's own sales: 3 sacks online (approved), 1 sack at the counter for cash.
    const product = await shop.product({ price: 500, stock: 10 });
    const buyer = await signIn(shop.api, await shop.newAccount('customer'));
    const online = await placeOrder(buyer.api, [{ product, priceType: 'price', quantity: 3 }]);
    expectOk(
      await admin.api.setOrderStatus({ params: { id: online._id }, body: { status: 'approved' } }),
      'approving the order',
    );
    const cashier = await signIn(shop.api, await shop.newAccount('cashier'));
    const shift = expectOk(
      await cashier.api.openShift({ body: { float: 1000 } }),
      'opening a shift',
    ).shift;
    const counter = expectOk(
      await cashier.api.createCounterSale({
        headers: { 'idempotency-key': randomUUID() },
        body: {
          lines: [{ productId: product._id, priceType: 'price', quantity: 1 }],
          payment: { method: 'cash', tendered: 500 },
        },
      }),
      'the counter sale',
    ).sale;
    expectOk(
      await cashier.api.closeShift({ params: { id: shift._id }, body: { countedCash: 1500 } }),
      'closing the shift',
    );

    // The report moved by exactly those two orders.
    const after = await report(admin.api);
    expect(after.totals.orders - before.totals.orders).toBe(2);
    expect(after.totals.revenue - before.totals.revenue).toBeCloseTo(2000, 2);
    expect(after.totals.counter.revenue - before.totals.counter.revenue).toBeCloseTo(500, 2);
    expect(after.totals.online.revenue - before.totals.online.revenue).toBeCloseTo(1500, 2);

    const owner = await shop.actor({ phone: true });
    await owner.login('admin');
    await owner.goto('/admin-dashboard');
    await owner.page.getByRole('tab', { name: 'Sales Over Time' }).click();
    await owner.page.getByRole('button', { name: 'Last 7 days' }).click();
    await owner.page.waitForURL((url) => url.searchParams.get('range') === 'last-7-days');
    const totals = owner.page.getByRole('list', { name: 'Totals' });
    await expectTextIn(
      totals,
      `Revenue ${peso(after.totals.revenue)}`,
      `Orders ${after.totals.orders}`,
    );
    await owner.screen('sales over time, last 7 days');

    // The chart as a table: today's row carries today's revenue.
    await owner.page.getByRole('button', { name: 'Table view' }).click();
    const table = owner.page.getByRole('table', { name: 'Revenue per day' });
    const today = after.periods.at(-1)!;
    await expectTextIn(table.getByRole('row').last(), peso(today.figures.revenue));
    await owner.screen('the revenue table', table);

    // The orders CSV: both orders' lines, pesos as plain numbers.
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('link', { name: 'Export orders CSV' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const onlineRow = rows.find((r) => r.orderNumber === String(online.orderNumber));
    expect(onlineRow).toMatchObject({
      channel: 'online',
      status: 'approved',
      product: product.name,
      quantity: '3',
      unitPrice: '500.00',
      lineTotal: '1500.00',
      paymentMethod: online.paymentMethod,
    });
    expect(rows.find((r) => r.orderNumber === String(counter.orderNumber))).toMatchObject({
      channel: 'counter',
      status: 'completed',
      quantity: '1',
      lineTotal: '500.00',
      paymentMethod: 'cash',
      paid: 'yes',
    });

    // The day's close, printed on an 80 mm roll.
    await owner.page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    const day = expectOk(
      await admin.api.getDayReport({ query: { date: shopToday() } }),
      "the day's close",
    );
    await owner.page.getByRole('button', { name: 'Print 80 mm' }).click();
    expect(
      await owner.page.evaluate(() => (window as unknown as { printed: number }).printed),
    ).toBe(1);
    const viewport = owner.page.viewportSize()!;
    await owner.page.setViewportSize({ width: RECEIPT_WIDTH_PX, height: 900 });
    await owner.page.emulateMedia({ media: 'print' });
    const slip = owner.page.getByRole('article', {
      name: `Day's close, ${formatCalendarDate(shopToday())}`,
    });
    await expectTextIn(
      slip,
      `Cash ${peso(day.cash.online)} ${peso(day.cash.counter)} ${peso(day.cash.refunds)} ${peso(day.cash.net)}`,
      `Revenue ${peso(day.sales.revenue)}`,
      'The drawer balances.',
    );
    expect(day.cash.counter).toBeGreaterThanOrEqual(500);
    await owner.page.screenshot({
      path: shop.screenshotPath("day's close at 80 mm"),
      fullPage: true,
    });
    await owner.page.emulateMedia({ media: 'screen' });
    await owner.page.setViewportSize(viewport);
    await owner.page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  });
});
