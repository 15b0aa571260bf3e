import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, routeTable, type Endpoint } from './api.ts';
import { buildRequest, createApiClient, pathOf } from './client.ts';

const entries = Object.entries(api) as [string, Endpoint][];

describe('the contract table', () => {
  it('names each method and path once', () => {
    const routes = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(entries)('%s: its error statuses follow from its input and access', (_name, e) => {
    const hasInput = Boolean(e.params ?? e.query ?? e.body ?? e.upload ?? e.headers);
    expect(e.errors.includes(400), '400 iff there is input to refuse').toBe(hasInput);
    // Calls anyone may make can still answer 401 (a wrong password at login).
    if (e.access !== 'anyone') expect(e.errors, 'a session is needed').toContain(401);
    expect(e.errors.includes(403), '403 iff only some roles may call').toBe(
      Array.isArray(e.access),
    );
  });

  it.each(entries)(
    '%s: says whether its answer is personal (Cache-Control: no-store)',
    (name, e) => {
      // A call that needs a session answers about its caller, or what only staff may see: it is
      // personal unless a reason is written here. None is, so far.
      const notPersonalWithSession: Record<string, string> = {};
      if (e.access !== 'anyone') {
        expect(e.personal, 'a session is needed, so the answer is personal').toBe(
          !(name in notPersonalWithSession),
        );
      } else {
        // Calls anyone may make must decide: login, signup and logout answer about the caller,
        // the delivery areas differ for the admin; the listings and the shop's settings are public.
        expect(typeof e.personal, 'personal: true or false').toBe('boolean');
      }
    },
  );

  it('marks the answers the attack test named as personal', () => {
    for (const name of ['login', 'getMe', 'getOrders', 'getCart', 'listCashiers'] as const) {
      expect(api[name].personal, name).toBe(true);
    }
    const publicCalls = entries.filter(([, e]) => e.personal === false).map(([name]) => name);
    expect(publicCalls.sort()).toEqual([
      'getOpenDates',
      'getProducts',
      'getShopSettings',
      'health',
    ]);
  });

  it.each(entries)('%s: its path parameters are the keys of its params schema', (_name, e) => {
    const inPath = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    const inSchema = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
    expect(inPath.sort()).toEqual(inSchema.sort());
  });

  it("gives clients the method and path of every call, and a download's file type, nothing else", () => {
    const table = routeTable();
    expect(Object.keys(table)).toEqual(Object.keys(api));
    expect(table.setOrderStatus).toEqual({
      method: 'PUT',
      path: '/product/customer-order/:id/status',
    });
    expect(table.exportProductsCsv).toEqual({
      method: 'GET',
      path: '/admin/products.csv',
      produces: 'text/csv',
    });
  });
});

describe('requests built from the table', () => {
  it('fill path parameters, encode them, and leave out absent query values', () => {
    expect(pathOf(api.deleteCashier, { id: 'a/b' })).toBe('/user/get-cashier-account/a%2Fb');
    expect(buildRequest(api.getProducts, { query: { category: 'flour' } }).url).toBe(
      '/product/get-products?category=flour',
    );
    expect(buildRequest(api.getProducts, { query: { category: undefined } }).url).toBe(
      '/product/get-products',
    );
    expect(() => pathOf(api.deleteCashier)).toThrow('missing path parameter id');
  });

  it('send JSON with a bearer token when one is given', () => {
    const request = buildRequest(api.addToCart, { body: { quantity: 1 } }, 'abc');
    expect(request).toEqual({
      method: 'POST',
      url: '/product/post-cart',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer abc',
      },
      body: '{"quantity":1}',
    });
    expect(buildRequest(api.getCart).headers).toEqual({ accept: 'application/json' });
  });
});

describe('the client over the route table', () => {
  it("reads a download's file as its text and every other answer as JSON", async () => {
    const csv = 'name,price\r\n"Flour, 25kg",1280\r\n';
    // A real HTTP peer: the CSV call answers a file (or a JSON refusal), the others JSON.
    const server = http.createServer((req, res) => {
      if (req.url === pathOf(api.exportProductsCsv) && req.headers.authorization) {
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(csv);
      } else if (req.url === pathOf(api.exportProductsCsv)) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"message":"Not authorized"}');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"products":[]}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = createApiClient(routeTable(), { baseUrl: `http://127.0.0.1:${port}` });
      const download = await client.withToken('admin-token').exportProductsCsv();
      expect(download).toMatchObject({ ok: true, status: 200, body: csv });
      const refused = await client.exportProductsCsv();
      expect(refused).toMatchObject({
        ok: false,
        status: 401,
        body: { message: 'Not authorized' },
      });
      const list = await client.getProducts();
      expect(list).toMatchObject({ ok: true, body: { products: [] } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
