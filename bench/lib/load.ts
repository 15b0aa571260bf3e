/** API load with autocannon: a warm-up that is thrown away, then the timed run. */
import autocannon from 'autocannon';
import type { BuiltRequest } from '@shop/contract';
import type { CpuShare } from './cpu.ts';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  requests: number;
  /** connection errors (timeouts included) and answers other than the expected status */
  errors: number;
  /** of which: requests without an answer within autocannon's 10 s timeout */
  timeouts: number;
  seconds: number;
  /** where the cores went during the load (warm-up included), where it was counted */
  cpu?: CpuShare | undefined;
}

/**
 * What a load sends to `origin`: one request every time, or a new one for each request sent
 * (another customer's token, another product), each built by the contract's buildRequest.
 */
export type LoadTarget = { origin: string; expectStatus?: number } & (
  | { request: BuiltRequest }
  /** Called once per request sent. */
  | { next: () => BuiltRequest }
);

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /**
   * autocannon threads for loads whose every request is the same (no `next`; autocannon cannot
   * hand a function to its workers). In one thread autocannon itself is the limit on large
   * answers: it turns every body into a string, a whole core for the 300 KB analytics.
   */
  workers?: number;
}

type Method = NonNullable<autocannon.Options['method']>;

function run(target: LoadTarget, options: LoadOptions, seconds: number) {
  const next = 'next' in target ? target.next : undefined;
  const fixed = 'request' in target ? target.request : undefined;
  const workers = fixed && options.workers && options.workers > 1 ? options.workers : undefined;
  return autocannon({
    url: `${target.origin}${fixed?.url ?? '/'}`,
    connections: options.connections,
    duration: seconds,
    ...(workers ? { workers } : {}),
    ...(fixed
      ? {
          method: fixed.method as Method,
          headers: fixed.headers,
          body: typeof fixed.body === 'string' ? fixed.body : undefined,
        }
      : {}),
    expectBody: undefined,
    requests: next
      ? [
          {
            setupRequest: (request) => {
              const built = next();
              return {
                ...request,
                method: built.method as Method,
                path: built.url,
                headers: built.headers,
                // The loads send JSON calls only, never a file (a FormData body).
                body: typeof built.body === 'string' ? built.body : '',
              };
            },
          },
        ]
      : undefined,
  });
}

export async function measure(
  name: string,
  target: LoadTarget,
  options: LoadOptions,
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(target, options, options.warmupSeconds);
  const result = await run(target, options, options.seconds);
  const expected = target.expectStatus ?? 200;
  const statuses = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const expectedCount = statuses[String(expected)]?.count ?? 0;
  const answered = Object.values(statuses).reduce((sum, s) => sum + s.count, 0);
  const outcome: LoadResult = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + (answered - expectedCount),
    timeouts: result.timeouts,
    seconds: options.seconds,
  };
  console.log(
    `  ${name.padEnd(44)} ${outcome.rps.toFixed(0).padStart(6)} req/s  p50 ${outcome.p50} ms  p97.5 ${outcome.p975} ms  p99 ${outcome.p99} ms  errors ${outcome.errors}${outcome.timeouts ? ` (timeouts ${outcome.timeouts})` : ''}`,
  );
  return outcome;
}

/** One request timed on its own (a cold, uncached answer), in milliseconds. */
export async function timeOnce(origin: string, request: BuiltRequest): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${origin}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${request.method} ${request.url}: ${res.status}`);
  return performance.now() - started;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
