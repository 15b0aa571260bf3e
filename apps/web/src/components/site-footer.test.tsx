import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shop/contract';
import { createQueryClient } from '../lib/query-client.ts';
import { mockApi } from '../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

const unset: ShopSettings = { ...DEFAULT_SHOP_SETTINGS };
const everything: ShopSettings = {
  ...unset,
  address: '12 Rizal Ave, Quezon City',
  phone: '+63 917 123 4567',
  hours: 'Mon to Sat, 7:00 AM to 5:00 PM',
  facebookUrl: 'https://facebook.com/bakerysupply',
  instagramUrl: 'https://instagram.com/bakerysupply',
  gmailAddress: 'bakerysupply@gmail.com',
  contactUrl: 'https://bakerysupply.ph/contact',
};

function renderFooter() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SiteFooter />
    </QueryClientProvider>,
  );
}
const year = String(new Date().getFullYear());
const copyright = `© ${year} Bakery Supply Shop. All rights reserved.`;

describe('SiteFooter', () => {
  it('links Facebook, Instagram, Gmail and Contact from the settings, in that order', async () => {
    mockApi({ getShopSettings: { body: { settings: everything } } });
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const nav = await within(footer).findByRole('navigation', { name: 'Social links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Facebook',
      'Instagram',
      'Gmail',
      'Contact',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.com/bakerysupply',
      'https://instagram.com/bakerysupply',
      'mailto:bakerysupply@gmail.com',
      'https://bakerysupply.ph/contact',
    ]);
    // Web pages open in a new tab without handing this page to them; mail opens the mail app.
    for (const name of ['Facebook', 'Instagram', 'Contact']) {
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(nav).getByRole('link', { name: 'Gmail' })).not.toHaveAttribute('target');
  });

  it("shows the shop's address, phone (a tel: link) and hours, with the brand and copyright", async () => {
    mockApi({ getShopSettings: { body: { settings: everything } } });
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('12 Rizal Ave, Quezon City')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+63 917 123 4567' })).toHaveAttribute(
      'href',
      'tel:+639171234567',
    );
    expect(within(footer).getByText('Hours: Mon to Sat, 7:00 AM to 5:00 PM')).toBeInTheDocument();
    expect(within(footer).getByText('Bakery Supply Shop')).toBeInTheDocument();
    expect(within(footer).getByText(copyright)).toBeInTheDocument();
  });

  it('hides each link that is unset', async () => {
    const { calls } = mockApi({
      getShopSettings: {
        body: { settings: { ...unset, instagramUrl: 'https://instagram.com/bakerysupply' } },
      },
    });
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(footer).getAllByRole('link')).toHaveLength(1);
    expect(within(footer).queryByText(/Phone:/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/Hours:/)).not.toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['getShopSettings']);
  });

  it('shows the brand and copyright only while the settings load and when they cannot be read', async () => {
    const { calls } = mockApi({
      getShopSettings: { status: 503, body: { message: 'Service unavailable' } },
    });
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`Bakery Supply Shop${copyright}`);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(footer).toHaveTextContent(`Bakery Supply Shop${copyright}`);
  });
});
