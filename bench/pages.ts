/**
 * npm run bench:pages -w bench: only the Lighthouse part of npm run bench, quickly and
 * repeatably. Serves the current apps/web/dist (build it first: npm run build) from the
 * production server on a fresh PGlite folder with 2,000 products (about 250 in flour) and a few
 * customers with two cart lines each, gives every flour product a photo of its own through the
 * upload call, then audits landing, category and cart and rewrites the pages section of
 * bench/RESULTS.md (with PAGES_RUNS above 1, each page's run with the median LCP).
 *
 * Environment: PAGES_RUNS (default 1: how many times each page is audited), PAGES_REPORTS (a
 * folder for the last run's full Lighthouse reports, <page>.json), PAGES_SERVE=1 (no Lighthouse:
 * keep the seeded shop running until Ctrl-C, for profiling by hand), PAGES_LCP_GRAPH=1 (print
 * what each page's simulated LCP waits for: lib/lcp-graph.ts), CHROME_PATH (default
 * /usr/bin/chromium), PAGES_WEB_DIST (another build of the web app to serve).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHOP_PAGES, runLighthouse, type PageResult } from './lib/lighthouse.ts';
import { uploadCategoryPhotos } from './lib/photos.ts';
import { renderPagesSection } from './lib/report.ts';
import { RESULTS_FILE, readResults, withSection } from './lib/results-file.ts';
import { prepareCarts, seedCustomers, seedProducts } from './lib/seed.ts';
import { BENCH_ADMIN, REPO_ROOT, startShop } from './lib/shop-server.ts';
import { connectPglite } from './lib/sql.ts';

const RUNS = Number(process.env.PAGES_RUNS ?? 1);

/** For each page, the run with the median LCP (the lower middle of an even count). */
function medianRuns(runs: PageResult[][]): PageResult[] {
  return runs[0]!.map((first) => {
    const sorted = runs
      .map((run) => run.find((r) => r.name === first.name) ?? first)
      .sort((a, b) => a.lcpMs - b.lcpMs);
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  });
}
const jwtSecret = randomBytes(48).toString('base64url');
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-pages-'));
const dataDir = path.join(work, 'pglite-data');
const shop = {
  jwtSecret,
  webDist: process.env.PAGES_WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'),
  logFile: path.join(work, 'server.log'),
  database: { DATA_DIR: dataDir },
};

try {
  // The server creates the schema and the admin; PGlite allows one process, so it stops while
  // the folder is seeded.
  await (await startShop(shop)).stop();
  const sql = await connectPglite(dataDir);
  try {
    await seedProducts(sql, 2_000);
    await seedCustomers(sql, 20, BENCH_ADMIN.email);
    await prepareCarts(sql);
  } finally {
    await sql.close();
  }
  const server = await startShop(shop);
  try {
    console.log('uploading a photo for every flour product');
    const photos = await uploadCategoryPhotos(server.url, 'flour');
    console.log(
      `  ${photos.products} photos, ${(photos.uploadedBytes / 1024 ** 2).toFixed(1)} MB of JPEG, in ${photos.seconds.toFixed(0)} s`,
    );
    if (process.env.PAGES_SERVE === '1') {
      console.log(`serving ${server.url} (customer1@gmail.com / ${BENCH_ADMIN.password})`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
    const runs: PageResult[][] = [];
    for (let run = 1; run <= RUNS && process.env.PAGES_SERVE !== '1'; run++) {
      console.log(`run ${run} of ${RUNS}`);
      runs.push(
        await runLighthouse({
          baseUrl: server.url,
          customer: { email: 'customer1@gmail.com', password: BENCH_ADMIN.password },
          ...SHOP_PAGES,
          reportDir: process.env.PAGES_REPORTS,
          lcpGraph: process.env.PAGES_LCP_GRAPH === '1',
        }),
      );
    }
    console.table(
      runs.flat().map((r) => ({
        page: r.name,
        perf: r.performance,
        a11y: r.accessibility,
        bp: r.bestPractices,
        seo: r.seo,
        'LCP ms': Math.round(r.lcpMs),
        'TBT ms': Math.round(r.tbtMs),
        'JS KB gzip': +(r.jsGzipBytes / 1024).toFixed(1),
        error: r.error ?? '',
      })),
    );
    if (runs.length > 0) {
      const section = renderPagesSection(medianRuns(runs), photos);
      writeFileSync(RESULTS_FILE, withSection(readResults(), section));
      console.log(`\n${section}\nWrote the pages section of ${RESULTS_FILE}.`);
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
