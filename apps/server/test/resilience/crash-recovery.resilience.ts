import { randomUUID } from 'node:crypto';
import { sql as raw } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOk, type OrderItem } from '@shop/contract';
import { openDatabase } from '../../src/db/client.ts';
import {
  checkoutBody,
  clientOf,
  closedAfter,
  dbKind,
  seconds,
  sleep,
  stockShop,
  type Store,
} from './support.ts';

/*
 * Kill -9 under load, ten times (design.md: "concurrent checkouts never oversell"; ASVS V16
 * error handling and logging, and the durability half of V2 business logic). After each
 * restart: every order the server acknowledged with 201 is there with its lines, no order
 * lacks lines, the last acknowledged status of an order is its status, and for every product
 * starting stock = current stock + units in orders that are not declined.
 */
const KILLS = 10;
const CUSTOMERS = 10;
const START_STOCK = 120;

const opened = closedAfter(afterAll);

const linesOf = (items: OrderItem[]) =>
  items
    .map((i) => `${i.product._id}x${i.quantity}`)
    .sort()
    .join(',');

describe(`SIGKILL under checkout load on ${dbKind}`, () => {
  it(`${KILLS} kills at random moments: acknowledged orders survive, stock adds up, the database opens`, async () => {
    const began = Date.now();
    const store = await opened.store();
    let server = await opened.start(store);
    let base = server.baseUrl;
    const { adminToken, products, tokens } = await stockShop(base, {
      products: (['flour', 'sugar', 'lard', 'oil'] as const).map((category, i) => ({
        name: `Crash ${category}`,
        category,
        stock: START_STOCK,
        price: 50 + i,
        halfPrice: 26,
      })),
      customers: CUSTOMERS,
      tag: 'crash',
    });

    /** orderId -> its lines as acknowledged */
    const acked = new Map<string, string>();
    /** An Idempotency-Key whose checkout got no answer: the customer retries with it. */
    const pendingKey: (string | undefined)[] = Array(CUSTOMERS).fill(undefined);
    /** Status changes: the last one sent per order, and the last one acknowledged. */
    const statusSent = new Map<string, number>();
    const statusAcked = new Map<string, { seq: number; status: string }>();
    let seq = 0;
    const totals = {
      checkouts: 0,
      created: 0,
      refused: 0,
      unanswered: 0,
      otherLost: 0,
      statusAnswers: new Map<number, number>(),
      replayedAfterCrash: 0,
      statusCalls: 0,
      statusAcked: 0,
      statusChecked: 0,
      restartMs: [] as number[],
      killDelays: [] as number[],
    };

    const customerLoop = async (i: number, isRunning: () => boolean) => {
      const token = tokens[i]!;
      while (isRunning()) {
        // The server's address changes with every restart.
        const customer = clientOf(base, token);
        try {
          const product = products[Math.floor(Math.random() * products.length)]!;
          await customer.addToCart({
            body: {
              productId: product._id,
              quantity: 1 + Math.floor(Math.random() * 2),
              priceType: Math.random() < 0.7 ? 'price' : 'halfPrice',
            },
          });
          const retrying = pendingKey[i] !== undefined;
          const key = pendingKey[i] ?? randomUUID();
          pendingKey[i] = key;
          totals.checkouts += 1;
          const res = await customer
            .checkout({ body: checkoutBody, headers: { 'idempotency-key': key } })
            .catch((error: unknown) => {
              totals.unanswered += 1;
              throw error;
            });
          pendingKey[i] = undefined;
          if (res.ok) {
            totals.created += 1;
            acked.set(res.body.order._id, linesOf(res.body.order.items));
            if (retrying && res.headers.get('idempotent-replayed') === 'true') {
              totals.replayedAfterCrash += 1;
            }
          } else if (res.status === 409) {
            // Out of stock: empty the cart so the next round starts clean.
            totals.refused += 1;
            for (const p of products) {
              await customer.removeFromCart({ body: { productId: p._id } });
            }
          } else if (res.status >= 500) {
            throw new Error(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
          }
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('checkout answered')) throw error;
          totals.otherLost += 1;
          await sleep(20);
        }
      }
    };

    const staffLoop = async (isRunning: () => boolean) => {
      while (isRunning()) {
        const ids = [...acked.keys()];
        if (ids.length === 0) {
          await sleep(20);
          continue;
        }
        const id = ids[Math.floor(Math.random() * ids.length)]!;
        const status = Math.random() < 0.5 ? 'declined' : 'approved';
        const mine = ++seq;
        statusSent.set(id, mine);
        totals.statusCalls += 1;
        try {
          const res = await clientOf(base, adminToken).setOrderStatus({
            params: { id },
            body: { status },
          });
          totals.statusAnswers.set(res.status, (totals.statusAnswers.get(res.status) ?? 0) + 1);
          if (res.status === 200) {
            totals.statusAcked += 1;
            statusAcked.set(id, { seq: mine, status });
          }
        } catch {
          await sleep(20);
        }
      }
    };

    const verify = async (round: number) => {
      const admin = clientOf(base, adminToken);
      // Every order, open or finished (the staff loop declines some): both tabs of the queue.
      const queue = (
        await Promise.all(
          (['open', 'done'] as const).map(
            async (status) =>
              expectOk(await admin.getCustomerQueue({ query: { status } }), `the ${status} queue`)
                .customer,
          ),
        )
      ).flat();
      const stock = new Map(
        expectOk(await admin.getProducts(), 'the product list').products.map((p) => [
          p._id,
          p.stock,
        ]),
      );
      const byId = new Map(queue.map((o) => [o._id, o]));
      for (const [id, lines] of acked) {
        const order = byId.get(id);
        expect(order, `round ${round}: acknowledged order ${id} is gone`).toBeDefined();
        expect(linesOf(order!.orderId.items), `round ${round}: lines of ${id}`).toBe(lines);
      }
      for (const order of queue) {
        expect(
          order.orderId.items.length,
          `round ${round}: order ${order._id} has no lines`,
        ).toBeGreaterThan(0);
      }
      let statusChecked = 0;
      for (const [id, ack] of statusAcked) {
        if (statusSent.get(id) !== ack.seq) continue;
        statusChecked += 1;
        expect(byId.get(id)?.status, `round ${round}: acknowledged status of ${id}`).toBe(
          ack.status,
        );
      }
      totals.statusChecked += statusChecked;
      for (const product of products) {
        let held = 0;
        for (const order of queue) {
          if (order.status === 'declined') continue;
          for (const item of order.orderId.items) {
            if (item.product._id === product._id) held += item.quantity;
          }
        }
        expect(stock.get(product._id)! + held, `round ${round}: ${product.name} stock`).toBe(
          START_STOCK,
        );
      }
      return { orders: queue.length, statusChecked };
    };

    for (let round = 1; round <= KILLS; round++) {
      let running = true;
      const isRunning = () => running;
      const load = [
        ...tokens.map((_, i) => customerLoop(i, isRunning)),
        // Two cashiers approving and declining, so acknowledged statuses are put to the test too.
        staffLoop(isRunning),
        staffLoop(isRunning),
      ];
      const delay = 400 + Math.floor(Math.random() * 2000);
      totals.killDelays.push(delay);
      await sleep(delay);
      const killed = await server.kill('SIGKILL');
      expect(killed.signal).toBe('SIGKILL');
      running = false;
      await Promise.all(load);

      server = await opened.start(store);
      base = server.baseUrl;
      totals.restartMs.push(server.startMs);
      const seen = await verify(round);
      console.log(
        `[crash] ${dbKind} kill ${round}/${KILLS} after ${delay} ms: restarted in ${seconds(server.startMs)}, ` +
          `${seen.orders} orders present, ${acked.size} acknowledged all there, ` +
          `${seen.statusChecked} acknowledged statuses held, stock adds up for ${products.length} products`,
      );
    }

    // One last look from outside the server: the raw tables, after a clean stop.
    const stopped = await server.kill('SIGTERM');
    expect(stopped.code).toBe(0);
    const orphans = await rawCount(
      store,
      'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    );
    const negative = await rawCount(
      store,
      'select count(*)::int as n from products where stock < 0',
    );
    const orderRows = await rawCount(store, 'select count(*)::int as n from orders');
    expect(orphans).toBe(0);
    expect(negative).toBe(0);

    console.log(
      `[crash] ${dbKind}: ${KILLS} SIGKILLs at ${totals.killDelays.join('/')} ms; checkouts tried ${totals.checkouts}, ` +
        `201 ${totals.created} (${acked.size} distinct orders), 409 ${totals.refused}, checkouts unanswered (killed) ${totals.unanswered}, ` +
        `other calls lost ${totals.otherLost}, ` +
        `retries answered with the order made before the kill ${totals.replayedAfterCrash}; status calls ${totals.statusCalls} ` +
        `(${[...totals.statusAnswers].map(([k, v]) => `${k}x${v}`).join(' ')}), ` +
        `acknowledged ${totals.statusAcked}, checked ${totals.statusChecked}; ${orderRows} orders in the tables, ` +
        `0 without lines, 0 negative stock; mean restart ${seconds(
          totals.restartMs.reduce((a, b) => a + b, 0) / totals.restartMs.length,
        )}; took ${seconds(Date.now() - began)}`,
    );
    expect(acked.size).toBeGreaterThan(KILLS);
    expect([...totals.statusAnswers.keys()].filter((status) => status >= 500)).toEqual([]);
  });
});

/** Reads the tables directly: PostgreSQL through SQL, PGlite by opening its folder. */
async function rawCount(store: Store, sql: string): Promise<number> {
  if (store.query) return Number((await store.query<{ n: number }>(sql))[0]!.n);
  const database = await openDatabase({ dataDir: store.dataDir });
  try {
    const result = await database.db.execute(raw.raw(sql));
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  } finally {
    await database.close();
  }
}
