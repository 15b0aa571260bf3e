import { screen, within } from '@testing-library/react';
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
