import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { createTestApp, postgresUrl, scratchPostgres } from '../test/helper.ts';
import { startGateway, until } from '../test/peers.ts';
import { addToCart, checkout, createProduct, setStatus } from '../test/shop.ts';

/*
 * Issue 15: several servers on one PostgreSQL, each with its worker polling the one outbox:
 * every message is sent exactly once (claims use FOR UPDATE SKIP LOCKED and a lease).
 */
const ORDERS = 40;

describe.skipIf(!postgresUrl)('two servers sending from one outbox on PostgreSQL', () => {
  it(`${ORDERS} approvals made on both servers: every text reaches the gateway exactly once`, async () => {
    const gateway = await startGateway();
    const scratch = await scratchPostgres();
    const env = {
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_USERNAME: 'sms',
      SMS_GATEWAY_PASSWORD: 'gateway-secret',
      NOTIFICATION_RETRY_SECONDS: 0.2,
    };
    const servers = [
      await createTestApp(env, { database: await openDatabase({ databaseUrl: scratch.url }) }),
      await createTestApp(env, { database: await openDatabase({ databaseUrl: scratch.url }) }),
    ];
    try {
      const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const owner = await first.createUser('admin');
      const buyer = await first.createUser('customer');
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
    } finally {
      for (const server of servers) await server.close();
      await scratch.drop();
      await gateway.close();
    }
  });
});
