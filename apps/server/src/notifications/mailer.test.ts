import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { startMailServer, type MailServerHooks } from '../test/peers.ts';
import { readMail } from '../test/mail.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryFailure, orderMessageInput } from '../test/messages.ts';
import { createMailer, messageIdDomain } from './mailer.ts';
import { orderMessage } from './templates.ts';

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/** A mail server on 127.0.0.1 (no TLS), with `hooks` to make it refuse what a test needs refused. */
async function mailServer(hooks: MailServerHooks = {}) {
  const server = await startMailServer(hooks);
  closers.push(server.close);
  return { port: server.port, received: server.messages };
}

/** A TCP listener that takes the connection and never says a word (no SMTP greeting). */
async function silentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

const FROM = 'Sweet Crumbs <orders@sweetcrumbs.ph>';
const MAIL = {
  id: 'msg-0001',
  to: 'maria@example.com',
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
};

describe('mailer', () => {
  it('delivers the order email: envelope, From, To, Subject, Message-ID, text and HTML', async () => {
    let login: { username?: string; password?: string | null } = {};
    const smtp = await mailServer({
      onAuth: (auth, _session, callback) => {
        login = { username: auth.username, password: auth.password };
        callback(null, { user: auth.username });
      },
    });
    const { email } = orderMessage(
      orderMessageInput({ note: 'Please bring a bag – salamat!', customerName: 'Maria' }),
    );
    const mailer = createMailer({
      smtpUrl: `smtp://shop:s3cret@127.0.0.1:${smtp.port}`,
      from: FROM,
    });

    await mailer.send({
      id: '0b6f1c52-6f7e-4f6e-9a39-1f0c2d3e4f50',
      to: 'maria@example.com',
      ...email,
    });

    expect(login).toEqual({ username: 'shop', password: 's3cret' });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.mailFrom).toBe('orders@sweetcrumbs.ph');
    expect(message?.rcptTo).toEqual(['maria@example.com']);
    const mail = readMail(message!.raw);
    expect(mail.header('From')).toBe('Sweet Crumbs <orders@sweetcrumbs.ph>');
    expect(mail.header('To')).toBe('maria@example.com');
    expect(mail.header('Subject')).toBe('Sweet Crumbs: Order #1042 is approved');
    expect(mail.header('Message-ID')).toBe('<0b6f1c52-6f7e-4f6e-9a39-1f0c2d3e4f50@sweetcrumbs.ph>');
    expect(mail.text).toBe(email.text);
    expect(mail.html).toBe(email.html);
    expect(mail.text).toContain('Total: ₱1,234.50');
  });

  it('gives every try of a message the same Message-ID', async () => {
    const smtp = await mailServer();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'shop@Bakery.example.ph',
    });
    await mailer.send(MAIL);
    await mailer.send(MAIL);
    const ids = smtp.received.map((m) => readMail(m.raw).header('Message-ID'));
    expect(ids).toEqual(['<msg-0001@bakery.example.ph>', '<msg-0001@bakery.example.ph>']);
  });

  it('takes the Message-ID domain from MAIL_FROM, or a stand-in', () => {
    expect(messageIdDomain('orders@sweetcrumbs.ph')).toBe('sweetcrumbs.ph');
    expect(messageIdDomain('"Sweet Crumbs" <Orders@Mail.SweetCrumbs.ph>')).toBe(
      'mail.sweetcrumbs.ph',
    );
    expect(messageIdDomain('Sweet Crumbs')).toBe('bakery-shop.local');
    expect(messageIdDomain('')).toBe('bakery-shop.local');
  });

  it('a 550 for the recipient is permanent', async () => {
    const smtp = await mailServer({
      onRcptTo: (_address, _session, callback) => callback(smtpError('No such user here', 550)),
    });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    const error = await deliveryFailure(mailer.send(MAIL));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('Mail server answered 550 No such user here');
    expect(smtp.received).toHaveLength(0);
  });

  it('a 554 for the message itself is permanent', async () => {
    const smtp = await mailServer({ rejectData: smtpError('Message refused as spam', 554) });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    const error = await deliveryFailure(mailer.send(MAIL));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('Mail server answered 554 Message refused as spam');
  });

  it('a 451 (try again later) is transient', async () => {
    const smtp = await mailServer({
      onRcptTo: (_address, _session, callback) =>
        callback(smtpError('Greylisted, come back later', 451)),
    });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    const error = await deliveryFailure(mailer.send(MAIL));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Mail server answered 451 Greylisted, come back later');
  });

  it('a refused login is permanent and the message names no password', async () => {
    const smtp = await mailServer({
      onAuth: (_auth, _session, callback) => callback(smtpError('Authentication failed', 535)),
    });
    const mailer = createMailer({
      smtpUrl: `smtp://shop:wrong-s3cret@127.0.0.1:${smtp.port}`,
      from: FROM,
    });
    const error = await deliveryFailure(mailer.send(MAIL));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('Mail server answered 535 Authentication failed');
    expect(error.message).not.toMatch(/s3cret|shop:/);
  });

  it('an unreachable port is transient', async () => {
    const closed = await mailServer();
    await closers.pop()!();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, from: FROM });
    const error = await deliveryFailure(mailer.send(MAIL));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Mail server unreachable (ECONNREFUSED)');
  });

  it('a server that never greets is transient once the timeout passes', async () => {
    const port = await silentServer();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      timeoutMs: 200,
    });
    const error = await deliveryFailure(mailer.send(MAIL));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Mail server timed out');
  });
});
