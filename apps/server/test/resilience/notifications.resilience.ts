import { afterAll, describe, expect, it } from 'vitest';
import { expectOk } from '@shop/contract';
import { startGateway, until, type Gateway } from '../../src/test/peers.ts';
import { adminLogin, checkoutBody, clientOf, closedAfter, dbKind, stockShop } from './support.ts';

/*
 * Issue 15: a server SIGKILLed between claiming a message and hearing back from the gateway.
 * The message is still pending in the outbox; after the restart, once its lease has run out, it
 * is claimed again and goes out: the gateway sees the same id twice (at least once, and
 * recognisably), and the outbox says sent.
 */
// Registered first so that it runs last, after the server is gone (vitest runs these hooks in reverse).
let gateway: Gateway | undefined;
afterAll(() => gateway?.close());
const opened = closedAfter(afterAll);

describe(`a message in flight when the server is killed, on ${dbKind}`, () => {
  it('goes out after the restart, with the same id', async () => {
    gateway = await startGateway();
    // The first request is taken and never answered: the server is killed while it waits.
    gateway.answer = (_request, index) => (index === 0 ? 'hang' : 200);
    const store = await opened.store();
    const env = {
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_USERNAME: 'sms',
      SMS_GATEWAY_PASSWORD: 'gateway-secret',
      // Production with texts on needs the address their links start with.
      PUBLIC_URL: 'https://shop.example.ph',
      NOTIFICATION_LEASE_SECONDS: '2',
      NOTIFICATION_RETRY_SECONDS: '0.5',
    };
    let server = await opened.start(store, env);
    const opening = await stockShop(server.baseUrl, {
      products: [{ name: 'Kill Flour', stock: 5 }],
      customers: 1,
      tag: 'killed-sms',
    });
    let adminToken = opening.adminToken;
    const product = opening.products[0]!;
    const [customerToken] = opening.tokens;
    const shopper = clientOf(server.baseUrl, customerToken);
    await shopper.addToCart({ body: { productId: product._id, quantity: 1, priceType: 'price' } });
    const placed = expectOk(
      await shopper.checkout({ body: { ...checkoutBody, phoneNumber: '09171234567' } }),
      'checkout',
    ).order;
    const approved = await clientOf(server.baseUrl, adminToken).setOrderStatus({
      params: { id: placed._id },
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);

    await gateway.received(1);
    const firstId = gateway.requests[0]!.body.id;
    await server.kill('SIGKILL');

    server = await opened.start(store, env);
    adminToken = await adminLogin(server.baseUrl);
    await gateway.received(2, 30_000);
    expect(gateway.requests[1]!.body.id).toBe(firstId);
    const admin = clientOf(server.baseUrl, adminToken);
    const sent = await until('the outbox to say sent', async () => {
      const list = expectOk(await admin.listNotifications({ query: { status: 'sent' } }), 'list');
      return list.notifications.find((n) => n._id === firstId);
    });
    expect(sent).toMatchObject({ orderNumber: placed.orderNumber, channel: 'sms', attempts: 2 });
    expect(gateway.requests).toHaveLength(2);
    console.log(
      `[notifications ${dbKind}] killed mid-send; after the restart the text went out again with id ${firstId} (2 tries)`,
    );
  });
});
