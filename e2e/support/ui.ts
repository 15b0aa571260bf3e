import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Actor } from './fixtures.ts';

/**
 * Screen helpers that lean on roles and the spec's visible texts, not on markup, so they hold
 * across implementation details.
 */

/** The product card (list item) whose heading is exactly this product name. */
export function productCard(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * Opens a product card's details (expiry, description, every tier with its label). On a phone
 * two compact cards share a row and keep these under a Details button; from 600 px wide they
 * always show and the button is not drawn, so there is nothing to press.
 */
export async function openCardDetails(card: Locator) {
  await card.first().waitFor({ state: 'visible' });
  await card.first().scrollIntoViewIfNeeded();
  const details = card.first().getByRole('button', { name: 'Details', exact: true });
  if (!(await details.isVisible())) return;
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  await expect.poll(() => details.getAttribute('aria-expanded')).toBe('true');
}

/** Table rows that contain this text. */
export function rowWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** A dialog showing this text. */
export function dialogWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('dialog').filter({ hasText: text });
}

/** Waits until the element's visible text contains every one of these pieces. */
export async function expectTextIn(locator: Locator, ...pieces: string[]) {
  await locator.first().waitFor({ state: 'visible' });
  for (const piece of pieces) {
    await expect
      .poll(async () => normalise(await shownText(locator)), {
        timeout: 10_000,
        message: `expected the text to contain "${piece}"`,
      })
      .toContain(normalise(piece));
  }
}

/** Waits until the element's visible text no longer contains this piece. */
export async function expectTextNotIn(locator: Locator, piece: string) {
  await expect
    .poll(async () => normalise(await shownText(locator)), { timeout: 10_000 })
    .not.toContain(normalise(piece));
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The element's text as the user sees it, scrolled into view first: product cards below a
 * phone's first screen skip rendering (content-visibility), and the text of an element that is
 * not rendered reads as empty, whatever other journeys left above it.
 */
async function shownText(locator: Locator): Promise<string> {
  await locator.first().scrollIntoViewIfNeeded();
  return locator.first().innerText();
}

/**
 * A result dialog (Good job!, Oops!): waits for its title (and text), saves the screen, and
 * closes it with OK.
 */
export async function acknowledge(actor: Actor, title: string, text?: string) {
  const dialog = dialogWith(actor.page, title);
  await actor.see(dialog.getByRole('heading', { name: title, exact: true }));
  if (text !== undefined) await actor.see(dialog.getByText(text, { exact: true }));
  await actor.screen(`alert ${title}`, undefined, { once: true });
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await actor.checkNotHidden(`closing ${title}`);
}

/**
 * A cashier's result as a short notice (Success! after Approve, Mark Paid, …): waits for its title
 * (and text), saves the screen, and waits, pressing nothing, until it has gone by itself.
 */
export async function noticeGoesBy(actor: Actor, title: string, text?: string) {
  const notice = await seeNotice(actor, title, text);
  await actor.screen(`notice ${title}`, undefined, { once: true });
  await notice.waitFor({ state: 'hidden' });
  await actor.checkNotHidden(`after ${title}`);
}

/** The short notice (role=status) that does not block the page, e.g. Added to Cart. */
export async function seeNotice(actor: Actor, title: string, text?: string) {
  const notice = actor.page.getByRole('status').filter({ hasText: title });
  await actor.see(notice.getByText(title, { exact: true }));
  if (text !== undefined) await actor.see(notice.getByText(text, { exact: true }));
  return notice;
}

/** A confirmation dialog: checks its title and text, then presses its confirm button. */
export async function confirm(actor: Actor, title: string, text: string, button = 'Yes') {
  const dialog = dialogWith(actor.page, text);
  await actor.see(dialog.getByRole('heading', { name: title, exact: true }));
  await actor.screen(`confirm ${text}`, undefined, { once: true });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The element's computed background colour as [r, g, b]. */
export async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  const colour = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}

/** Green tint: green clearly dominates red. */
export const isGreenish = ([r, g, b]: [number, number, number]) => g > r + 8 && g >= b;
/** Red tint: red clearly dominates green. */
export const isReddish = ([r, g, b]: [number, number, number]) => r > g + 8 && r >= b;
