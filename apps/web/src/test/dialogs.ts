import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Helpers for the result dialogs and confirmations (lib/alerts.ts), found by role and name. */

/** The dialog titled so, once on screen (its MUI module loads the first time one opens). */
export const findAlert = (title: string) => screen.findByRole('dialog', { name: title });

/** What a dialog's icon announces: Success, Error, Warning or Information. */
export const alertIcon = (dialog: HTMLElement) =>
  within(dialog).getByRole('img').getAttribute('aria-label');

/** The fill of the button named so, as the browser computes it (`rgb(…)`). */
export const buttonFill = (name: string) =>
  getComputedStyle(screen.getByRole('button', { name })).backgroundColor;

/** A colour written the way computed styles read it (`#2e7d32` → `rgb(46, 125, 50)`). */
export function rgb(colour: string) {
  const probe = document.createElement('div');
  probe.style.backgroundColor = colour;
  return probe.style.backgroundColor;
}

/**
 * Presses the dialog's button and waits until it has gone: the page stays hidden from screen
 * readers (and role queries) while the dialog fades out.
 */
export async function closeAlert(button: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The short notice (role status, lib/alerts.ts showNotice) showing this title, once on screen. */
export const findNotice = (title: string) =>
  waitFor(() => {
    const notice = screen
      .queryAllByRole('status')
      .find((status) => within(status).queryByText(title, { exact: true }));
    expect(notice, `a notice titled ${title}`).toBeDefined();
    return notice!;
  });

/** Waits, touching nothing, until the notice has gone by itself. */
export const noticeGoesBy = (notice: HTMLElement) =>
  waitFor(() => expect(notice).not.toBeInTheDocument(), { timeout: 5000 });
