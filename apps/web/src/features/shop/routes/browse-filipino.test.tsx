import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../../components/offline-banner.tsx';
import { prepareLanguage } from '../../../i18n/load-language.ts';
import { rememberLanguage } from '../../../i18n/language.ts';
import { localizeMessage } from '../../../i18n/localize-message.ts';
import { notePricesAt, OFFLINE_MESSAGE } from '../../../lib/connection.ts';
import { mockApi, renderRoute, testUsers } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/shop-fixtures.ts';
import { expectPage, hrefOf } from '../../../test/queries.ts';

/*
 * Issue 29: a visitor or customer who reads Filipino browses the shop in Filipino (the landing
 * page, a category, its cards and the pricing choice, the offline banner); staff stay English.
 */

const flour = makeProduct({
  name: 'All-Purpose Flour 25kg',
  stock: 40,
  expirationDate: '2099-03-05',
  price: 1150,
  priceUnit: 'sack (25 kg)',
  halfPrice: null,
  retailPrice: 52.5,
  retailPriceUnit: 'kg',
});

beforeEach(async () => {
  await prepareLanguage('fil');
  rememberLanguage('fil');
});
afterEach(() => rememberLanguage('en'));

describe('browsing in Filipino', () => {
  it('shows a visitor the landing page in Filipino', async () => {
    mockApi({});
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { name: 'Lahat ng kailangan ng bakery mo', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mamili ayon sa Kategorya' })).toBeInTheDocument();
    expect(hrefOf('Mamili Na')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Harina' })).toHaveAttribute(
      'href',
      '/landing-page-category/flour',
    );
    expect(screen.getByRole('link', { name: 'Mantika' })).toHaveAttribute(
      'href',
      '/landing-page-category/oil',
    );
    expect(await screen.findByText(/Lahat ng karapatan ay nakalaan\.$/)).toBeInTheDocument();
  });

  it('shows a customer a category, its cards and the pricing choice in Filipino', async () => {
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [flour] } },
      getCart: { body: { items: [], totalAmount: 0 } },
      addToCart: { body: { cart: { items: [], totalAmount: 0 } } },
    });
    renderRoute('/user-products/category/flour', { role: 'customer' });
    await expectPage('Harina');
    expect(hrefOf('Bumalik sa Mga Produkto')).toBe('/user-products');
    expect(screen.getByRole('searchbox', { name: 'Maghanap ng produkto' })).toHaveAttribute(
      'placeholder',
      'Harina, asukal, lebadura…',
    );
    expect(
      screen.getByRole('option', { name: 'Pinakamalapit mag-expire', selected: true }),
    ).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'All-Purpose Flour 25kg' });
    expect(within(card).getByText('Natitira: 40')).toBeInTheDocument();
    expect(within(card).getByText('Petsa ng Expiry: Marso 5, 2099')).toBeInTheDocument();
    expect(card).toHaveTextContent('Presyo: ₱1,150.00 bawat sack (25 kg)');
    expect(card).toHaveTextContent('Presyong Tingi: ₱52.50 bawat kg');
    expect(within(card).getByRole('button', { name: 'Detalye' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'I-avail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pumili ng Presyo' });
    expect(within(dialog).getByRole('button', { name: /Buong Presyo/ })).toHaveTextContent(
      'Buong Presyo₱1,150.00 bawat sack (25 kg)',
    );
    expect(within(dialog).getByRole('button', { name: /Kalahating Presyo/ })).toHaveTextContent(
      'Kalahating PresyoWala',
    );
    expect(within(dialog).getByRole('button', { name: 'Huwag na' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Presyong Tingi/ }));

    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('All-Purpose Flour 25kg · Presyong Tingi')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Tingnan ang Cart' })).toHaveAttribute(
      'href',
      '/user-products/cart',
    );
    expect(within(notice).getByRole('button', { name: 'Isara' })).toBeInTheDocument();
  });

  it('says in Filipino when a search finds nothing, keeping the words as typed', async () => {
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [], total: 0 } },
      getCart: { body: { items: [], totalAmount: 0 } },
    });
    renderRoute('/all-products?q=%24%26+yeast', { role: 'customer' });
    await expectPage('Lahat ng Produkto');
    expect(await screen.findByText('Walang produktong tugma sa “$& yeast”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-clear ang search' })).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Mga kategorya' });
    expect(within(chips).getByRole('link', { name: 'Lahat' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(chips).getByRole('link', { name: 'Espesyal na Harina' })).toBeInTheDocument();
  });

  it('says in Filipino how old the prices are while offline', async () => {
    mockApi({});
    const saved = new Date(Date.now() - 26 * 60 * 60 * 1000);
    notePricesAt(new Response('{}', { headers: { date: saved.toUTCString() } }));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      render(<OfflineBanner />);
      // A day ago: the date comes with the time, the month in Filipino.
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Offline: presyo noong (Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d+, \d+:\d\d [AP]M$/,
      );
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      localStorage.clear();
    }
    expect(localizeMessage(OFFLINE_MESSAGE)).toBe(
      'Offline ka. Kailangan nito ng internet: walang naipadala, at naka-save ang tinype mo.',
    );
  });

  it('keeps staff screens English', async () => {
    mockApi({
      getMe: { body: { data: testUsers.cashier } },
      getProducts: { body: { products: [flour] } },
    });
    renderRoute('/cashier-products/category/flour', { role: 'cashier' });
    await expectPage('Flour Products');
    const card = await screen.findByRole('article', { name: 'All-Purpose Flour 25kg' });
    expect(within(card).getByText('Products Left: 40')).toBeInTheDocument();
    expect(hrefOf('Back to Products')).toBe('/cashier-products');
  });
});
