import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject, test as base } from 'vitest';
import { api, pathOf, type Product, type Role } from '@shop/contract';
import {
  createCashier,
  createProduct,
  findProduct,
  shopClient,
  signIn,
  signUpCustomer,
  type Account,
  type NewProduct,
  type SignedIn,
} from './api.ts';
import { SCREENSHOTS_DIR } from './paths.ts';
import { textsTo } from './sms-gateway.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@shop/chromium';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A mid-range Android phone's screen in CSS pixels: the width the shop is designed for first. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** How long a screen may take to show what a journey waits for. */
const UI_TIMEOUT = 15_000;

const HOME: Record<Role, string> = {
  admin: '/admin-dashboard',
  cashier: '/cashier-products',
  customer: '/user-products',
};

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * One person at one browser: their own context (cookies, local storage) and page. Collects
 * every uncaught page error, console.error and 5xx answer, and what screen() finds; the test
 * fails at its end when anything was collected.
 */
export class Actor {
  /** What went wrong in the page, once per distinct problem, with where it was seen. */
  private readonly found = new Map<string, { text: string; seen: Set<string> }>();
  private readonly allowed: RegExp[] = [];
  signedIn: SignedIn | undefined;
  private readonly screened = new Set<string>();
  /** Set when Chromium's own /favicon.ico request failed (the page declares no icon). */
  missingIcon = false;

  constructor(
    readonly shop: Shop,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.setDefaultTimeout(UI_TIMEOUT);
    page.setDefaultNavigationTimeout(30_000);
    page.on('pageerror', (error) => {
      this.report(`uncaught page error: ${error.stack ?? error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const where = message.location().url;
      // Chromium asks for /favicon.ico by itself when a page declares no icon; the shell
      // journey checks that separately, so one missing icon does not fail every journey.
      if (where.endsWith('/favicon.ico')) {
        this.missingIcon = true;
        return;
      }
      if (this.allowed.some((re) => re.test(text))) return;
      this.report(`console.error: ${text}${where ? ` (${where})` : ''}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500) {
        this.report(
          `server error ${response.status()} for ${response.request().method()} ${response.url()}`,
        );
      }
    });
  }

  /** Records a problem; the same problem seen again only adds where it was seen. */
  report(text: string, where = this.pathnameSafe(), key = text) {
    const entry = this.found.get(key) ?? { text, seen: new Set<string>() };
    entry.seen.add(where);
    this.found.set(key, entry);
  }

  /** Every problem recorded so far, readable. */
  get problems(): string[] {
    return [...this.found.values()].map(
      ({ text, seen }) => `${text}\n    seen on: ${[...seen].join('; ')}`,
    );
  }

  private pathnameSafe(): string {
    try {
      return this.pathname();
    } catch {
      return '(no page)';
    }
  }

  get baseURL() {
    return this.shop.baseURL;
  }

  /** A console error this journey provokes on purpose (for example a refused session). */
  allowConsoleError(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  async goto(pathname: string) {
    await this.page.goto(`${this.baseURL}${pathname}`);
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** Waits until the browser shows exactly this path (redirects included). */
  async expectPath(pathname: string, why?: string) {
    try {
      await this.page.waitForURL((url) => url.pathname === pathname, { timeout: UI_TIMEOUT });
    } catch {
      throw new Error(
        `expected the browser at ${pathname}${why ? ` (${why})` : ''}, but after ${UI_TIMEOUT / 1000} s it is at ${this.pathname()}`,
      );
    }
  }

  /** Waits for a visible element; with a string, for that exact visible text. */
  async see(target: string | RegExp | Locator): Promise<Locator> {
    const locator =
      typeof target === 'string' || target instanceof RegExp
        ? this.page.getByText(target, { exact: typeof target === 'string' }).first()
        : target;
    await locator.waitFor({ state: 'visible' });
    return locator;
  }

  /** Signs in: a new account of that role (or the given one), by API + cookie or by the form. */
  async login(
    who: Role | Account,
    options: {
      via?: 'api' | 'form';
      /** With the form: where the login lands when it returns to a page (else the role's home). */
      landsOn?: string;
    } = {},
  ): Promise<SignedIn & { home: string }> {
    const account = typeof who === 'string' ? await this.shop.newAccount(who) : who;
    const home = HOME[account.role];
    if (options.via === 'form') {
      await this.goto('/login');
      await this.page.getByLabel(/^Email/).fill(account.email);
      await this.page.getByLabel(/^Password/).fill(account.password);
      await this.page.getByRole('button', { name: 'Submit' }).click();
      await this.see('Login Successful');
      await this.see('Welcome back!');
      await this.screen(`login successful (${account.role})`);
      await this.page.getByRole('button', { name: 'OK' }).click();
      await this.expectPath(options.landsOn ?? home);
      this.signedIn = await signIn(this.shop.api, account);
    } else {
      const signedIn = await signIn(this.shop.api, account);
      await this.context.addCookies([
        {
          name: 'token',
          value: signedIn.token,
          url: this.baseURL,
          httpOnly: true,
          sameSite: 'Strict',
        },
      ]);
      // The web app remembers who is signed in under auth-storage (zustand persist); any page
      // of the origin will do to write it, the health call's JSON being the lightest.
      await this.page.goto(`${this.baseURL}${pathOf(api.health)}`);
      await this.page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        'auth-storage',
        JSON.stringify({ state: { user: signedIn.user, isAuthenticated: true }, version: 0 }),
      ] as const);
      this.signedIn = signedIn;
    }
    return { ...this.signedIn, home };
  }

