import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { colors } from '../styles/tokens.ts';
import { confirmAction, confirmWithNote, showResult } from './alerts.ts';

const user = userEvent.setup({ delay: null });

/** The colour SweetAlert2 paints a button with (a custom property on the button). */
function colourOf(name: string, kind: 'confirm' | 'cancel') {
  return screen
    .getByRole('button', { name })
    .style.getPropertyValue(`--swal2-${kind}-button-background-color`);
}

const popup = () => document.querySelector('.swal2-popup');

describe('result dialogs', () => {
  it('shows the title, the text and the icon, with a green OK', async () => {
    const closed = showResult('Success!', 'Order approved.', 'info');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('Order approved.')).toBeInTheDocument();
    expect(popup()).toHaveClass('swal2-icon-info');
    expect(colourOf('OK', 'confirm')).toBe(colors.primary);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await closed;
  });
});

describe('confirmations', () => {
  it('resolves true on Yes, with the primary colour and a grey Cancel', async () => {
    const answer = confirmAction('Are you sure?', 'You are about to approved this order.');
    expect(await screen.findByText('You are about to approved this order.')).toBeInTheDocument();
    expect(colourOf('Yes', 'confirm')).toBe(colors.primary);
    expect(colourOf('Cancel', 'cancel')).toBe(colors.textSecondary);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('paints a destructive action red, Cancel still grey, and resolves false on Cancel', async () => {
    const answer = confirmAction(
      'Are you sure?',
      'This will permanently delete the customer info.',
      {
        destructive: true,
        confirmButtonText: 'Yes, delete it',
      },
    );
    await screen.findByText('This will permanently delete the customer info.');
    expect(colourOf('Yes, delete it', 'confirm')).toBe(colors.errorDark);
    expect(colourOf('Cancel', 'cancel')).toBe(colors.textSecondary);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('still takes the confirm button text alone (the older form)', async () => {
    const answer = confirmAction('Are you sure?', 'Delete it?', 'Yes, delete it');
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('confirmations with a note', () => {
  it('returns the typed note, trimmed, from a labelled box of at most 200 characters', async () => {
    const answer = confirmWithNote('Are you sure?', 'You are about to declined this order.', {
      inputLabel: 'Reason (optional)',
      destructive: true,
    });
    const box = await screen.findByLabelText('Reason (optional)');
    expect(box).toHaveAttribute('maxlength', '200');
    expect(colourOf('Yes', 'confirm')).toBe(colors.errorDark);
    // The box, not Cancel, takes the focus, so the cashier can type at once.
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, '  Out of lard this week  ');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe('Out of lard this week');
  });

  it('returns an empty note when none is typed, and null when cancelled', async () => {
    const empty = confirmWithNote('Are you sure?', 'Ready?', {
      inputLabel: 'Note to the customer (optional)',
      maxLength: 50,
    });
    expect(await screen.findByLabelText('Note to the customer (optional)')).toHaveAttribute(
      'maxlength',
      '50',
    );
    expect(colourOf('Yes', 'confirm')).toBe(colors.primary);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(empty).resolves.toBe('');
    await waitFor(() => expect(popup()).not.toBeInTheDocument());

    const cancelled = confirmWithNote('Are you sure?', 'Ready?', {
      inputLabel: 'Note to the customer (optional)',
    });
    await user.type(await screen.findByLabelText('Note to the customer (optional)'), 'Soon');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBeNull();
  });
});
