import { describe } from 'vitest';
import { expectOk } from '@shop/contract';
import { peso, uniqueTag } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';
import { dialogWith, expectTextIn } from '../support/ui.ts';

// Issue 27 at the counter: a cashier opens a shift, scans two barcodes and searches a third
// product, sells for cash with change, prints the receipt, refunds a line and closes the shift
// short; the sale shows in the queue's Done tab and in the owner's sales by category.

/** An 80 mm roll, as a print preview draws it at 96 px an inch. */
const RECEIPT_WIDTH_PX = Math.round((80 / 25.4) * 96);

/** Counts window.print() instead of opening the dialog a headless browser cannot show. */
async function stubPrint(actor: Actor) {
  await actor.page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}
const printed = (actor: Actor) =>
  actor.page.evaluate(() => (window as unknown as { printed: number }).printed);

describe('a walk-in sale at the counter', () => {
  test.for([
    { device: 'laptop', phone: false },
    { device: 'phone', phone: true },
  ])(
    'on a $device: shift, two scans and a search, cash with change, receipt, refund, shift ₱20 short',
    async ({ phone }, { shop }) => {
      const tag = uniqueTag();
      const admin = await shop.admin();
      const flourCode = `4801${tag}01`;
      const sugarCode = `4801${tag}02`;
      const flour = await shop.product({
        name: `Counter Flour ${tag}`,
        category: 'flour',
        price: 1250,
        stock: 10,
        barcode: flourCode,
      });
      const sugar = await shop.product({
        name: `Counter Sugar ${tag}`,
        category: 'sugar',
        price: 80.25,
        stock: 10,
        barcode: sugarCode,
      });
      const yeast = await shop.product({
        name: `Counter Yeast ${tag}`,
        category: 'assorted-items',
        price: 95.5,
        stock: 10,
      });

      const cashier = await shop.actor({ phone });
      await cashier.login('cashier');
      await cashier.goto('/cashier-sale');
      await cashier.see(cashier.page.getByRole('heading', { name: 'New Sale', level: 1 }));
      const openForm = cashier.page.getByRole('form', { name: 'Open shift' });
      await openForm.getByLabel('Float (₱)').fill('2000');
      await cashier.screen('open a shift', openForm);
      await openForm.getByRole('button', { name: 'Open shift' }).click();
      const shiftBar = cashier.page.getByRole('region', { name: 'Your shift' });
      await expectTextIn(shiftBar, `Float ${peso(2000)}`, `Expected cash ${peso(2000)}`);

      // The scanner types each code and Enter into the search box, which keeps the focus.
      const box = cashier.page.getByLabel('Scan a barcode or search');
      const lines = cashier.page.getByRole('list', { name: 'Sale lines' }).getByRole('listitem');
      await box.fill(flourCode);
      await box.press('Enter');
      await expect.poll(() => lines.count()).toBe(1);
      expect(await box.inputValue()).toBe('');
      await box.fill(sugarCode);
      await box.press('Enter');
      await expect.poll(() => lines.count()).toBe(2);
      // The third product by its name.
      await box.fill(yeast.name);
      await box.press('Enter');
      const results = cashier.page.getByRole('region', { name: 'Search results' });
      await results
        .getByRole('button', { name: `Add Full Price ${peso(95.5)} of ${yeast.name}` })
        .click();
      await expect.poll(() => lines.count()).toBe(3);
      await cashier.see(`Total: ${peso(1425.75)}`);

      const tendered = cashier.page.getByLabel('Amount tendered (₱)');
      await tendered.fill('1000');
      await cashier.see(
        `The amount tendered (${peso(1000)}) is less than the total (${peso(1425.75)}).`,
      );
      expect(
        await cashier.page.getByRole('button', { name: `Pay ${peso(1425.75)}` }).isDisabled(),
      ).toBe(true);
      await tendered.fill('1500');
      await cashier.see(`Change: ${peso(74.25)}`);
      await cashier.screen('a three-line sale with change');
      await stubPrint(cashier);
      await tendered.press('Enter');

      const recorded = await cashier.see(/^Sale #\d+ recorded\.$/);
      const orderNumber = Number(/#(\d+)/.exec((await recorded.textContent()) ?? '')![1]);
      const label = `Order #${orderNumber}`;
      expect(await printed(cashier)).toBe(1);
      await cashier.screen('sale recorded');

      // The receipt, as an 80 mm printer gets it.
      const viewport = cashier.page.viewportSize()!;
      await cashier.page.setViewportSize({ width: RECEIPT_WIDTH_PX, height: 900 });
      await cashier.page.emulateMedia({ media: 'print' });
      const slip = cashier.page.getByRole('article', { name: `${label} slip` });
      await expectTextIn(
        slip,
        label,
        flour.name,
        sugar.name,
        yeast.name,
        `Total ${peso(1425.75)}`,
        `Tendered ${peso(1500)}`,
        `Change ${peso(74.25)}`,
        'Paid',
        'Completed',
      );
      await cashier.page.screenshot({
        path: shop.screenshotPath('receipt at 80 mm'),
        fullPage: true,
      });
      await cashier.page.emulateMedia({ media: 'screen' });
      await cashier.page.setViewportSize(viewport);
      await cashier.page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

      // The yeast goes back: a torn pack.
      await cashier.page.getByRole('button', { name: 'New sale' }).click();
      await cashier.page.getByRole('button', { name: `Refund ${label}` }).click();
      const refund = dialogWith(cashier.page, `Refund ${label}`);
      await refund.getByLabel(`Refund how many ${flour.name} (Full Price)`).fill('0');
      await refund.getByLabel(`Refund how many ${sugar.name} (Full Price)`).fill('0');
      await refund.getByLabel(/^Reason/).fill('Torn pack');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      await refund.getByRole('button', { name: 'Confirm refund' }).click();
      await expectTextIn(refund, `Refunded ${peso(95.5)}.`);
      await cashier.screen('refunded one line', refund);
      await refund.getByRole('button', { name: 'Done' }).click();
      // 2,000 float + 1,425.75 sold − 95.50 refunded.
      await expectTextIn(shiftBar, `Expected cash ${peso(3330.25)}`);

      // The drawer holds ₱20 less than it should.
      await shiftBar.getByRole('button', { name: 'Close shift' }).click();
      const closing = dialogWith(cashier.page, 'Close shift');
      await closing.getByLabel('Counted cash (₱)').fill('3310.25');
      await closing.getByRole('button', { name: 'Close shift' }).click();
      await expectTextIn(
        closing,
        'Shift closed: ₱20.00 short.',
        `Expected cash ${peso(3330.25)}`,
        `Counted cash ${peso(3310.25)}`,
        `Cash sales ${peso(1425.75)} (1)`,
        `Cash refunds ${peso(95.5)} (1)`,
      );
      expect(await printed(cashier)).toBe(2);
      await cashier.screen('shift closed short', closing);
      await closing.getByRole('button', { name: 'Done' }).click();
      await cashier.see(cashier.page.getByRole('form', { name: 'Open shift' }));

      // The sale is in the queue's Done tab, with its Refund for what is left.
      await cashier.goto('/cashier');
      await cashier.page.getByRole('tab', { name: 'Done' }).click();
      await cashier.see(cashier.page.getByRole('button', { name: `Refund ${label}` }).first());
      await cashier.screen('the counter sale in the Done tab');

      // And in the owner's sales: the flour and the sugar sold, the yeast refunded.
      const sales = expectOk(await admin.api.getCategorySales(), 'sales by category');
      const item = (category: string, id: string) =>
        sales.data.find((c) => c.category === category)?.items.find((i) => i._id === id);
      expect(item('flour', flour._id)).toMatchObject({ quantitySold: 1, revenue: 1250 });
      expect(item('sugar', sugar._id)).toMatchObject({ quantitySold: 1, revenue: 80.25 });
      // The owner's analytics, at the same size (its wide tables scroll sideways on a phone).
      const owner = await shop.actor({ phone });
      await owner.login('admin');
      await owner.goto('/admin-dashboard');
      await owner.see(owner.page.getByRole('heading', { name: 'Revenue by category' }).first());
      await owner.screen('analytics after the counter sale');
    },
  );
});