  /**
   * Checks the screen the page shows now and saves a full-page screenshot under
   * e2e/artifacts/screenshots/. Serious or critical axe-core violations, and an app left hidden
   * from assistive technology, are recorded as problems: the journey goes on so that one
   * report shows everything, and the test fails at its end.
   */
  async screen(name: string, ready?: string | RegExp | Locator, options: { once?: boolean } = {}) {
    if (ready !== undefined) await this.see(ready);
    // A dialog seen again (the fifth "Added to Cart") is the same screen: check it once.
    if (options.once && this.screened.has(name)) return;
    this.screened.add(name);
    await this.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await this.settleAnimations();
    await this.page.screenshot({ path: this.shop.screenshotPath(name), fullPage: true });
    await this.checkNotHidden(name);
    const violations = await this.axe();
    for (const violation of violations) {
      const targets = violation.nodes.map((n) => JSON.stringify(n.target)).join(' ');
      this.report(
        `accessibility (axe-core) on ${this.pathname()}:\n${formatViolation(violation)}`,
        name,
        `${violation.id} ${this.pathname()} ${targets}`,
      );
    }
  }

  /**
   * Waits for finite animations and transitions (dialog fades) to end: colours measured halfway
   * through a fade would be reported as contrast failures. Spinners and skeletons loop forever
   * and are left alone.
   */
  async settleAnimations() {
    await this.page
      .evaluate(async () => {
        const finite = document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
        await Promise.race([
          Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 3_000)),
        ]);
      })
      .catch(() => undefined);
  }

  /**
   * With no modal dialog open, nothing that holds the app may stay aria-hidden: screen readers
   * (and role queries) would not see the page. When it happens it is recorded, and the stale
   * attribute is removed so the rest of the journey can still be checked.
   */
  async checkNotHidden(where: string) {
    // Runs in the page: the app element left aria-hidden with no modal dialog open (or null);
    // with `shown`, whether there is none.
    const hiddenApp = (shown: boolean) => {
      const modalOpen = [...document.querySelectorAll('[aria-modal="true"]')].some(
        (el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0,
      );
      const app = modalOpen
        ? undefined
        : [...document.body.children].find(
            (el) => el.getAttribute('aria-hidden') === 'true' && el.querySelector('main, h1, nav'),
          );
      const name = app ? `${app.tagName.toLowerCase()}#${app.id}` : null;
      return shown ? name === null : name;
    };
    // Dialog libraries restore the attribute as their closing animation ends: the page gets
    // 1.5 s to show the app again.
    await this.page.waitForFunction(hiddenApp, true, { timeout: 1_500 }).catch(() => undefined);
    const hidden = (await this.page.evaluate(hiddenApp, false)) as string | null;
    if (!hidden) return;
    this.report(
      `accessibility: after "${where}" no dialog is open but ${hidden} stays aria-hidden="true", so screen readers cannot reach the page (${this.pathname()}); the test removed the attribute to go on`,
    );
    await this.page.evaluate((selector) => {
      document.querySelector(selector)?.removeAttribute('aria-hidden');
    }, hidden);
  }

  private async axe(): Promise<AxeViolation[]> {
    const loaded = await this.page.evaluate(() => 'axe' in window);
    // Evaluated through the DevTools protocol, so the shop's Content-Security-Policy stays on.
    if (!loaded) await this.page.evaluate(AXE_SOURCE);
    const violations = await this.page.evaluate(async () => {
      const axe = (window as any).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations as AxeViolation[];
    });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  }
}

