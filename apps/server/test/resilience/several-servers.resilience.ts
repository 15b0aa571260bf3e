import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOk } from '@shop/contract';
import { hashPassword } from '../../src/modules/users/users.service.ts';
import {
  adminLogin,
  checkoutBody,
  clientOf,
  createProduct,
  customers,
  freshStore,
  login,
  postgresUrl,
  seconds,
  type ServerProcess,
  startServer,
  type Store,
} from './support.ts';

/*
 * design.md: "Concurrent checkouts never oversell, on PGlite and on PostgreSQL, with one
 * server or several." Two server processes share one PostgreSQL database and one Redis (rate
 * limits and the catalog cache's generation); 200 customers split between them race for the
 * last 25 sacks, and a change made through one server shows on the other's next answer. PGlite
 * is one process per data folder by design, so this runs on PostgreSQL only.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const CUSTOMERS = 200;
const STOCK = 25;

let store: Store | undefined;
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  await store?.drop();
  for (const cleanup of cleanups) await cleanup();
});

describe('several servers on one PostgreSQL database', () => {
  it.skipIf(!postgresUrl)(
    `two servers, ${CUSTOMERS} concurrent checkouts for stock ${STOCK}: exactly ${STOCK} orders`,
    async () => {
      const began = Date.now();
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
      await redis.connect();
      expect(await redis.ping()).toBe('PONG');
      await redis.quit();

      store = await freshStore('postgres');
      // One after the other: both apply migrations at start.
      const a = await startServer(store, { REDIS_URL });
      servers.push(a);
      const b = await startServer(store, { REDIS_URL });
      servers.push(b);
      const bases = [a.baseUrl, b.baseUrl];

      const adminToken = await adminLogin(a.baseUrl);
      const product = await createProduct(a.baseUrl, adminToken, {
        name: 'Last 25 Sacks',
        stock: STOCK,
      });

      // Accounts straight into the database (one hash for all), sessions through both servers.
      const hash = await hashPassword('customer-pass-1');
      const tag = randomBytes(3).toString('hex');
      const emails = Array.from({ length: CUSTOMERS }, (_, i) => `multi.${tag}.${i}@gmail.com`);
      await store.query!(
        `insert into users (username, email, email_key, password_hash, role)
         select 'Multi ' || n, $1 || n || '@gmail.com', replace($1, '.', '') || n || '@gmail.com', $2,
                'customer' from generate_series(0, $3 - 1) n`,
        [`multi.${tag}.`, hash, CUSTOMERS],
      );
      const tokens: string[] = [];
      for (let i = 0; i < CUSTOMERS; i += 20) {
        tokens.push(
          ...(await Promise.all(
            emails
              .slice(i, i + 20)
              .map((email, j) => login(bases[(i + j) % 2]!, email, 'customer-pass-1')),
          )),
        );
      }
      for (let i = 0; i < CUSTOMERS; i += 20) {
        const added = await Promise.all(
          tokens.slice(i, i + 20).map((token, j) =>
            clientOf(bases[(i + j + 1) % 2]!, token).addToCart({
              body: { productId: product._id, quantity: 1, priceType: 'price' },
            }),
          ),
        );
        expect(added.map((r) => r.status)).toEqual(Array(added.length).fill(200));
      }

      const raceStarted = Date.now();
      const results = await Promise.all(
        tokens.map((token, i) =>
          clientOf(bases[i % 2]!, token)
            .checkout({ body: checkoutBody })
            .then((res) => ({
              server: i % 2 ? 'B' : 'A',
              status: res.status,
              message: res.ok ? undefined : res.body.message,
            })),
        ),
      );
      const raceMs = Date.now() - raceStarted;

      const created = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status === 409);
      const other = results.filter((r) => r.status !== 201 && r.status !== 409);
      const stockSeen = await Promise.all(
        bases.map(async (base) => {
          const res = await clientOf(base, adminToken).getProducts();
          return expectOk(res, 'the product list').products.find((p) => p._id === product._id)
            ?.stock;
        }),
      );
      const [tables] = await store.query!<{ orders: number; units: number; stock: number }>(
        `select (select count(*)::int from orders) as orders,
                (select coalesce(sum(quantity), 0)::int from order_items) as units,
                (select stock from products where id = $1) as stock`,
        [product._id],
      );
      console.log(
        `[multi] 2 servers + Redis, ${CUSTOMERS} checkouts on stock ${STOCK} in ${raceMs} ms: ` +
          `201 ${created.length} (A ${created.filter((r) => r.server === 'A').length}, ` +
          `B ${created.filter((r) => r.server === 'B').length}), 409 ${refused.length}, ` +
          `other ${other.length}; stock seen by A ${stockSeen[0]}, by B ${stockSeen[1]}; tables: ` +
          `${tables!.orders} orders, ${tables!.units} units, stock ${tables!.stock}; took ${seconds(Date.now() - began)}`,
      );
      expect(other).toEqual([]);
      expect(created).toHaveLength(STOCK);
      expect(refused).toHaveLength(CUSTOMERS - STOCK);
      for (const r of refused) expect(r.message).toBe('Not enough stock for Last 25 Sacks.');
      expect(stockSeen).toEqual([0, 0]);
      expect(tables).toEqual({ orders: STOCK, units: STOCK, stock: 0 });
    },
  );

  it.skipIf(!postgresUrl)(
    'a change through one server shows on the next request to the other (cache generation in Redis)',
    async () => {
      const own = await freshStore('postgres');
      cleanups.push(() => own.drop());
      const a = await startServer(own, { REDIS_URL });
      servers.push(a);
      const b = await startServer(own, { REDIS_URL });
      servers.push(b);
      const adminToken = await adminLogin(a.baseUrl);
      const product = await createProduct(a.baseUrl, adminToken, {
        name: 'Shared Cache Flour',
        price: 100,
        stock: 40,
      });
      const listed = async (base: string) => {
        const res = await clientOf(base).getProducts({ query: { category: 'flour' } });
        expect(res.status).toBe(200);
        const found = expectOk(res, 'the flour listing').products.find(
          (p) => p._id === product._id,
        )!;
        return { price: found.price, stock: found.stock, etag: res.headers.get('etag') };
      };

      // Both servers keep the listing: the same answer, the same ETag, twice.
      const before = await listed(b.baseUrl);
      expect(before).toMatchObject({ price: 100, stock: 40 });
      expect(await listed(b.baseUrl)).toEqual(before);
      expect(await listed(a.baseUrl)).toEqual(before);

      const update = await clientOf(a.baseUrl, adminToken).updateProduct({
        params: { id: product._id },
        body: { price: 150 },
      });
      expect(update.status).toBe(200);
      const repriced = await listed(b.baseUrl);
      expect(repriced).toMatchObject({ price: 150, stock: 40 });
      expect(repriced.etag).not.toBe(before.etag);
      // A visitor revalidating on the other server with the old ETag gets the new listing.
      const revalidated = await clientOf(b.baseUrl).getProducts(
        { query: { category: 'flour' } },
        { headers: { 'if-none-match': before.etag! } },
      );
      expect(revalidated.status).toBe(200);

      const [buyer] = await customers([b.baseUrl], 1, 'shared-cache');
      const customer = clientOf(b.baseUrl, buyer);
      const added = await customer.addToCart({
        body: { productId: product._id, quantity: 2, priceType: 'price' },
      });
      expect(added.status).toBe(200);
      expect((await listed(a.baseUrl)).stock).toBe(40);
      const bought = await customer.checkout({ body: checkoutBody });
      expect(bought.status).toBe(201);
      expect(await listed(a.baseUrl)).toMatchObject({ price: 150, stock: 38 });
      console.log(
        `[multi] shared cache: price 100 -> 150 through A seen by B, stock 40 -> 38 through B seen by A`,
      );
    },
  );
});
