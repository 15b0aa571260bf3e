import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, PHONE_NUMBER_MESSAGE, type Account } from '@shop/contract';
import { mockApiAs } from '../../../test/mock-api.ts';
import { renderRoute, type RecordedCall } from '../../../test/render.tsx';
import { expectPage, hrefOf, optionsOf } from '../../../test/queries.ts';
import { screenWidth } from '../../../test/screen-width.ts';

const account: Account = {
  username: 'Maria',
  email: 'maria@gmail.com',
  phoneNumber: null,
  defaultAddress: null,
  smsUpdates: true,
  language: null,
};

afterEach(() => vi.unstubAllGlobals());

const sent = (calls: RecordedCall[], name: RecordedCall['name']) =>
  calls.filter((c) => c.name === name).map((c) => c.body);

const details = () => screen.findByRole('region', { name: 'Your details' });
const passwordSection = () => screen.findByRole('region', { name: 'Change password' });

describe('/account', { timeout: 20_000 }, () => {
  it("shows the customer's details and the password form at phone width, every field labelled", async () => {
    screenWidth(390);
    mockApiAs('customer', {
      getAccount: {
        body: {
          account: {
            ...account,
            phoneNumber: '0917 123 4567',
            defaultAddress: '12 Rizal St, Malolos',
            smsUpdates: false,
            language: 'fil',
          },
        },
      },
    });
    renderRoute('/account', { role: 'customer' });
    await expectPage('My Account');
    const form = await details();
    expect(within(form).getByText(/Signed in as maria@gmail.com/)).toBeVisible();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Maria');
    expect(within(form).getByLabelText(/^Phone Number/)).toHaveValue('0917 123 4567');
    expect(within(form).getByLabelText(/^Phone Number/)).toHaveAttribute('type', 'tel');
    expect(within(form).getByLabelText(/^Default Address/)).toHaveValue('12 Rizal St, Malolos');
    expect(
      within(form).getByRole('checkbox', { name: 'Text me updates about my orders' }),
    ).not.toBeChecked();
    const language = within(form).getByLabelText('Language');
    expect(optionsOf(language)).toEqual(['Not chosen', 'English', 'Filipino']);
    expect(language).toHaveValue('fil');
    const password = await passwordSection();
    for (const label of [/^Current Password/, /^New Password/, /^Confirm New Password/]) {
      expect(within(password).getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  });

  it('saves the details: an empty address goes as null, the language as chosen', async () => {
    const { calls } = mockApiAs('customer', {
      getAccount: { body: { account } },
      updateAccount: (call) => ({ body: { account: { ...account, ...(call.body as object) } } }),
    });
    renderRoute('/account', { role: 'customer' });
    const form = await details();
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Maria Santos');
    await user.type(within(form).getByLabelText(/^Phone Number/), '(02) 8123 4567');
    await user.click(
      within(form).getByRole('checkbox', { name: 'Text me updates about my orders' }),
    );
    await user.selectOptions(within(form).getByLabelText('Language'), 'English');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.saved)).toBeVisible();
    expect(sent(calls, 'updateAccount')).toEqual([
      {
        username: 'Maria Santos',
        phoneNumber: '(02) 8123 4567',
        defaultAddress: null,
        smsUpdates: false,
        language: 'en',
      },
    ]);
  });

  it('refuses a phone number that is not Philippine before sending', async () => {
    const { calls } = mockApiAs('customer', { getAccount: { body: { account } } });
    renderRoute('/account', { role: 'customer' });
    const form = await details();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Phone Number/), '0917-555-12');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(PHONE_NUMBER_MESSAGE)).toBeVisible();
    expect(sent(calls, 'updateAccount')).toEqual([]);
  });

  it("shows the server's message when it refuses the details", async () => {
    mockApiAs('customer', {
      getAccount: { body: { account } },
      updateAccount: {
        status: 400,
        body: {
          message: 'Default address must be at most 300 characters',
          field: 'defaultAddress',
        },
      },
    });
    renderRoute('/account', { role: 'customer' });
    const form = await details();
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(
      await within(form).findByText('Default address must be at most 300 characters'),
    ).toBeVisible();
  });

  it('changes the password with the current one and says the other devices are signed out', async () => {
    const { calls } = mockApiAs('customer', {
      getAccount: { body: { account } },
      changePassword: {
        body: { message: ACCOUNT_MESSAGES.passwordChanged, token: 'new-session-token' },
      },
    });
    renderRoute('/account', { role: 'customer' });
    const form = await passwordSection();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Current Password/), 'old-secret-11');
    await user.type(within(form).getByLabelText(/^New Password/), 'new-secret-22');
    await user.type(within(form).getByLabelText(/^Confirm New Password/), 'new-secret-22');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
    expect(sent(calls, 'changePassword')).toEqual([
      { currentPassword: 'old-secret-11', newPassword: 'new-secret-22' },
    ]);
    expect(within(form).getByLabelText(/^Current Password/)).toHaveValue('');
    // Still signed in here: the page stays.
    expect(screen.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  });

  it('checks the confirmation and the email rule before sending', async () => {
    const { calls } = mockApiAs('customer', { getAccount: { body: { account } } });
    renderRoute('/account', { role: 'customer' });
    const form = await passwordSection();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Current Password/), 'old-secret-11');
    await user.type(within(form).getByLabelText(/^New Password/), 'MARIA@gmail.com');
    await user.type(within(form).getByLabelText(/^Confirm New Password/), 'something-else');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password cannot be your email address.')).toBeVisible();
    expect(within(form).getByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeVisible();
    expect(sent(calls, 'changePassword')).toEqual([]);
  });

  it("shows the server's message for a wrong current password", async () => {
    mockApiAs('customer', {
      getAccount: { body: { account } },
      changePassword: {
        status: 400,
        body: { message: ACCOUNT_MESSAGES.wrongCurrentPassword, field: 'currentPassword' },
      },
    });
    renderRoute('/account', { role: 'customer' });
    const form = await passwordSection();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Current Password/), 'not-it-at-all');
    await user.type(within(form).getByLabelText(/^New Password/), 'new-secret-22');
    await user.type(within(form).getByLabelText(/^Confirm New Password/), 'new-secret-22');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeVisible();
  });

  it('is for customers only: staff are sent to their home', async () => {
    mockApiAs('cashier', {});
    const { router } = renderRoute('/account', { role: 'cashier' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cashier-products'));
  });

  it("is linked from the customer's home", async () => {
    mockApiAs('customer', {});
    renderRoute('/user-products', { role: 'customer' });
    await screen.findByRole('heading', { name: 'Shop by Category', level: 1 });
    expect(hrefOf('My Account')).toBe('/account');
  });
});
