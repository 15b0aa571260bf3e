import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Where the link named so leads (its `href`). */
export const hrefOf = (name: string | RegExp) =>
  screen.getByRole('link', { name }).getAttribute('href');

/** The texts of a select's options, in order. */
export const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The labels of a tab list's tabs, in order. */
export const tabLabels = (tabs: HTMLElement) =>
  within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** The tab named so is the selected one, and the panel shown is named after it. */
export function expectTabShown(tabs: HTMLElement, label: string) {
  expect(within(tabs).getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(label);
}

/**
 * The page is open: its level-1 heading shows, and the tab's title names it (`Title · Bakery
 * Supply Shop`).
 */
export async function expectPage(heading: string, title = heading) {
  expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await waitFor(() => expect(document.title).toBe(`${title} · Bakery Supply Shop`));
}
