import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $chosenLanguage, $language, browserLanguage, rememberLanguage } from './language.ts';
import { prepareLanguage } from './load-language.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { mockApi, renderRoute, testUsers } from '../test/render.tsx';

// Which language the screens speak: the browser's first, then this browser's choice, the
// account's at login; staff always English.

afterEach(() => {
  rememberLanguage('en');
  localStorage.clear();
});

const account = {
  username: 'Maria',
  email: 'maria@gmail.com',
  phoneNumber: null,
  defaultAddress: null,
  smsUpdates: true,
  language: 'fil' as const,
};

/** The login form, in whichever language it is drawn ("I-submit" in Filipino). */
async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 'maria@gmail.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: /^(Submit|I-submit)$/ }));
}

describe('the language of the screens', () => {
  it("starts from the first of the browser's languages the shop speaks", () => {
    expect(browserLanguage(['fil-PH', 'en-US'])).toBe('fil');
    expect(browserLanguage(['tl'])).toBe('fil');
    expect(browserLanguage(['en-PH', 'fil'])).toBe('en');
    expect(browserLanguage(['ja-JP', 'tl-PH'])).toBe('fil');
    expect(browserLanguage(['ja-JP'])).toBe('en');
  });

  it('is remembered on this browser', () => {
    rememberLanguage('fil');
    expect(localStorage.getItem('shop-language')).toBe('fil');
    expect($language.get()).toBe('fil');
  });

  it('is English for staff, whatever was chosen on the browser', () => {
    rememberLanguage('fil');
    useAuthStore.getState().setUser(testUsers.cashier);
    expect($language.get()).toBe('en');
    useAuthStore.getState().clear();
    expect($language.get()).toBe('fil');
  });

  it("takes the account's language at login", async () => {
    mockApi({
      login: { body: { token: 'token', user: { ...testUsers.customer, language: 'fil' } } },
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [], total: 0 } },
    });
    renderRoute('/login');
    await logIn();
    await waitFor(() => expect($language.get()).toBe('fil'));
    expect(localStorage.getItem('shop-language')).toBe('fil');
  });

  it("gives an account without one this browser's language at login", async () => {
    await prepareLanguage('fil');
    rememberLanguage('fil');
    const { calls } = mockApi({
      login: { body: { token: 'token', user: { ...testUsers.customer, language: null } } },
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [], total: 0 } },
      setLanguage: { body: { account } },
    });
    renderRoute('/login');
    await logIn();
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'setLanguage')?.body).toEqual({ language: 'fil' }),
    );
    expect($chosenLanguage.get()).toBe('fil');
  });
});
