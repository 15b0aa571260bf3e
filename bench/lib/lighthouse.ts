/**
 * Lighthouse 12 (default mobile profile: simulated slow 4G and a 4x slower CPU) in Debian's
 * Chromium, driven through the puppeteer-core that Lighthouse itself depends on. Public pages
 * run on a clean profile; the cart runs after the bench customer signed in through the real
 * login call (HttpOnly cookie) and the web app's `auth-storage` entry was written, with
 * Lighthouse told to keep that storage.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@shop/chromium';
import { api, buildRequest } from '@shop/contract';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lcpGraph } from './lcp-graph.ts';

/** The pages the issue names, and the customer whose cart is measured (seeded by the bench). */
export const SHOP_PAGES = {
  publicPages: [
    { name: 'landing', path: '/' },
    { name: 'category', path: '/landing-page-category/flour' },
  ],
  cart: { name: 'cart', path: '/user-products/cart' },
};

export interface PageResult {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** JavaScript transferred (the server sends it brotli or gzip compressed) */
  jsTransferBytes: number;
  /** the same scripts' gzip size, however they were sent */
  jsGzipBytes: number;
  error?: string;
}

interface Storage {
  setItem(key: string, value: string): void;
}

type LhrLike = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

async function gzipSizes(urls: string[]): Promise<number> {
  const { gzipSync } = await import('node:zlib');
  let total = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    total += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

async function summarize(name: string, path: string, lhr: LhrLike): Promise<PageResult> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    url: string;
    resourceType?: string;
    transferSize?: number;
  }[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    name,
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes: await gzipSizes(scripts.map((r) => r.url)),
  };
}

export async function runLighthouse(options: {
  baseUrl: string;
  customer: { email: string; password: string };
  publicPages: { name: string; path: string }[];
  cart: { name: string; path: string };
  /** Also writes each page's full Lighthouse report there, as <name>.json (bench:pages). */
  reportDir?: string;
  /** Also prints what each page's simulated LCP waits for (lcp-graph.ts). */
  lcpGraph?: boolean;
}): Promise<PageResult[]> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless'),
  });
  const results: PageResult[] = [];
  const audit = async (page: { name: string; path: string }, keepStorage: boolean) => {
    const tab = await browser.newPage();
    try {
      const runner = await lighthouse(
        `${options.baseUrl}${page.path}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          disableStorageReset: keepStorage,
        },
        undefined,
        tab as never,
      );
      if (!runner) throw new Error('lighthouse returned nothing');
      if (options.reportDir) {
        const { mkdirSync, writeFileSync } = await import('node:fs');
        mkdirSync(options.reportDir, { recursive: true });
        writeFileSync(`${options.reportDir}/${page.name}.json`, JSON.stringify(runner.lhr));
      }
      if (options.lcpGraph) console.log((await lcpGraph(runner)).join('\n'));
      const result = await summarize(page.name, page.path, runner.lhr as unknown as LhrLike);
      results.push(result);
      console.log(
        `  ${page.name.padEnd(16)} perf ${result.performance} a11y ${result.accessibility} bp ${result.bestPractices} seo ${result.seo}  LCP ${result.lcpMs.toFixed(0)} ms  TBT ${result.tbtMs.toFixed(0)} ms  JS ${(result.jsGzipBytes / 1024).toFixed(1)} KB gzip`,
      );
    } catch (error) {
      console.error(`  ${page.name}: lighthouse failed: ${(error as Error).message}`);
      results.push({
        name: page.name,
        path: page.path,
        performance: NaN,
        accessibility: NaN,
        bestPractices: NaN,
        seo: NaN,
        lcpMs: NaN,
        tbtMs: NaN,
        jsTransferBytes: NaN,
        jsGzipBytes: NaN,
        error: (error as Error).message,
      });
    } finally {
      await tab.close();
    }
  };
  try {
    for (const page of options.publicPages) await audit(page, false);

    // Sign the customer in as the login screen does: the server sets the HttpOnly cookie, the
    // app keeps who is signed in under auth-storage. The contract builds the login request;
    // the page sends it (the function runs in the page, so it gets the request as data).
    const tab = await browser.newPage();
    await tab.goto(`${options.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await tab.evaluate(
      async (login) => {
        const res = await fetch(login.url, {
          method: login.method,
          credentials: 'include',
          headers: login.headers,
          body: login.body,
        });
        const { user } = (await res.json()) as { user: unknown };
        const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
        storage.setItem(
          'auth-storage',
          JSON.stringify({ state: { user, isAuthenticated: true }, version: 0 }),
        );
      },
      buildRequest(api.login, { body: options.customer }),
    );
    await tab.close();
    await audit(options.cart, true);
  } finally {
    await browser.close();
  }
  return results;
}
