/**
 * API load benchmark: starts the real server (embedded PGlite with the demo data, or
 * PostgreSQL when DATABASE_URL is set) and measures throughput and latency of the busiest
 * calls with autocannon, plus the server's resident memory. Run: npm run api -w bench
 * Results are recorded by hand in bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3900 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.argv[2] ?? 10);

const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-bench-')),
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function rssMb(pid: number): number {
  // The server is tsx's child: sum the resident memory of the whole process tree.
  const kids = (p: number): number[] => {
    try {
      const list = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      return list.flatMap((k) => [k, ...kids(k)]);
    } catch {
      return [];
    }
  };
  return [pid, ...kids(pid)].reduce((sum, p) => {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      return sum + Number(match?.[1] ?? 0) / 1024;
    } catch {
      return sum;
    }
  }, 0);
}

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 20, duration: seconds, ...options });
  console.log(
    `${title.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
  );
}

try {
  await waitForHealth();
  const login = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer.demo@gmail.com', password: 'customer-demo-123' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  console.log(`server rss at start: ${rssMb(server.pid!).toFixed(0)} MB`);
  await run('GET /product/get-products (visitor)', { url: `${base}/product/get-products` });
  await run('GET /product/get-products?category=flour', {
    url: `${base}/product/get-products?category=flour`,
  });
  await run('GET /product/get-cart (customer)', { url: `${base}/product/get-cart`, headers: auth });
  await run('GET /user/me (customer)', { url: `${base}/user/me`, headers: auth });
  console.log(`server rss after load: ${rssMb(server.pid!).toFixed(0)} MB`);
} finally {
  server.kill('SIGTERM');
}
