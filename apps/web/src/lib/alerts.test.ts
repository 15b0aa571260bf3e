import { createElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertHost } from '../components/alert-host.tsx';
import { colors } from '../styles/tokens.ts';
import {
  alertIcon,
  buttonFill,
  findAlert,
  findNotice,
  noticeGoesBy,
  rgb,
} from '../test/dialogs.ts';
import { confirmAction, confirmWithNote, showNotice, showResult } from './alerts.ts';

const user = userEvent.setup({ delay: null });

/** The dialog, once drawn (its MUI module loads the first time). */
async function dialogTitled(title: string) {
  render(createElement(AlertHost));
  return findAlert(title);
}

describe('result dialogs', () => {
  it('shows the title, the text and an announced icon, with a green OK that has the focus', async () => {
    const closed = showResult('Success!', 'Order approved.', 'info');
    const dialog = await dialogTitled('Success!');
    expect(within(dialog).getByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Order approved.');
    expect(alertIcon(dialog)).toBe('Information');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(buttonFill('OK')).toBe(rgb(colors.primary));
    await waitFor(() => expect(ok).toHaveFocus());
    await user.click(ok);
    await closed;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Esc, as the spec’s dialog defaults say', async () => {
    const closed = showResult('Oops!', 'Something went wrong', 'error');
    const dialog = await dialogTitled('Oops!');
    expect(alertIcon(dialog)).toBe('Error');
    await user.keyboard('{Escape}');
    await closed;
  });

  it('shows a title alone when there is no text', async () => {
    const closed = showResult('Cashier Account Created!', undefined, 'success');
    const dialog = await dialogTitled('Cashier Account Created!');
    expect(alertIcon(dialog)).toBe('Success');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await closed;
  });

  it('a new dialog replaces the one on screen, which counts as dismissed', async () => {
    const first = confirmAction('Are you sure?', 'First question');
    await dialogTitled('Are you sure?');
    const second = showResult('Oops!', 'Second', 'error');
    await expect(first).resolves.toBe(false);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await second;
  });
});

describe('confirmations', () => {
  it('resolves true on Yes, with the primary colour, a grey Cancel and a warning icon', async () => {
    const answer = confirmAction('Are you sure?', 'You are about to approved this order.');
    const dialog = await dialogTitled('Are you sure?');
    expect(within(dialog).getByText('You are about to approved this order.')).toBeInTheDocument();
    expect(alertIcon(dialog)).toBe('Warning');
    expect(buttonFill('Yes')).toBe(rgb(colors.primary));
    expect(buttonFill('Cancel')).toBe(rgb(colors.textSecondary));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('paints a destructive action red, gives Cancel the focus, and resolves false on Cancel', async () => {
    const answer = confirmAction(
      'Are you sure?',
      'This will permanently delete the customer info.',
      {
        destructive: true,
        confirmButtonText: 'Yes, delete it',
      },
    );
    const dialog = await dialogTitled('Are you sure?');
    expect(buttonFill('Yes, delete it')).toBe(rgb(colors.errorDark));
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(buttonFill('Cancel')).toBe(rgb(colors.textSecondary));
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // Enter or a stray tap must not delete anything.
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when dismissed with Esc', async () => {
    const answer = confirmAction('Are you sure?', 'Delete it?', {
      confirmButtonText: 'Yes, delete it',
    });
    await dialogTitled('Are you sure?');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});

describe('confirmations with a note', () => {
  it('returns the typed note, trimmed, from a labelled box of at most 200 characters', async () => {
    const answer = confirmWithNote('Are you sure?', 'You are about to declined this order.', {
      inputLabel: 'Reason (optional)',
      destructive: true,
    });
    const dialog = await dialogTitled('Are you sure?');
    const box = within(dialog).getByLabelText('Reason (optional)');
    expect(box).toHaveAttribute('maxlength', '200');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(buttonFill('Yes')).toBe(rgb(colors.errorDark));
    // The box, not Cancel, takes the focus, so the cashier can type at once.
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, '  Out of lard this week  ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe('Out of lard this week');
  });

  it('confirms with Enter in the box', async () => {
    const answer = confirmWithNote('Are you sure?', 'Ready?', { inputLabel: 'Note' });
    await dialogTitled('Are you sure?');
    await user.type(screen.getByLabelText('Note'), 'At the counter{Enter}');
    await expect(answer).resolves.toBe('At the counter');
  });

  it('returns an empty note when none is typed, and null when cancelled', async () => {
    const empty = confirmWithNote('Are you sure?', 'Ready?', {
      inputLabel: 'Note to the customer (optional)',
      maxLength: 50,
    });
    const dialog = await dialogTitled('Are you sure?');
    expect(within(dialog).getByLabelText('Note to the customer (optional)')).toHaveAttribute(
      'maxlength',
      '50',
    );
    expect(buttonFill('Yes')).toBe(rgb(colors.primary));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(empty).resolves.toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next dialog starts with an empty box.
    const cancelled = confirmWithNote('Are you sure?', 'Ready?', {
      inputLabel: 'Note to the customer (optional)',
    });
    const box = await screen.findByLabelText('Note to the customer (optional)');
    expect(box).toHaveValue('');
    await user.type(box, 'Soon');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBeNull();
  });
});

describe('short notices', () => {
  it('shows the title, the text and an announced icon, and goes by itself with nothing pressed', async () => {
    render(createElement(AlertHost));
    showNotice('Success!', 'Order approved.', 'success');
    const notice = await findNotice('Success!');
    expect(within(notice).getByText('Order approved.')).toBeInTheDocument();
    expect(alertIcon(notice)).toBe('Success');
    // Nothing modal: no dialog, no button to press.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    await noticeGoesBy(notice);
  });

  it('goes at the next tap, which reaches the button it was meant for', async () => {
    const pressed: string[] = [];
    render(
      createElement(
        'div',
        null,
        createElement(AlertHost),
        createElement('button', { onClick: () => pressed.push('Approve') }, 'Approve'),
      ),
    );
    showNotice('Success!', 'Order marked ready.', 'info');
    const notice = await findNotice('Success!');
    expect(alertIcon(notice)).toBe('Information');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(pressed).toEqual(['Approve']);
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  });
});
