import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryFailure } from '../test/messages.ts';
import { createSmsSender } from './sms-gateway.ts';

/** A stand-in for the phone's gateway app: records every request, answers as told. */
interface Recorded {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
  servers = [];
});

const readBody = async (req: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

/** Starts a gateway answering each request with the next of `answers` (the last one repeats). */
async function gateway(
  answers: { status: number; body?: string }[] | 'hang',
): Promise<{ url: string; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    requests.push({
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: raw ? JSON.parse(raw) : undefined,
    });
    if (answers === 'hang') return; // never answers: the sender's timeout must end the wait
    const answer = answers[Math.min(requests.length, answers.length) - 1]!;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body ?? '');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const MESSAGE = { id: 'msg-0001', phoneNumber: '+639171234567', text: 'Order #1042 is approved.' };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('SMS gateway sender', () => {
  it('posts the text, the number and the stable id to /message with Basic auth', async () => {
    const phone = await gateway([{ status: 202, body: '{"id":"msg-0001","state":"Pending"}' }]);
    const sender = createSmsSender({
      url: `${phone.url}/`,
      username: 'sms',
      password: 'p4ss:word',
    });

    await sender.send(MESSAGE);

    expect(phone.requests).toEqual([
      {
        method: 'POST',
        path: '/message',
        authorization: basic('sms', 'p4ss:word'),
        contentType: 'application/json',
        body: {
          id: 'msg-0001',
          message: 'Order #1042 is approved.',
          phoneNumbers: ['+639171234567'],
        },
      },
    ]);
  });

  it('keeps the path of a cloud-style base URL', async () => {
    const phone = await gateway([{ status: 200, body: '{}' }]);
    const sender = createSmsSender({
      url: `${phone.url}/3rdparty/v1`,
      username: 'u',
      password: 'p',
    });
    await sender.send(MESSAGE);
    expect(phone.requests[0]?.path).toBe('/3rdparty/v1/message');
  });

  it('sends the same id on a retry after a 500', async () => {
    const phone = await gateway([
      { status: 500, body: '{"message":"Database is locked"}' },
      { status: 202, body: '{}' },
    ]);
    const sender = createSmsSender({ url: phone.url, username: 'sms', password: 'secret' });

    const error = await deliveryFailure(sender.send(MESSAGE));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('SMS gateway answered 500: Database is locked');

    await sender.send(MESSAGE);
    expect(phone.requests.map((r) => (r.body as { id: string }).id)).toEqual([
      'msg-0001',
      'msg-0001',
    ]);
  });

  it.each([408, 429, 502, 503])('%i is transient', async (status) => {
    const phone = await gateway([{ status, body: 'try later' }]);
    const sender = createSmsSender({ url: phone.url, username: 'sms', password: 'secret' });
    const error = await deliveryFailure(sender.send(MESSAGE));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe(`SMS gateway answered ${status}: try later`);
  });

  it('400 is permanent, with the gateway’s words and no secrets', async () => {
    const phone = await gateway([{ status: 400, body: '{"message":"phoneNumbers is empty"}' }]);
    const sender = createSmsSender({ url: phone.url, username: 'sms', password: 'secret' });
    const error = await deliveryFailure(sender.send(MESSAGE));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('SMS gateway answered 400: phoneNumbers is empty');
    expect(error.message).not.toMatch(/secret|127\.0\.0\.1|Basic/);
  });

  it.each([401, 403, 404, 301])('%i is permanent', async (status) => {
    const phone = await gateway([{ status }]);
    const sender = createSmsSender({ url: phone.url, username: 'sms', password: 'secret' });
    const error = await deliveryFailure(sender.send(MESSAGE));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe(`SMS gateway answered ${status}`);
  });

  it('cuts a long answer short', async () => {
    const phone = await gateway([{ status: 500, body: `<html>${'x'.repeat(5000)}</html>` }]);
    const sender = createSmsSender({ url: phone.url, username: 'sms', password: 'secret' });
    const error = await deliveryFailure(sender.send(MESSAGE));
    expect(error.message.length).toBeLessThanOrEqual(230);
    expect(error.message.endsWith('...')).toBe(true);
  });

  it('counts a refused duplicate id as delivered: an earlier try already reached the phone', async () => {
    const conflict = await gateway([{ status: 409, body: '{"message":"Conflict"}' }]);
    await createSmsSender({ url: conflict.url, username: 'u', password: 'p' }).send(MESSAGE);

    const older = await gateway([
      { status: 500, body: '{"message":"Message with the same ID already exists"}' },
    ]);
    await createSmsSender({ url: older.url, username: 'u', password: 'p' }).send(MESSAGE);
    expect(older.requests).toHaveLength(1);
  });

  it('a closed port is transient', async () => {
    const closed = await gateway([{ status: 200 }]);
    const server = servers.pop()!;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const sender = createSmsSender({ url: closed.url, username: 'sms', password: 'secret' });
    const error = await deliveryFailure(sender.send(MESSAGE));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('SMS gateway unreachable (ECONNREFUSED)');
  });

  it('a gateway that never answers is transient once the timeout passes', async () => {
    const phone = await gateway('hang');
    const sender = createSmsSender({
      url: phone.url,
      username: 'sms',
      password: 'secret',
      timeoutMs: 200,
    });
    const error = await deliveryFailure(sender.send(MESSAGE));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('SMS gateway did not answer within 0.2 s');
    expect(phone.requests).toHaveLength(1);
  });

  it('refuses a URL it cannot use when created', () => {
    const make = (url: string) => () => createSmsSender({ url, username: 'u', password: 'p' });
    expect(make('192.168.1.50:8080')).toThrow(/must be a URL/);
    expect(make('localhost:8080')).toThrow(/http:\/\/ or https:\/\//);
    expect(make('http://sms:secret@192.168.1.50:8080')).toThrow(
      /must not carry a user or password/,
    );
  });
});
