/**
 * Screenshots of the visitor and customer screens against a running server, for a look by eye.
 *
 *   npm run build -w apps/web
 *   DATA_DIR=$(mktemp -d) PORT=3200 npm run start -w apps/server
 *   npx tsx apps/web/scripts/screenshots.ts            # BASE_URL=http://127.0.0.1:3200
 *
 * It logs in as the demo customer through the login form, arranges an order (for the history)
 * and a cart of a few lines through the API, and writes docs/screenshots/shop-*-{375,1280}.png.
 * Each run places one more order, so it can run again against the same server.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@shop/chromium';
import {
  createApiClient,
  expectOk,
  routeTable,
  type ApiClient,
  type PriceType,
} from '@shop/contract';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3200';
const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const WIDTHS = [375, 1280] as const;
const CUSTOMER = { email: 'customer.demo@gmail.com', password: 'customer-demo-123' };

const manilaDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** Statuses whose answer has no body (a Response must not be given one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The contract's client, sending its calls through the browser context (Playwright's request
 * API), so they carry the page's own session cookie.
 */
function apiOf(context: BrowserContext): ApiClient {
  return createApiClient(routeTable(), {
    baseUrl: BASE_URL,
    fetch: async (url, init) => {
      const answer = await context.request.fetch(url, {
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        ...(typeof init.body === 'string' ? { data: init.body } : {}),
      });
      const status = answer.status();
      return new Response(NO_BODY.has(status) ? null : new Uint8Array(await answer.body()), {
        status,
        headers: answer.headers(),
      });
    },
  });
}

async function dismissAlert(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function shot(page: Page, name: string, width: number, fullPage = true) {
  // Lazy images below the fold load once scrolled into view.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const path = `${OUT}shop-${name}-${width}.png`;
  await page.screenshot({ path, fullPage });
  console.log(`wrote ${path}`);
}

async function visitor(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('link', { name: 'Browse Now' }).waitFor();
  await shot(page, 'landing', width);
  await page.goto(`${BASE_URL}/landing-page-category/flour`);
  await page.getByRole('heading', { name: 'Flour Products' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await shot(page, 'category', width);
  // A sold-out product and missing price tiers.
  await page.goto(`${BASE_URL}/landing-page-category/assorted-items`);
  await page.getByRole('article').first().waitFor();
  await shot(page, 'category-assorted', width);
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  await shot(page, 'login', width, false);
  await context.close();
}

async function logIn(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: false }).first().fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${BASE_URL}/user-products`);
  await dismissAlert(page);
  return { context, page };
}

/** One placed order for the history, then a fresh cart of three lines. */
async function arrange(context: BrowserContext) {
  const api = apiOf(context);
  const { products } = expectOk(await api.getProducts(), 'the product list');
  const inStock = products.filter((p) => p.stock > 5);
  const withHalf = inStock.filter((p) => p.halfPrice !== null);
  const withRetail = inStock.filter((p) => p.retailPrice !== null);
  const [a, b, c] = [withHalf[0], withRetail[1] ?? withRetail[0], inStock[2]];
  if (!a || !b || !c) throw new Error('The demo data has too few products in stock');

  const add = async (productId: string, priceType: PriceType) =>
    expectOk(
      await api.addToCart({ body: { productId, quantity: 1, priceType } }),
      'add to the cart',
    );

  await add(a._id, 'price');
  await add(b._id, 'retailPrice');
  expectOk(
    await api.checkout({
      body: {
        name: 'Maria Santos',
        address: '12 Mabini St, Barangay San Roque, Quezon City',
        phoneNumber: '+639123456789',
        pickupDate: manilaDay(2),
        deliveryMode: 'delivery',
      },
    }),
    'check out',
  );

  await add(a._id, 'halfPrice');
  await add(a._id, 'halfPrice');
  await add(b._id, 'retailPrice');
  await add(c._id, 'price');
  return a;
}

async function customer(browser: Browser, width: number, arranged: boolean) {
  const { context, page } = await logIn(browser, width);
  const product = arranged ? null : await arrange(context);

  await page.goto(`${BASE_URL}/`);
  await page.getByRole('link', { name: 'See All' }).waitFor();
  await shot(page, 'landing-customer', width);

  await page.goto(`${BASE_URL}/user-products/category/flour`);
  await page.getByRole('article').first().waitFor();
  await page.getByRole('button', { name: 'Avail Item' }).first().click();
  await page.getByRole('dialog', { name: 'Choose Pricing Option' }).waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'pricing-dialog', width, false);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/user-products/cart`);
  await page.getByRole('button', { name: 'CHECKOUT ALL' }).waitFor();
  await shot(page, 'cart', width);
  await page.getByRole('button', { name: 'CHECKOUT ALL' }).click();
  await page.getByRole('dialog', { name: 'FILL OUT' }).waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'checkout-dialog', width, false);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/user-products/order-history`);
  await page.getByRole('table', { name: 'Order history' }).waitFor();
  await shot(page, 'order-history', width);
  await context.close();
  return product;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    let arranged = false;
    for (const width of WIDTHS) {
      await visitor(browser, width);
      await customer(browser, width, arranged);
      arranged = true;
    }
  } finally {
    await browser.close();
  }
}

await main();