function formatViolation(v: AxeViolation): string {
  const nodes = v.nodes
    .slice(0, 5)
    .map((n) => `      at ${JSON.stringify(n.target)}: ${oneLine(n.failureSummary ?? '')}`)
    .join('\n');
  const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : '';
  return `    [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** Everything a journey needs: the shop's address, its API, the admin, and browser actors. */
export class Shop {
  readonly baseURL = inject('baseURL');
  readonly databaseKind = inject('databaseKind');
  /** A visitor's typed client of the API; `.withToken()` or `signIn()` for a session. */
  readonly api = shopClient(this.baseURL);
  readonly actors: Actor[] = [];
  private adminSession: Promise<SignedIn> | undefined;
  private shots = 0;

  constructor(
    private readonly browser: Browser,
    private readonly testId: string,
  ) {}

  /** The texts the shop has sent to a phone number (E.164), oldest first. */
  texts(phoneNumber: string): Promise<string[]> {
    return textsTo(inject('smsGatewayURL'), phoneNumber);
  }

  /** The bootstrap admin's API session. */
  admin(): Promise<SignedIn> {
    this.adminSession ??= signIn(this.api, {
      role: 'admin',
      username: 'Owner',
      email: inject('adminEmail'),
      password: inject('adminPassword'),
    });
    return this.adminSession;
  }

  /** A new account of that role through the real API (the admin exists once). */
  async newAccount(role: Role): Promise<Account> {
    if (role === 'customer') return signUpCustomer(this.api);
    if (role === 'cashier') return createCashier((await this.admin()).api);
    return (await this.admin()).account;
  }

  /** A new product through the admin's API (test defaults for what is not given). */
  async product(input: NewProduct = {}): Promise<Product> {
    return createProduct((await this.admin()).api, input);
  }

  /** A product's stock as staff see it now (undefined once it is deleted). */
  async stockOf(product: Pick<Product, '_id'>): Promise<number | undefined> {
    return (await findProduct((await this.admin()).api, product._id))?.stock;
  }

  /**
   * A new person at a new browser window (own cookies and local storage): a laptop, or with
   * `phone` an Android phone's 390 px wide screen with touch. The app's service worker runs only
   * for an actor with `offline` (the journey about it): elsewhere a list it served from its
   * cache on a busy machine would be a stale answer the journey did not ask for.
   */
  async actor(
    options: { phone?: boolean; offline?: boolean; locale?: string } = {},
  ): Promise<Actor> {
    const context = await this.browser.newContext({
      serviceWorkers: options.offline ? 'allow' : 'block',
      ...(options.phone
        ? { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 860 } }),
      // The browser's language: English unless a journey is about a Filipino phone.
      locale: options.locale ?? 'en-PH',
      timezoneId: 'Asia/Manila',
    });
    const actor = new Actor(this, context, await context.newPage());
    this.actors.push(actor);
    return actor;
  }

  screenshotPath(name: string): string {
    this.shots += 1;
    const file = `${this.testId}--${String(this.shots).padStart(2, '0')}-${slug(name)}.png`;
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    return path.join(SCREENSHOTS_DIR, file);
  }

  async close() {
    await Promise.all(this.actors.map((a) => a.context.close().catch(() => undefined)));
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export const test = base.extend<{ $worker: { browser: Browser }; $test: { shop: Shop } }>({
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  shop: async ({ browser, task }, use) => {
    const file = path.basename(task.file.name).replace(/\.e2e\.ts$/, '');
    const shop = new Shop(browser, `${file}--${slug(task.name)}`);
    await use(shop);
    const problems = shop.actors.flatMap((a) => a.problems);
    await shop.close();
    if (problems.length > 0) {
      throw new Error(`The page reported problems:\n  - ${problems.join('\n  - ')}`);
    }
  },
});

export { expect } from 'vitest';
