import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Account } from '@shop/contract';
import { mockApiAs, type RecordedCall } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { expectPage, optionsOf } from '../../../test/queries.ts';
import { prepareLanguage } from '../../../i18n/load-language.ts';
import { $language, rememberLanguage } from '../../../i18n/language.ts';

const account: Account = {
  username: 'Maria',
  email: 'maria@gmail.com',
  phoneNumber: null,
  defaultAddress: null,
  smsUpdates: true,
  language: 'fil',
};

const sent = (calls: RecordedCall[], name: RecordedCall['name']) =>
  calls.filter((c) => c.name === name).map((c) => c.body);

beforeEach(async () => {
  await prepareLanguage('fil');
  rememberLanguage('fil');
});
afterEach(() => rememberLanguage('en'));

describe('/account in Filipino', { timeout: 20_000 }, () => {
  it('shows the details and the password form in Filipino', async () => {
    mockApiAs('customer', { getAccount: { body: { account } } });
    renderRoute('/account', { role: 'customer' });
    await expectPage('Account Ko');
    const form = await screen.findByRole('region', { name: 'Mga Detalye Mo' });
    expect(
      within(form).getByText('Naka-log in bilang maria@gmail.com. Ito ang gagamitin sa checkout.'),
    ).toBeVisible();
    expect(within(form).getByLabelText(/^Pangalan/)).toHaveValue('Maria');
    expect(within(form).getByLabelText(/^Numero ng Telepono/)).toHaveAttribute('type', 'tel');
    expect(within(form).getByText('Mobile o landline number, gaya ng 0917 123 4567')).toBeVisible();
    expect(
      within(form).getByRole('checkbox', { name: 'I-text ako ng updates tungkol sa mga order ko' }),
    ).toBeChecked();
    const language = within(form).getByLabelText('Wika');
    expect(optionsOf(language)).toEqual(['Wala pang napili', 'English', 'Filipino']);
    expect(within(form).getByRole('button', { name: 'I-save ang details' })).toBeVisible();

    const password = screen.getByRole('region', { name: 'Palitan ang password' });
    expect(
      within(password).getByText(
        'Mananatili kang naka-log in dito; mala-logout ang lahat ng iba mong device.',
      ),
    ).toBeVisible();
    expect(within(password).getByLabelText(/^Kasalukuyang Password/)).toBeVisible();
    expect(within(password).getByText('Dapat 8 character pataas')).toBeVisible();
    const confirm = within(password).getByLabelText(/^Ulitin ang Bagong Password/);
    const toggles = within(password).getAllByRole('button', { name: 'Ipakita ang password' });
    expect(toggles).toHaveLength(3);
    await userEvent.click(toggles[2]!);
    expect(confirm).toHaveAttribute('type', 'text');
    expect(within(password).getByRole('button', { name: 'Itago ang password' })).toBeVisible();
  });

  it("says the contract's refusals and the server's answer in Filipino", async () => {
    mockApiAs('customer', {
      getAccount: { body: { account } },
      updateAccount: (call) => ({ body: { account: { ...account, ...(call.body as object) } } }),
    });
    renderRoute('/account', { role: 'customer' });
    const form = await screen.findByRole('region', { name: 'Mga Detalye Mo' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/^Pangalan/));
    await user.type(within(form).getByLabelText(/^Numero ng Telepono/), '0917-555-12');
    await user.click(within(form).getByRole('button', { name: 'I-save ang details' }));
    expect(await within(form).findByText('Kailangan ang username')).toBeVisible();
    expect(
      within(form).getByText(
        'Dapat Philippine mobile o landline number ang phone number, gaya ng 0917 123 4567 o (02) 8123 4567',
      ),
    ).toBeVisible();

    await user.type(within(form).getByLabelText(/^Pangalan/), 'x'.repeat(51));
    await user.clear(within(form).getByLabelText(/^Numero ng Telepono/));
    await user.click(within(form).getByRole('button', { name: 'I-save ang details' }));
    expect(await within(form).findByText('Hanggang 50 character lang ang username')).toBeVisible();

    await user.clear(within(form).getByLabelText(/^Pangalan/));
    await user.type(within(form).getByLabelText(/^Pangalan/), 'Maria Santos');
    await user.click(within(form).getByRole('button', { name: 'I-save ang details' }));
    expect(await within(form).findByText('Na-save na ang details mo.')).toBeVisible();
  });

  it('switches the screens to the language saved, without saving it twice', async () => {
    const { calls } = mockApiAs('customer', {
      getAccount: { body: { account } },
      updateAccount: (call) => ({ body: { account: { ...account, ...(call.body as object) } } }),
    });
    renderRoute('/account', { role: 'customer' });
    const form = await screen.findByRole('region', { name: 'Mga Detalye Mo' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Wika'), 'English');
    // Chosen but not saved: the screens stay Filipino.
    expect($language.get()).toBe('fil');
    await user.click(within(form).getByRole('button', { name: 'I-save ang details' }));
    await expectPage('My Account');
    expect(await screen.findByText(ACCOUNT_MESSAGES.saved)).toBeVisible();
    expect(localStorage.getItem('shop-language')).toBe('en');
    expect(sent(calls, 'updateAccount')).toHaveLength(1);
    expect(sent(calls, 'setLanguage')).toEqual([]);
  });

  it('from English: Filipino saved redraws the page in Filipino', async () => {
    rememberLanguage('en');
    mockApiAs('customer', {
      getAccount: { body: { account: { ...account, language: null } } },
      updateAccount: (call) => ({ body: { account: { ...account, ...(call.body as object) } } }),
    });
    renderRoute('/account', { role: 'customer' });
    const form = await screen.findByRole('region', { name: 'Your details' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Language'), 'Filipino');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect($language.get()).toBe('fil'));
    await expectPage('Account Ko');
    expect(await screen.findByText('Na-save na ang details mo.')).toBeVisible();
  });
});
