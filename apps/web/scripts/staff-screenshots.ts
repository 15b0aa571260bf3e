/**
 * Screenshots of the cashier and admin screens against a running server, for a look by eye.
 *
 *   npm run build -w apps/web
 *   DATA_DIR=$(mktemp -d) PORT=3300 npm run start -w apps/server
 *   npx tsx apps/web/scripts/staff-screenshots.ts            # BASE_URL=http://127.0.0.1:3300
 *
 * It arranges its own data through the API (a few products with every expiry state, three
 * orders: pending, approved, declined) and writes docs/screenshots/staff-*.png. Each run adds
 * new orders and products, so it can run again against the same server.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@shop/chromium';
import {
  createApiClient,
  expectOk,
  routeTable,
  type CreateProductBody,
  type PriceType,
  type Product,
} from '@shop/contract';
import { chromium, type Browser, type Page } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3300';
const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const DEMO = {
  admin: { email: 'admin.demo@gmail.com', password: 'admin-demo-123' },
  cashier: { email: 'cashier.demo@gmail.com', password: 'cashier-demo-123' },
  customer: { email: 'customer.demo@gmail.com', password: 'customer-demo-123' },
} as const;

/** The API, through the contract's client; each demo account gets its own with its token. */
const shop = createApiClient(routeTable(), { baseUrl: BASE_URL });

const signedIn = async (who: keyof typeof DEMO) =>
  shop.withToken(expectOk(await shop.login({ body: DEMO[who] }), `log in as ${who}`).token);

const manilaDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** Products in every expiry state, and three orders (pending, approved, declined). */
async function arrange() {
  const admin = await signedIn('admin');
  const customer = await signedIn('customer');
  const tag = Date.now().toString(36).slice(-4).toUpperCase();

  const create = async (name: string, days: number, extra: Partial<CreateProductBody> = {}) =>
    expectOk(
      await admin.createProduct({
        body: {
          name: `${name} ${tag}`,
          images: '/images/categories/flour.svg',
          description: `${name}, for the screenshots`,
          expirationDate: manilaDay(days),
          price: 1480.25,
          category: 'flour',
          stock: 40,
          ...extra,
        },
      }),
      `create ${name}`,
    ).product;
  const soon = await create('Cake Flour (expiring soon)', 30, { halfPrice: 760 });
  const expired = await create('Rye Flour (expired)', 200);
  expectOk(
    await admin.updateProduct({
      params: { id: expired._id },
      body: { expirationDate: manilaDay(-3) },
    }),
    'let a product expire',
  );
  const longName = await create('Premium Hard Wheat Bread Flour, First Class, 25 kg Sack', 400, {
    halfPrice: 760,
    retailPrice: 1550,
    category: 'flour',
  });
  const sugar = await create('Refined Sugar', 300, { price: 2450.75, category: 'sugar' });
  const oil = await create('Palm Cooking Oil', 250, { price: 1890, category: 'oil' });
  void soon;

  const order = async (
    name: string,
    phoneNumber: string,
    lines: [Product, number, PriceType][],
  ) => {
    for (const [product, quantity, priceType] of lines)
      for (let i = 0; i < quantity; i += 1)
        expectOk(
          await customer.addToCart({ body: { productId: product._id, quantity: 1, priceType } }),
          `add ${product.name} to the cart`,
        );
    return expectOk(
      await customer.checkout({
        body: {
          name,
          address: '12 Rizal St., Cebu City',
          phoneNumber,
          pickupDate: manilaDay(2),
          deliveryMode: 'pickup',
        },
      }),
      `check out for ${name}`,
    ).order;
  };
  const pending = await order('Juan Dela Cruz', '+639171234567', [
    [longName, 2, 'price'],
    [longName, 1, 'halfPrice'],
    [sugar, 1, 'price'],
  ]);
  const approved = await order('Maria Santos', '+639189876543', [
    [longName, 3, 'price'],
    [sugar, 2, 'price'],
    [oil, 1, 'price'],
  ]);
  const declined = await order('Pedro Reyes', '+639201112222', [[oil, 1, 'price']]);
  for (const [order, status] of [
    [approved, 'approved'],
    [declined, 'declined'],
  ] as const) {
    expectOk(
      await admin.setOrderStatus({ params: { id: order._id }, body: { status } }),
      `set the order to ${status}`,
    );
  }
  // A spare cashier account for the delete screenshot.
  const spare = `Spare Cashier ${tag}`;
  expectOk(
    await admin.createCashier({
      body: {
        username: spare,
        email: `spare.cashier.${tag.toLowerCase()}@gmail.com`,
        password: 'spare-cashier-123',
      },
    }),
    'create a spare cashier',
  );
  return { pending, spare };
}

