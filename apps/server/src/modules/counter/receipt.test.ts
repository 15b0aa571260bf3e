import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { startGateway, type Gateway } from '../../test/peers.ts';
import { createProduct, ensureShift, saleBody, sell } from '../../test/shop.ts';

/*
 * Issue 27: a counter sale with the customer's phone number texts the receipt through the
 * outbox, in the sale's transaction, saying how it was paid; without a number nothing is queued.
 * Texts only (no SMTP_URL): a local HTTP server stands in for the gateway phone.
 */
let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});
const t = useTestApp(async () => ({
  SMS_GATEWAY_URL: gateway.url,
  SMS_GATEWAY_USERNAME: 'sms',
  SMS_GATEWAY_PASSWORD: 'gateway-secret',
  NOTIFICATION_RETRY_SECONDS: 0.1,
}));

const textsOf = async (orderIds: string[]) =>
  t.database.db
    .select({
      orderId: notifications.orderId,
      recipient: notifications.recipient,
      body: notifications.body,
    })
    .from(notifications)
    .where(inArray(notifications.orderId, orderIds));

describe(`counter receipts on ${dbKind}`, () => {
  it('texts the receipt of a sale with a phone number (cash with change, GCash with its reference), and of no other', async () => {
    const p = await createProduct(t, t.admin.token, {
      name: 'Receipt Flour',
      price: 1250,
      stock: 10,
    });
    await ensureShift(t, t.cashier.token);
    const line = [{ productId: p._id, quantity: 2 }];
    const cash = await sell(
      t,
      t.cashier.token,
      saleBody(line, { method: 'cash', tendered: 3000 }, { phoneNumber: '09171234567' }),
    );
    const gcash = await sell(
      t,
      t.cashier.token,
      saleBody(
        line,
        { method: 'gcash', gcashReference: '1234567890123' },
        { phoneNumber: '09171234567' },
      ),
    );
    const silent = await sell(t, t.cashier.token, saleBody(line));
    for (const res of [cash, gcash, silent]) expect(res.statusCode, res.body).toBe(201);
    const [cashSale, gcashSale, silentSale] = [cash, gcash, silent].map((r) => r.json().sale);

    const texts = await textsOf([cashSale._id, gcashSale._id, silentSale._id]);
    expect(texts.map((x) => [x.orderId, x.recipient]).sort()).toEqual(
      [
        [cashSale._id, '+639171234567'],
        [gcashSale._id, '+639171234567'],
      ].sort(),
    );
    // A text spells the peso sign out (PHP): the receipt names the total, then how it was paid,
    // and ends with the sale's tracking link (issue 29).
    const TRACK = 'http://localhost:\\d+/t/[A-Za-z0-9_-]{24}';
    const bodyOf = (id: string) => texts.find((x) => x.orderId === id)!.body;
    expect(bodyOf(cashSale._id)).toMatch(
      new RegExp(
        `^Bakery Supply Shop: Thank you! Order #${cashSale.orderNumber} is completed\\. .*Total: PHP 2,500\\.00\\. Note: Paid in cash: PHP 3,000\\.00, change PHP 500\\.00\\. Track: ${TRACK}$`,
      ),
    );
    expect(bodyOf(gcashSale._id)).toMatch(
      new RegExp(
        `Total: PHP 2,500\\.00\\. Note: Paid by GCash, reference 1234567890123\\. Track: ${TRACK}$`,
      ),
    );
  });
});
