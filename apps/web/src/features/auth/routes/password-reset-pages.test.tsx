import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@shop/contract';
import { mockApi, renderRoute, type RecordedCall } from '../../../test/render.tsx';
import { expectPage, hrefOf } from '../../../test/queries.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const sent = (calls: RecordedCall[], name: RecordedCall['name']) =>
  calls.filter((c) => c.name === name).map((c) => c.body);

describe('Forgot password?', { timeout: 20_000 }, () => {
  it('is linked from the login page', async () => {
    mockApi({});
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Log In', level: 1 });
    expect(hrefOf('Forgot password?')).toBe('/forgot-password');
  });

  it("sends the email and shows the server's answer, the same for any address", async () => {
    const { calls } = mockApi({
      forgotPassword: { body: { message: ACCOUNT_MESSAGES.resetLinkSent } },
    });
    renderRoute('/forgot-password');
    await expectPage('Forgot Password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), ' Maria@Gmail.com ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText(
        'If an account uses that address, we have emailed a link to set a new password. It works for 30 minutes.',
      ),
    ).toBeVisible();
    expect(sent(calls, 'forgotPassword')).toEqual([{ email: 'maria@gmail.com' }]);
    // The card's own link (the header has one too).
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('asks for the email before sending', async () => {
    const { calls } = mockApi({});
    renderRoute('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(sent(calls, 'forgotPassword')).toEqual([]);
  });

  it("shows the server's message when it refuses (too many requests)", async () => {
    mockApi({
      forgotPassword: { status: 429, body: { message: SERVER_MESSAGES.tooManyRequests } },
    });
    renderRoute('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'maria@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(SERVER_MESSAGES.tooManyRequests)).toBeVisible();
  });
});

describe('/reset-password', { timeout: 20_000 }, () => {
  async function setPassword(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), password);
    await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
  }

  it("sets the new password with the link's token, then offers Log In", async () => {
    const { calls } = mockApi({
      resetPassword: { body: { message: ACCOUNT_MESSAGES.passwordReset } },
    });
    const { router } = renderRoute(`/reset-password?token=${TOKEN}`);
    await expectPage('Set a New Password');
    await setPassword('new-secret-22');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeVisible();
    expect(sent(calls, 'resetPassword')).toEqual([{ token: TOKEN, password: 'new-secret-22' }]);
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('checks the length and the confirmation before sending', async () => {
    const { calls } = mockApi({});
    renderRoute(`/reset-password?token=${TOKEN}`);
    await setPassword('short', 'shorter');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeVisible();
    expect(sent(calls, 'resetPassword')).toEqual([]);
  });

  it("shows the server's message for a used or expired link, and the way to a new one", async () => {
    mockApi({
      resetPassword: {
        status: 400,
        body: { message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' },
      },
    });
    renderRoute(`/reset-password?token=${TOKEN}`);
    await setPassword('new-secret-22');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeVisible();
    expect(hrefOf('Ask for a new one')).toBe('/forgot-password');
  });

  it('says the link is incomplete when it has no token', async () => {
    mockApi({});
    renderRoute('/reset-password');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeVisible();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(hrefOf('Ask for a new one')).toBe('/forgot-password');
  });
});