async function signIn(browser: Browser, who: 'admin' | 'cashier', landing: string) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-PH' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[page error] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[console] ${message.text()}`);
  });
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel(/^Email/).fill(DEMO[who].email);
  await page.getByLabel(/^Password/).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`**${landing}`);
  // The login dialog (Login Successful) is the other screen's; dismiss it when present.
  const ok = page.getByRole('button', { name: 'OK' });
  if (await ok.isVisible({ timeout: 3000 }).catch(() => false)) await ok.click();
  return page;
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  // Let MUI finish its entry transitions.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${OUT}staff-${name}.png`, fullPage });
  console.log(`docs/screenshots/staff-${name}.png`);
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const { spare } = await arrange();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    // Cashier
    const cashier = await signIn(browser, 'cashier', '/cashier-products');
    await shot(cashier, 'cashier-products');
    await cashier.goto(`${BASE_URL}/cashier`);
    await cashier
      .getByRole('row', { name: /Juan Dela Cruz/ })
      .last()
      .waitFor();
    await shot(cashier, 'cashier-dashboard');
    await cashier
      .getByRole('row', { name: /Juan Dela Cruz/ })
      .last()
      .getByRole('button', { name: /View Products/ })
      .click();
    await cashier.getByRole('dialog', { name: 'Order Products' }).waitFor();
    await shot(cashier, 'cashier-order-products', false);
    await cashier.getByRole('button', { name: 'Close' }).click();
    await cashier
      .getByRole('row', { name: /Juan Dela Cruz/ })
      .last()
      .getByRole('button', { name: 'Approve' })
      .click();
    await cashier.getByText('You are about to approved this order.').waitFor();
    await shot(cashier, 'cashier-approve-confirm', false);
    await cashier.getByRole('button', { name: 'Yes' }).click();
    await cashier.getByText('Success!').waitFor();
    await shot(cashier, 'cashier-approve-result', false);
    await cashier.getByRole('button', { name: 'OK' }).click();
    await cashier.setViewportSize(PHONE);
    await shot(cashier, 'cashier-dashboard-phone', false);

    // Admin
    const admin = await signIn(browser, 'admin', '/admin-dashboard');
    await admin.getByRole('table', { name: 'Sales by category' }).waitFor();
    await shot(admin, 'analytics-category');
    await admin.getByRole('tab', { name: 'Top Products Ranking' }).click();
    await admin.getByRole('table', { name: 'Top products ranking' }).waitFor();
    await shot(admin, 'analytics-top-products');
    await admin.getByRole('tab', { name: 'Category Analysis' }).click();
    await admin.setViewportSize(PHONE);
    await shot(admin, 'analytics-category-phone');
    await admin.setViewportSize(DESKTOP);

    await admin.goto(`${BASE_URL}/admin-products`);
    await admin.getByRole('rowheader').first().waitFor();
    await shot(admin, 'product-management');
    await admin.getByRole('button', { name: 'Create Product' }).click();
    const form = admin.getByRole('dialog', { name: 'Create Product' });
    await form.waitFor();
    await shot(admin, 'product-create-dialog', false);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await admin.getByText('Missing fields').waitFor();
    await shot(admin, 'product-missing-fields', false);
    await admin.getByRole('button', { name: 'OK' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    await admin
      .getByRole('button', { name: /^Edit Premium Hard Wheat/ })
      .first()
      .click();
    await admin.getByRole('dialog', { name: 'Edit Product' }).waitFor();
    await shot(admin, 'product-edit-dialog', false);
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await admin.setViewportSize(PHONE);
    await shot(admin, 'product-management-phone', false);
    await admin.setViewportSize(DESKTOP);

    await admin.goto(`${BASE_URL}/create-cashier`);
    await admin.getByRole('rowheader').first().waitFor();
    await shot(admin, 'create-cashier');
    await admin.getByRole('button', { name: 'Create Cashier' }).click();
    await admin.getByRole('dialog', { name: 'Create Cashier' }).waitFor();
    await shot(admin, 'create-cashier-dialog', false);
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByRole('button', { name: `Delete cashier ${spare}` }).click();
    await admin.getByRole('button', { name: 'Yes, delete it' }).click();
    await admin.getByText('Delete Account Succesfully').waitFor();
    await shot(admin, 'cashier-deleted-snackbar', false);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
