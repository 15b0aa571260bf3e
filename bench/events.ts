/**
 * npm run bench:events -w bench: the live-events bench of issue 15. One production server (in
 * its own process) with EVENTS_STREAMS (default 1,000) event streams (the contract's `events` call) open at once, every
 * fifth a staff stream (the admin and two cashiers), the rest customers' streams spread over
 * EVENTS_CUSTOMERS (default 200) customers. Then EVENTS_CHANGES (default 100) status changes,
 * one at a time with a short pause, each on the order of a different customer: for each, the
 * time from just before the request is sent to the moment the last stream that should carry it
 * (every staff stream and that customer's) has parsed the event. Every event a customer's
 * stream receives is checked against the order's owner. The server's resident memory (VmRSS)
 * is read before the streams open and with all of them open.
 *
 * Database: a fresh shop_bench_* PostgreSQL database next to DATABASE_URL's, dropped at the end
 * (events travel through LISTEN/NOTIFY); EVENTS_DB=pglite a fresh PGlite folder instead (its
 * in-process NOTIFY), EVENTS_DB=both one after the other. Writes the "Live events" section of
 * bench/RESULTS.md (the other sections are kept) and prints it. About a minute per database.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LIVE_STREAMS_PER_USER, api, expectOk, pathOf, type LiveOrderEvent } from '@shop/contract';
import { shopClient } from './lib/calls.ts';
import { customerIds, seedCustomers, seedOrders, seedProducts } from './lib/seed.ts';
import { LIVE_EVENTS_HEADING, RESULTS_FILE, readResults, withSection } from './lib/results-file.ts';
import {
  BENCH_ADMIN,
  databasesFrom,
  customerTokens,
  engineLabel,
  startSeededShop,
  type DatabaseName,
  type ShopServer,
} from './lib/shop-server.ts';
import type { Sql } from './lib/sql.ts';
import { kb, mb, met, ms, n0, percentile } from './lib/figures.ts';

const DATABASES = databasesFrom(process.env.EVENTS_DB);
const STREAMS = Number(process.env.EVENTS_STREAMS ?? 1_000);
const CUSTOMERS = Number(process.env.EVENTS_CUSTOMERS ?? 200);
const CHANGES = Number(process.env.EVENTS_CHANGES ?? 100);
/** Every STAFF_EVERY-th stream is a staff stream: 200 of 1,000. */
const STAFF_EVERY = 5;
/**
 * Staff accounts (the admin and these cashiers) enough that none holds more streams than the
 * server allows one user (LIVE_STREAMS_PER_USER; an eleventh would end the first): 19 for 200.
 */
const CASHIERS = Math.max(2, Math.ceil(STREAMS / STAFF_EVERY / LIVE_STREAMS_PER_USER) - 1);
const PAUSE_MS = 100;
/** A change whose events have not all arrived by then counts the missing ones as missed. */
const TIMEOUT_MS = 10_000;
const OPEN_AT_ONCE = 50;
const WARMUP_CHANGES = 5;
const CASHIER_PASSWORD = 'bench-cashier-password-1';

interface EventsResult {
  database: DatabaseName;
  version: string;
  streams: number;
  staffStreams: number;
  customerStreams: number;
  customers: number;
  openSeconds: number;
  /** ms from just before each change's request to its last expected stream, for the changes
   *  every expected stream received */
  delays: number[];
  /** ms until each change's request was answered */
  answers: number[];
  /** streams each change should reach */
  reach: number;
  /** expected deliveries that had not arrived within TIMEOUT_MS */
  missed: number;
  /** events a customer's stream received for an order that is not theirs */
  violations: number;
  /** the same event twice on one stream */
  duplicates: number;
  /** streams the server ended while the bench still listened */
  dropped: number;
  rssBefore: number;
  rssWith: number;
  rssAfter: number;
}

// ---------- the streams ----------

/** Calls `onEvent` for each complete Server-Sent Event in the text fed to it (comments skipped). */
function sseParser(onEvent: (event: string, data: string) => void) {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  return (chunk: string) => {
    buffer += chunk;
    for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') {
        if (data.length > 0) onEvent(event, data.join('\n'));
        event = 'message';
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  };
}

interface Stream {
  index: number;
  /** null for a staff stream */
  customerId: string | null;
  seen: Set<string>;
  close(): void;
}

/**
 * Opens one event stream with a bearer token; resolves once its `ready` event has come (the
 * server subscribes it before sending that). `onEvent` gets every later event.
 */
