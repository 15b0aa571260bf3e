import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@shop/contract';
import {
  dbKind,
  openStream,
  postgresUrl,
  useTestApp,
  useTwoServers,
  type OpenStream,
} from '../../test/helper.ts';
import {
  addToCart,
  cancelOrder,
  checkout,
  createProduct,
  ensureShift,
  saleBody,
  sell,
  setStatus,
} from '../../test/shop.ts';

/*
 * Issue 15: GET /events. Staff receive every order's events, a customer only their own, a
 * visitor nothing (401); a stream never carries another customer's order.
 */
let base: string;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let productId: string;
const streams: OpenStream[] = [];

const t = useTestApp();
beforeAll(async () => {
  base = await t.baseUrl();
  alice = await t.createUser('customer');
  bob = await t.createUser('customer');
  productId = (await createProduct(t, t.admin.token, { stock: 100 }))._id;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
});

async function listen(token?: string) {
  const stream = await openStream(`${base}${api.events.path}`, token);
  streams.push(stream);
  if (stream.status === 200) expect((await stream.next()).event).toBe('ready');
  return stream;
}

async function order(token: string) {
  await addToCart(t, token, productId, 1);
  const res = await checkout(t, token);
  expect(res.statusCode).toBe(201);
  return res.json().order as { _id: string; orderNumber: number };
}

const dataOf = (event: { data: string }) => JSON.parse(event.data) as Record<string, unknown>;

describe(`live order events on ${dbKind}`, () => {
  it('a visitor gets 401 with a JSON message, not a stream', async () => {
    const stream = await listen();
    expect(stream.status).toBe(401);
    expect(JSON.parse(stream.body)).toEqual({ message: 'Please log in to continue.' });
  });

  it('streams are text/event-stream, not kept by caches, and open with ready', async () => {
    const stream = await listen(alice.token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('staff see every order placed and moved; each customer only their own', async () => {
    const staff = await listen(t.cashier.token);
    const aliceStream = await listen(alice.token);
    const bobStream = await listen(bob.token);

    const aliceOrder = await order(alice.token);
    const created = await staff.next();
    expect(created.event).toBe('order-created');
    expect(dataOf(created)).toMatchObject({
      orderId: aliceOrder._id,
      orderNumber: aliceOrder.orderNumber,
      status: 'pending',
    });
    expect(Object.keys(dataOf(created)).sort()).toEqual(['at', 'orderId', 'orderNumber', 'status']);
    expect((await aliceStream.next()).event).toBe('order-created');

    await setStatus(t, t.admin.token, aliceOrder._id, 'approved', 'Ready after 2 PM');
    const moved = await staff.next();
    expect([moved.event, dataOf(moved).status]).toEqual(['order-status', 'approved']);
    const toAlice = await aliceStream.next();
    expect([toAlice.event, dataOf(toAlice).orderId, dataOf(toAlice).status]).toEqual([
      'order-status',
      aliceOrder._id,
      'approved',
    ]);
    // Nothing personal travels: no note, name, phone or address.
    expect(toAlice.data).not.toContain('Ready after 2 PM');

    // Bob's own order reaches Bob; by the time it has, Alice's would have too: none came.
    const bobOrder = await order(bob.token);
    const toBob = await bobStream.next();
    expect(dataOf(toBob).orderId).toBe(bobOrder._id);
    expect(bobStream.pending()).toEqual([]);
    await cancelOrder(t, bob.token, bobOrder._id);
    expect(dataOf(await bobStream.next())).toMatchObject({
      orderId: bobOrder._id,
      status: 'cancelled',
    });
    // Alice's stream never carried Bob's order: everything it got up to her next order is hers.
    const second = await order(alice.token);
    const seen = [created, moved, toAlice];
    do seen.push(await aliceStream.next());
    while (dataOf(seen.at(-1)!).orderId !== second._id);
    expect(seen.map((e) => dataOf(e).orderId)).not.toContain(bobOrder._id);
    expect(seen.at(-1)!.event).toBe('order-created');
  });

  it('a counter sale reaches the staff as a new order, completed; a refused one sends nothing', async () => {
    const staff = await listen(t.admin.token);
    await ensureShift(t, t.cashier.token);
    const short = await sell(
      t,
      t.cashier.token,
      saleBody([{ productId, quantity: 1 }], { method: 'cash', tendered: 0.01 }),
    );
    expect(short.statusCode).toBe(400);
    const res = await sell(t, t.cashier.token, saleBody([{ productId, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    const sold = res.json().sale as { _id: string; orderNumber: number };
    const created = await staff.next();
    expect(created.event).toBe('order-created');
    expect(dataOf(created)).toMatchObject({
      orderId: sold._id,
      orderNumber: sold.orderNumber,
      status: 'completed',
    });
    expect(Object.keys(dataOf(created)).sort()).toEqual(['at', 'orderId', 'orderNumber', 'status']);
  });

  it('a change that is refused sends no event', async () => {
    const staff = await listen(t.admin.token);
    const placed = await order(alice.token);
    expect((await staff.next()).event).toBe('order-created');
    const refused = await setStatus(t, t.admin.token, placed._id, 'completed');
    expect(refused.statusCode).toBe(409);
    await setStatus(t, t.admin.token, placed._id, 'approved');
    // The next event is the approval: the refused move left none.
    expect(dataOf(await staff.next()).status).toBe('approved');
  });
});

describe.skipIf(!postgresUrl)('live events across two servers on one PostgreSQL', () => {
  const [first, second] = useTwoServers();
  // Registered after the servers, so it runs before they close: an open stream holds one open.
  afterAll(() => streams.forEach((stream) => stream.close()));

  it('a change made on one server reaches the streams of the other', async () => {
    const { admin: owner, customer: buyer } = first;
    const product = await createProduct(first, owner.token, { stock: 5 });
    const url = `${await second.baseUrl()}${api.events.path}`;
    const staffOnSecond = await openStream(url, owner.token);
    const buyerOnSecond = await openStream(url, buyer.token);
    streams.push(staffOnSecond, buyerOnSecond);
    expect((await staffOnSecond.next()).event).toBe('ready');
    expect((await buyerOnSecond.next()).event).toBe('ready');
    await addToCart(first, buyer.token, product._id, 1);
    const placed = (await checkout(first, buyer.token)).json().order;
    await setStatus(first, owner.token, placed._id, 'approved');
    // Each stream gets both events; nothing is said about the order between two streams, or
    // between two notifications that travel through PostgreSQL separately.
    for (const stream of [staffOnSecond, buyerOnSecond]) {
      const events = [await stream.next(), await stream.next()];
      expect(events.map((e) => `${e.event} ${dataOf(e).status}`).sort()).toEqual([
        'order-created pending',
        'order-status approved',
      ]);
      expect(events.every((e) => dataOf(e).orderId === placed._id)).toBe(true);
    }
  });
});
