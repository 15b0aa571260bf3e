/**
 * The ceiling: a bare Fastify route that answers a fixed JSON body (the same bytes as the
 * category listing), in its own process like the shop. It measures what this machine, Node and
 * Fastify can do at all; every API figure is also given as a share of it.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltRequest } from '@shop/contract';
import type { LoadTarget } from './load.ts';
import { freePort, stopChild, waitForHealth } from '@shop/server-process';
import type { ShopServer } from './shop-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startCeiling(body: Buffer, bodyFile: string): Promise<ShopServer> {
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'ceiling-server.ts'), String(port), bodyFile],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  await waitForHealth(url, child, { seconds: 60 });
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

/** The ceiling's load: the same request as `like` (the visitor's listing), to the fixed body. */
export function ceilingTarget(bare: ShopServer, like: BuiltRequest): LoadTarget {
  // ceiling-server.ts answers here.
  return { origin: bare.url, request: { ...like, url: '/fixed' } };
}