function openStream(
  origin: string,
  token: string,
  agent: http.Agent,
  onEvent: (event: string, data: string, at: number) => void,
  onDrop: () => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let ready = false;
    const request = http.request(`${origin}${pathOf(api.events)}`, {
      method: api.events.method,
      agent,
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    const close = () => {
      closing = true;
      request.destroy();
    };
    request.on('error', (error) => {
      if (!ready) reject(error);
      else if (!closing) onDrop();
    });
    request.on('response', (response) => {
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          reject(new Error(`The events call answered ${response.statusCode}: ${body}`)),
        );
        return;
      }
      const parse = sseParser((event, data) => {
        if (event === 'ready' && !ready) {
          ready = true;
          resolve(close);
        } else onEvent(event, data, performance.now());
      });
      response.on('data', parse);
      response.on('close', () => {
        if (ready && !closing) onDrop();
      });
    });
    request.end();
  });
}

// ---------- the server and its data ----------

/** The server process's resident memory in bytes (VmRSS). */
function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The median of five readings of the server's memory, after a second to settle. */
async function settledRss(pid: number): Promise<number> {
  await sleep(1_000);
  const readings: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    readings.push(rssOf(pid));
    await sleep(200);
  }
  return readings.sort((a, b) => a - b)[2]!;
}

interface Shop {
  server: ShopServer;
  version: string;
  /** each customer's id, and the order whose status the bench moves */
  customers: { id: string; orderId: string; status: string }[];
  /** every order's customer */
  owners: Map<string, string>;
  jwtSecret: string;
  finish(): Promise<void>;
}

/** Products, CUSTOMERS customers and about ten orders each, all still open (not cleared). */
async function seed(sql: Sql) {
  await seedProducts(sql, 200);
  await seedCustomers(sql, CUSTOMERS, BENCH_ADMIN.email);
  await seedOrders([sql], CUSTOMERS * 10, { openQueue: CUSTOMERS * 10 });
  const ids = await customerIds(sql);
  // Each customer's newest approved or declined order: declined <-> approved can be repeated.
  const movable = await sql.query<{ id: string; user_id: string; status: string }>(
    `SELECT DISTINCT ON (user_id) id, user_id, status FROM orders
     WHERE status IN ('approved', 'declined') ORDER BY user_id, created_at DESC`,
  );
  const orderOf = new Map(movable.map((o) => [o.user_id, o]));
  const customers = ids.flatMap((id) => {
    const order = orderOf.get(id);
    return order ? [{ id, orderId: order.id, status: order.status }] : [];
  });
  if (customers.length < ids.length)
    throw new Error(`${ids.length - customers.length} customers have no order to move`);
  const owners = await sql.query<{ id: string; user_id: string }>(`SELECT id, user_id FROM orders`);
  const [version] = await sql.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  return {
    customers,
    owners: new Map(owners.map((o) => [o.id, o.user_id])),
    version: version?.v ?? '',
  };
}

async function startEventsShop(database: DatabaseName, work: string): Promise<Shop> {
  const { seeded, ...shop } = await startSeededShop(database, work, seed);
  return { ...shop, ...seeded, version: engineLabel(database, seeded.version) };
}

/** The admin's token and those of CASHIERS new cashiers, each signed in through the API. */
async function staffTokens(origin: string): Promise<string[]> {
  const login = async (email: string, password: string) =>
    expectOk(await shopClient(origin).login({ body: { email, password } }), `login ${email}`).token;
  const admin = await login(BENCH_ADMIN.email, BENCH_ADMIN.password);
  const tokens = [admin];
  for (let i = 1; i <= CASHIERS; i += 1) {
    const email = `bench.cashier${i}@gmail.com`;
    expectOk(
      await shopClient(origin, admin).createCashier({
        body: { username: `Bench Cashier ${i}`, email, password: CASHIER_PASSWORD },
      }),
      `create cashier ${i}`,
    );
    tokens.push(await login(email, CASHIER_PASSWORD));
  }
  return tokens;
}

// ---------- the run ----------

