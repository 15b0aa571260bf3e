/**
 * The browser every tool here drives: the browser journeys (Playwright), the screenshot scripts
 * and the Lighthouse audits (Puppeteer). It is Debian's Chromium, installed by the system's
 * package manager; no tool downloads a browser. CHROME_PATH points them at another build.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless on a machine without a GPU or a user sandbox, and quiet: no update checks, sync or
 * other background calls that would reach for a network the machine does not have.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
