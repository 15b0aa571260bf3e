/** Child process of ceiling.ts: node --import tsx ceiling-server.ts <port> <body file> */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { api } from '@shop/contract';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const app = Fastify({ logger: false });
// The shop's health call, so the bench waits for this server as for the shop.
app.get(api.health.path, async () => ({ status: 'ok', database: 'none' }));
app.get('/fixed', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
