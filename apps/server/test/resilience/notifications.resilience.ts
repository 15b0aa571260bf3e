import { afterAll, describe, expect, it } from 'vitest';
import { expectOk } from '@shop/contract';
import { startGateway, until, type Gateway } from '../../src/test/peers.ts';
import {
  ADMIN,
  checkoutBody,
  clientOf,
  createProduct,
  customers,
  dbKind,
  freshStore,
  login,
  startServer,
  type ServerProcess,
  type Store,
} from './support.ts';

/*
 * Issue 15: a server SIGKILLed between claiming a message and hearing back from the gateway.
 * The message is still pending in the outbox; after the restart, once its lease has run out, it
 * is claimed again and goes out: the gateway sees the same id twice (at least once, and
 * recognisably), and the outbox says sent.
 */
let store: Store | undefined;
let server: ServerProcess | undefined;
let gateway: Gateway | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await store?.drop();
  await gateway?.close();
});

describe(`a message in flight when the server is killed, on ${dbKind}`, () => {
  it('goes out after the restart, with the same id', async () => {
    gateway = await startGateway();
    // The first request is taken and never answered: the server is killed while it waits.
    gateway.answer = (_request, index) => (index === 0 ? 'hang' : 200);
    store = await freshStore();
    const env = {
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_USERNAME: 'sms',
      SMS_GATEWAY_PASSWORD: 'gateway-secret',
      NOTIFICATION_LEASE_SECONDS: '2',
      NOTIFICATION_RETRY_SECONDS: '0.5',
    };
    server = await startServer(store, env);
    let adminToken = await login(server.baseUrl, ADMIN.email, ADMIN.password);
    const product = await createProduct(server.baseUrl, adminToken, {
      name: 'Kill Flour',
      stock: 5,
    });
    const [customerToken] = await customers([server.baseUrl], 1, 'killed-sms');
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

    server = await startServer(store, env);
    adminToken = await login(server.baseUrl, ADMIN.email, ADMIN.password);
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
