import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/index.ts';
import { postgresUrl, useTwoServers } from '../test/helper.ts';
import { startGateway, until, type Gateway } from '../test/peers.ts';
import { addToCart, checkout, createProduct, setStatus } from '../test/shop.ts';

/*
 * Issue 15: several servers on one PostgreSQL, each with its worker polling the one outbox:
 * every message is sent exactly once (claims use FOR UPDATE SKIP LOCKED and a lease).
 */
const ORDERS = 40;

describe.skipIf(!postgresUrl)('two servers sending from one outbox on PostgreSQL', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway?.close());
  const [first, second] = useTwoServers(async () => ({
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_USERNAME: 'sms',
    SMS_GATEWAY_PASSWORD: 'gateway-secret',
    NOTIFICATION_RETRY_SECONDS: 0.2,
  }));

  it(`${ORDERS} approvals made on both servers: every text reaches the gateway exactly once`, async () => {
    const { admin: owner, customer: buyer } = first;
    const product = await createProduct(first, owner.token, { stock: ORDERS });
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      await addToCart(first, buyer.token, product._id, 1);
      ids.push(
        (await checkout(first, buyer.token, { phoneNumber: '09171234567' })).json().order._id,
      );
    }
    // Approvals alternate between the servers and go out together.
    await Promise.all(
      ids.map((id, i) => setStatus(i % 2 ? second : first, owner.token, id, 'approved')),
    );
    await until(
      'every text sent',
      async () => {
        const rows = await first.database.db
          .select({ status: notifications.status })
          .from(notifications)
          .where(eq(notifications.channel, 'sms'));
        return rows.length === ORDERS && rows.every((r) => r.status === 'sent');
      },
      30_000,
    );
    const perId = new Map<string, number>();
    for (const request of gateway.requests) {
      perId.set(request.body.id!, (perId.get(request.body.id!) ?? 0) + 1);
    }
    expect(perId.size).toBe(ORDERS);
    expect([...perId.values()].every((n) => n === 1)).toBe(true);
    expect(gateway.requests).toHaveLength(ORDERS);
  });
});
