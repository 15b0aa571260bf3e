import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/*
 * Real protocol peers for the messaging tests, on 127.0.0.1: an HTTP server standing in for
 * the SMS Gateway for Android app (it records every request and answers as the test says), and
 * an SMTP server (smtp-server) that keeps every message it accepts.
 */

export interface GatewayRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: { id?: string; message?: string; phoneNumbers?: string[] } & Record<string, unknown>;
}

export interface Gateway {
  url: string;
  port: number;
  requests: GatewayRequest[];
  /** The status of each next answer: a number, or 'hang' (never answers). Default 200. */
  answer: (request: GatewayRequest, index: number) => number | 'hang';
  /** Resolves when the gateway has received `count` requests in all. */
  received(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

export async function startGateway(port = 0): Promise<Gateway> {
  const waiters: (() => boolean)[] = [];
  const gateway: Gateway = {
    url: '',
    port: 0,
    requests: [],
    answer: () => 200,
    received: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => gateway.requests.length >= count;
        if (check()) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`gateway: ${gateway.requests.length} of ${count} requests`)),
          timeoutMs,
        );
        waiters.push(() => {
          if (!check()) return false;
          clearTimeout(timer);
          resolve();
          return true;
        });
      }),
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const request: GatewayRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : {},
    };
    gateway.requests.push(request);
    for (const waiter of [...waiters]) if (waiter()) waiters.splice(waiters.indexOf(waiter), 1);
    const status = gateway.answer(request, gateway.requests.length - 1);
    if (status === 'hang') return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      status < 300
        ? JSON.stringify({ id: request.body.id, state: 'Pending' })
        : '{"message":"busy"}',
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  gateway.port = (server.address() as AddressInfo).port;
  gateway.url = `http://127.0.0.1:${gateway.port}`;
  gateway.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gateway;
}

export interface ReceivedMail {
  mailFrom: string | false;
  rcptTo: string[];
  raw: string;
}

/** Ways to make the mail server refuse what a test needs refused. */
export type MailServerHooks = Partial<Pick<SMTPServerOptions, 'onRcptTo' | 'onAuth'>> & {
  rejectData?: Error;
};

export interface MailServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailServer(hooks: MailServerHooks = {}): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1000,
    onRcptTo: hooks.onRcptTo ?? ((_address, _session, callback) => callback()),
    onAuth: hooks.onAuth ?? ((auth, _session, callback) => callback(null, { user: auth.username })),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (hooks.rejectData) return callback(hooks.rejectData);
        messages.push({
          mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://shop:secret@127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds, looking every 50 ms; fails after `timeoutMs` with `what`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
