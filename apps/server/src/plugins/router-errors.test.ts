import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, api, pathOf } from '@shop/contract';
import { useTestApp, dbKind } from '../test/helper.ts';

/**
 * What the router and Node's HTTP parser refuse, before any route runs, is answered like every
 * other error: JSON `{ message }` in our words, with the security headers, never quoting the
 * path or naming an FST_ code. Fastify's own answers did both and carried no security header:
 * `{"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"'/%c0%ae…' is not a valid url
 * component","statusCode":400}`, 414 with FST_ERR_MAX_PARAM_LENGTH, and "Client Error" for an
 * unknown method.
 */
let port: number;
/** The health call's path, the plainest route to send odd requests at. */
const HEALTH = pathOf(api.health);

const t = useTestApp({ NODE_ENV: 'production' });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

/** The security headers every answer carries (helmet's, HSTS in production). */
function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  expect(headers['content-security-policy'], where).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security'], where).toContain('max-age=31536000');
}

function expectOurAnswer(body: string, message: string, echoes: string[], where: string) {
  expect(JSON.parse(body), where).toEqual({ message });
  expect(body, where).not.toMatch(/FST_|"code"|"error"|statusCode/);
  for (const part of echoes) expect(body, `${where} echoes ${part}`).not.toContain(part);
}

/** One raw HTTP/1.1 exchange on a fresh connection: what no client library would send. */
function rawRequest(
  text: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe(`router-level errors on ${dbKind}`, () => {
  it('a path that does not decode (/%c0%ae%c0%ae/etc/passwd) is 400 { message }, the path not quoted', async () => {
    const undecodableId = pathOf(api.cancelOrder, { id: 'x' }).replace(/x$/, '%c0%ae');
    for (const url of ['/%c0%ae%c0%ae/etc/passwd', undecodableId, '/%E0%A4%A']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expectSecurityHeaders(res.headers, url);
      expectOurAnswer(res.body, SERVER_MESSAGES.badUrl, ['passwd', '%c0', '%E0'], url);
    }
    // The same over a real connection.
    const real = await fetch(`http://127.0.0.1:${port}/%c0%ae%c0%ae/etc/passwd`);
    expect(real.status).toBe(400);
    expectSecurityHeaders(Object.fromEntries(real.headers), 'fetch');
    expectOurAnswer(await real.text(), SERVER_MESSAGES.badUrl, ['passwd'], 'fetch');
  });

  it('an id of 150 characters is 414 { message }, the id not quoted', async () => {
    const id = 'a'.repeat(150);
    for (const name of ['deleteCashier', 'cancelOrder', 'updateProduct'] as const) {
      const url = pathOf(api[name], { id });
      const res = await t.inject({ method: api[name].method, url });
      expect(res.statusCode, url).toBe(414);
      expectSecurityHeaders(res.headers, url);
      expectOurAnswer(res.body, SERVER_MESSAGES.urlTooLong, ['aaaaaaaa'], name);
    }
  });

  it('an unknown method is 400 { message } with the security headers, over a raw socket and fetch', async () => {
    const raw = await rawRequest(`BREW ${HEALTH} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(raw.status).toBe(400);
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.headers['connection']).toBe('close');
    expectSecurityHeaders(raw.headers, 'BREW');
    expectOurAnswer(raw.body, SERVER_MESSAGES.methodNotSupported, ['BREW', 'Client Error'], 'BREW');

    const fetched = await fetch(`http://127.0.0.1:${port}${HEALTH}`, { method: 'BREW' });
    expect(fetched.status).toBe(400);
    expectSecurityHeaders(Object.fromEntries(fetched.headers), 'fetch BREW');
    expect(await fetched.json()).toEqual({ message: SERVER_MESSAGES.methodNotSupported });

    // A method Node knows but no route takes: the JSON 404, with the headers.
    const purge = await rawRequest(
      `PURGE ${HEALTH} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(purge.status).toBe(404);
    expectSecurityHeaders(purge.headers, 'PURGE');
    expectOurAnswer(purge.body, SERVER_MESSAGES.routeNotFound, ['PURGE', HEALTH.slice(1)], 'PURGE');
  });

  it("what the HTTP parser cannot read (a broken request line, headers past Node's limit) gets the same treatment", async () => {
    const broken = await rawRequest(`GET ${HEALTH} HTTP/1.1\r\nHost localhost\r\n\r\n`);
    expect(broken.status).toBe(400);
    expectSecurityHeaders(broken.headers, 'broken header');
    expectOurAnswer(broken.body, SERVER_MESSAGES.unreadableRequest, ['Client Error'], 'broken');

    const huge = await rawRequest(
      `GET ${HEALTH} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expectSecurityHeaders(huge.headers, 'huge headers');
    expectOurAnswer(huge.body, SERVER_MESSAGES.headersTooLarge, ['bbbb'], 'huge');
  });

  it('a request without a Host header (HTTP/1.0 or 1.1, raw socket) is 400 { message } with the security headers', async () => {
    for (const version of ['1.0', '1.1']) {
      for (const path of [HEALTH, pathOf(api.getProducts), '/no/such/path']) {
        const where = `HTTP/${version} ${path}`;
        const res = await rawRequest(`GET ${path} HTTP/${version}\r\nConnection: close\r\n\r\n`);
        expect(res.status, where).toBe(400);
        expect(res.headers['content-type'], where).toBe('application/json; charset=utf-8');
        expectSecurityHeaders(res.headers, where);
        expectOurAnswer(
          res.body,
          'The request must name the host it is for (a Host header).',
          [path.slice(1)],
          where,
        );
      }
    }
    // With a Host, HTTP/1.0 is answered as usual.
    const named = await rawRequest(`GET ${HEALTH} HTTP/1.0\r\nHost: localhost\r\n\r\n`);
    expect(named.status).toBe(200);
  });

  it('an unknown path and a body-taking method without a content type answer in our words too', async () => {
    const missing = await t.inject({ method: 'GET', url: '/no/such/path?q=<script>' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, '404');
    expectOurAnswer(missing.body, SERVER_MESSAGES.routeNotFound, ['such', 'script'], '404');

    const query = await rawRequest(
      `QUERY ${HEALTH} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expect(query.status).toBe(400);
    expectSecurityHeaders(query.headers, 'QUERY');
    expectOurAnswer(query.body, SERVER_MESSAGES.unsupportedMediaType, ['QUERY'], 'QUERY');
  });
});
