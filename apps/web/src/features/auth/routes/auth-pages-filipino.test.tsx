import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MINUTES } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render.tsx';
import { expectPage, hrefOf } from '../../../test/queries.ts';
import { prepareLanguage } from '../../../i18n/load-language.ts';
import { rememberLanguage } from '../../../i18n/language.ts';
import { localizeMessage } from '../../../i18n/localize-message.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

beforeEach(async () => {
  await prepareLanguage('fil');
  rememberLanguage('fil');
});
afterEach(() => rememberLanguage('en'));

describe('log in, sign up and a forgotten password, in Filipino', { timeout: 20_000 }, () => {
  it('shows the Log In form in Filipino, and its refusals', async () => {
    mockApi({});
    renderRoute('/login');
    const main = within(await screen.findByRole('main'));
    await expectPage('Mag-log In');
    expect(main.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(main.getByRole('button', { name: 'Ipakita ang password' })).toBeVisible();
    expect(main.getByText(/Wala ka pang account\?/)).toBeVisible();
    expect(hrefOf('Mag-register')).toBe('/signup');
    expect(hrefOf('Nakalimutan ang password?')).toBe('/forgot-password');
    await userEvent.click(main.getByRole('button', { name: 'I-submit' }));
    expect(await main.findByText('Kailangan ang email')).toBeVisible();
    expect(main.getByText('Kailangan ang password')).toBeVisible();
  });

  it('shows the Sign up form in Filipino, with the length limits filled in', async () => {
    mockApi({});
    renderRoute('/signup');
    await expectPage('Mag-sign up', 'Mag-sign Up');
    expect(screen.getByText('Gamitin ang Gmail address mo (@gmail.com)')).toBeVisible();
    expect(screen.getByText('Dapat 8 character pataas')).toBeVisible();
    expect(hrefOf('Mag-log in')).toBe('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'x'.repeat(51));
    await user.type(screen.getByLabelText(/^Email/), 'maria@gmail.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Mag-sign Up' }));
    expect(await screen.findByText('Hanggang 50 character lang ang username')).toBeVisible();
    expect(screen.getByText('Dapat 8 character pataas ang password')).toBeVisible();
  });

  it("asks for the email, and says the server's answer in Filipino", async () => {
    mockApi({ forgotPassword: { body: { message: ACCOUNT_MESSAGES.resetLinkSent } } });
    renderRoute('/forgot-password');
    await expectPage('Nakalimutan ang Password');
    expect(
      screen.getByText(
        'I-type ang email ng account mo. Ie-email namin sa iyo ang link para makapag-set ng bagong password; gumagana ito nang 30 minuto.',
      ),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'maria@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Ipadala ang link' }));
    expect(
      await screen.findByText(
        'Kung may account na gumagamit ng address na iyan, nag-email na kami ng link para makapag-set ng bagong password. Gumagana ito nang 30 minuto.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Walang dumating na email\?/)).toBeVisible();
  });

  it("the emailed link's answer keeps the contract's number of minutes", () => {
    expect(localizeMessage(ACCOUNT_MESSAGES.resetLinkSent)).toContain(
      `Gumagana ito nang ${PASSWORD_RESET_MINUTES} minuto.`,
    );
  });

  it('sets a new password in Filipino, and refuses a confirmation that differs', async () => {
    const { calls } = mockApi({});
    renderRoute(`/reset-password?token=${TOKEN}`);
    await expectPage('Mag-set ng Bagong Password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Bagong Password/), 'new-secret-22');
    await user.type(screen.getByLabelText(/^Ulitin ang Bagong Password/), 'new-secret-23');
    await user.click(screen.getByRole('button', { name: 'I-set ang password' }));
    expect(await screen.findByText('Hindi magkapareho ang mga password.')).toBeVisible();
    expect(hrefOf('Humingi ng bago')).toBe('/forgot-password');
    expect(calls.filter((c) => c.name === 'resetPassword')).toEqual([]);
  });

  it('says a missing link has expired, in Filipino', async () => {
    mockApi({});
    renderRoute('/reset-password');
    expect(
      await screen.findByText(
        'Expired na o nagamit na ang link na ito para mag-set ng bagong password. Humingi na lang ng bago.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByText('Expired na ang link?')).toBeVisible());
  });
});