async function runOn(database: DatabaseName, work: string): Promise<EventsResult> {
  console.log(`\n== ${database}: seeding ${CUSTOMERS} customers and their orders`);
  const shop = await startEventsShop(database, work);
  const agent = new http.Agent({ keepAlive: true, maxSockets: STREAMS + 100 });
  const streams: Stream[] = [];
  try {
    const origin = shop.server.url;
    const staff = await staffTokens(origin);
    const customerToken = customerTokens(
      shop.jwtSecret,
      shop.customers.map((c) => c.id),
    );
    const mover = shopClient(origin, staff[1]);

    let violations = 0;
    let duplicates = 0;
    let dropped = 0;
    let current:
      | {
          key: string;
          customerId: string;
          expected: number;
          got: Set<number>;
          done: (at: number) => void;
        }
      | undefined;

    const listen = async (index: number, customer: number | null): Promise<Stream> => {
      const customerId = customer === null ? null : shop.customers[customer]!.id;
      const stream: Stream = { index, customerId, seen: new Set(), close: () => {} };
      stream.close = await openStream(
        origin,
        customer === null
          ? staff[Math.floor(index / STAFF_EVERY) % staff.length]!
          : customerToken[customer]!,
        agent,
        (event, data, at) => {
          if (event !== 'order-status' && event !== 'order-created') return;
          const { orderId, status } = JSON.parse(data) as LiveOrderEvent;
          if (customerId !== null && shop.owners.get(orderId) !== customerId) violations += 1;
          const key = `${orderId}:${status}`;
          if (stream.seen.has(key)) duplicates += 1;
          stream.seen.add(key);
          if (current?.key === key && (customerId === null || customerId === current.customerId)) {
            current.got.add(index);
            if (current.got.size === current.expected) current.done(at);
          }
        },
        () => (dropped += 1),
      );
      return stream;
    };

    /** Moves one customer's order; answers the delay to its last expected stream and the answer time. */
    const change = async (customer: number, reach: number) => {
      const target = shop.customers[customer]!;
      const status = target.status === 'approved' ? 'declined' : 'approved';
      let timer: NodeJS.Timeout | undefined;
      const got = new Set<number>();
      const delivered = new Promise<number | undefined>((resolve) => {
        current = {
          key: `${target.orderId}:${status}`,
          customerId: target.id,
          expected: reach,
          got,
          done: resolve,
        };
        timer = setTimeout(() => resolve(undefined), TIMEOUT_MS);
      });
      const started = performance.now();
      const answer = await mover.setOrderStatus({
        params: { id: target.orderId },
        body: { status },
      });
      const answered = performance.now() - started;
      expectOk(answer, `move order ${target.orderId} to ${status}`);
      target.status = status;
      const at = await delivered;
      clearTimeout(timer);
      current = undefined;
      return {
        delay: at === undefined ? undefined : at - started,
        answered,
        missed: reach - got.size,
      };
    };

    // Warm-up: a few changes with one staff and one customer stream open, on customers the
    // measured changes do not touch, so the server's code paths are compiled before measuring.
    console.log(`== ${database}: warm-up`);
    const warmCustomer = CUSTOMERS - 1;
    const warm = [await listen(0, null), await listen(1, warmCustomer)];
    for (let i = 0; i < WARMUP_CHANGES; i += 1) {
      const { delay } = await change(warmCustomer, 2);
      if (delay === undefined) throw new Error('a warm-up change never reached its streams');
      await sleep(PAUSE_MS);
    }
    for (const stream of warm) stream.close();
    violations = 0;
    duplicates = 0;
    dropped = 0;
    const rssBefore = await settledRss(shop.server.pid);

    console.log(`== ${database}: opening ${STREAMS} streams`);
    const plan: (number | null)[] = [];
    let customerStreams = 0;
    for (let i = 0; i < STREAMS; i += 1) {
      plan.push(i % STAFF_EVERY === 0 ? null : customerStreams++ % CUSTOMERS);
    }
    const openStarted = performance.now();
    for (let from = 0; from < plan.length; from += OPEN_AT_ONCE) {
      const batch = plan.slice(from, from + OPEN_AT_ONCE);
      streams.push(...(await Promise.all(batch.map((customer, i) => listen(from + i, customer)))));
    }
    const openSeconds = (performance.now() - openStarted) / 1000;
    const staffStreams = plan.filter((c) => c === null).length;
    const perCustomer = (customer: number) => plan.filter((c) => c === customer).length;
    const rssWith = await settledRss(shop.server.pid);
    console.log(`   opened in ${openSeconds.toFixed(1)} s`);

    console.log(`== ${database}: ${CHANGES} status changes`);
    const delays: number[] = [];
    const answers: number[] = [];
    let missed = 0;
    const changes = Math.min(CHANGES, CUSTOMERS - 1);
    for (let customer = 0; customer < changes; customer += 1) {
      const result = await change(customer, staffStreams + perCustomer(customer));
      answers.push(result.answered);
      missed += result.missed;
      if (result.delay !== undefined) delays.push(result.delay);
      await sleep(PAUSE_MS);
    }
    // Late or stray events would arrive now.
    await sleep(1_000);
    const rssAfter = rssOf(shop.server.pid);
    return {
      database,
      version: shop.version,
      streams: streams.length,
      staffStreams,
      customerStreams,
      customers: CUSTOMERS,
      openSeconds,
      delays,
      answers,
      reach: staffStreams + perCustomer(0),
      missed,
      violations,
      duplicates,
      dropped,
      rssBefore,
      rssWith,
      rssAfter,
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    await shop.finish();
  }
}

// ---------- the report ----------

function renderSection(results: EventsResult[], minutes: number): string {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const databases = results.map((r) =>
    r.database === 'PostgreSQL'
      ? `${r.version} (local, a fresh \`shop_bench_*\` database dropped afterwards)`
      : `${r.version.split(' (')[0]} (embedded, a fresh data folder)`,
  );
  const first = results[0]!;
  const route = `${api.setOrderStatus.method} ${api.setOrderStatus.path}`;
  const out: string[] = [LIVE_EVENTS_HEADING, ''];
  out.push(
    `Written by \`npm run bench:events -w bench\` on ${date}. Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}. ${databases.length > 1 ? 'Databases' : 'Database'}: ${databases.join(' and ')}. The run took ${minutes.toFixed(1)} minutes.`,
    '',
  );
  out.push(
    `One shop server (production build, in its own process) with ${n0(first.streams)} \`${api.events.method} ${api.events.path}\` streams open at once, opened from the bench process over \`node:http\` (a connection each, bearer tokens): ${n0(first.staffStreams)} staff streams (the admin and ${CASHIERS} cashiers) and ${n0(first.customerStreams)} customer streams, ${n0(first.customerStreams / first.customers)} for each of ${n0(first.customers)} customers, interleaved. Then ${n0(CHANGES)} status changes (\`${route}\` by a cashier, declined <-> approved), one at a time ${PAUSE_MS} ms apart, each on the order of a different customer. The **delay** of a change runs from just before its request is sent to the moment the last of the ${n0(first.reach)} streams that should carry it (every staff stream and that customer's) has parsed the event; events travel from the transaction through PostgreSQL \`NOTIFY\` to the server's \`LISTEN\` connection (PGlite: its in-process \`NOTIFY\`) and out to the streams. **Memory** is the server process's resident set (\`VmRSS\`, median of 5 readings): before the streams opened (after a warm-up of ${WARMUP_CHANGES} changes) and with all ${n0(first.streams)} open; per stream is the difference over the streams.`,
    '',
  );
  out.push(
    '| database | streams | changes | delay p50 | delay p99 | delay max | request answered (p50) | deliveries missed | events on a wrong stream | RSS before | RSS with the streams | per stream | target | result |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const p99 = percentile(r.delays, 0.99);
    const ok =
      p99 < 1_000 && r.missed === 0 && r.violations === 0 && r.delays.length === r.answers.length;
    out.push(
      `| ${r.database} | ${n0(r.streams)} | ${n0(r.answers.length)} | ${ms(percentile(r.delays, 0.5))} | ${ms(p99)} | ${ms(Math.max(...r.delays))} | ${ms(percentile(r.answers, 0.5))} | ${n0(r.missed)} | ${n0(r.violations)} | ${mb(r.rssBefore)} | ${mb(r.rssWith)} | ${kb((r.rssWith - r.rssBefore) / r.streams)} | p99 < 1 s, none missed, none on a wrong stream | ${met(ok)} |`,
    );
  }
  out.push('');
  for (const r of results) {
    out.push(
      `${r.database}: the ${n0(r.streams)} streams opened in ${r.openSeconds.toFixed(1)} s (${OPEN_AT_ONCE} at a time); after the changes the server's RSS was ${mb(r.rssAfter)}; events received twice on one stream: ${n0(r.duplicates)}; streams the server dropped: ${n0(r.dropped)}.`,
    );
  }
  out.push('');
  const violations = results.reduce((a, r) => a + r.violations, 0);
  out.push(
    `Events a customer's stream received for another customer's order: ${violations} (target 0: ${met(violations === 0)}). The bench process parses all ${n0(first.streams)} streams on one thread on the same machine, so its own event loop is part of every delay. \`npm run bench\` keeps this section as it stands; \`EVENTS_DB=pglite\` (or \`both\`) measures PGlite.`,
    '',
  );
  return out.join('\n');
}

const startedAt = Date.now();
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-events-'));
try {
  const results: EventsResult[] = [];
  for (const database of DATABASES) results.push(await runOn(database, work));
  const section = renderSection(results, (Date.now() - startedAt) / 60_000);
  writeFileSync(RESULTS_FILE, withSection(readResults(), section));
  console.log(`\n${section}\nWrote the "Live events" section of ${RESULTS_FILE}.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
