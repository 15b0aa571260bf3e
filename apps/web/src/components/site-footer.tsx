import { useStore } from '@nanostores/react';
import type { ShopSettings } from '@shop/contract';
import { i18n, params } from '../i18n/i18n.ts';
import { useShopSettings } from '../lib/shop-settings.ts';

/** The shop's name: a name, the same in every language. */
export const BRAND = 'Bakery Supply Shop';

// Facebook, Instagram and Gmail are names, the same in every language.
const words = i18n('browse/site-footer', {
  phone: 'Phone:',
  hours: 'Hours:',
  links: 'Social links',
  contact: 'Contact',
  copyright: params('© {year} {brand}. All rights reserved.'),
});

interface FooterLink {
  label: string;
  href: string;
  /** A web page opens in a new tab; a mailto: link hands over to the mail app. */
  newTab: boolean;
}

/** The spec's four links, in its order, each only when the shop has set it (issue 16). */
function footerLinks(settings: ShopSettings, contact: string): FooterLink[] {
  const links: FooterLink[] = [];
  if (settings.facebookUrl)
    links.push({ label: 'Facebook', href: settings.facebookUrl, newTab: true });
  if (settings.instagramUrl)
    links.push({ label: 'Instagram', href: settings.instagramUrl, newTab: true });
  if (settings.gmailAddress)
    links.push({ label: 'Gmail', href: `mailto:${settings.gmailAddress}`, newTab: false });
  if (settings.contactUrl) links.push({ label: contact, href: settings.contactUrl, newTab: true });
  return links;
}

/** "+63 912 345 6789" as a tel: address: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Footer: brand, the shop's links, address, phone and hours from its settings, and the current
 * year (spec section 2, issue 16). Plain elements styled by styles/shell.css: it is on every
 * public page, so it brings no MUI (docs/decisions/0052, 0053). Until the settings arrive (or if
 * they cannot be read) it shows the brand and the copyright only.
 */
export function SiteFooter() {
  const t = useStore(words);
  const settings = useShopSettings().data?.settings;
  const links = settings ? footerLinks(settings, t.contact) : [];
  return (
    <footer className="site-footer">
      <p className="footer-brand">{BRAND}</p>
      {settings?.address && <p style={{ whiteSpace: 'pre-line' }}>{settings.address}</p>}
      {settings?.phone && (
        <p>
          {t.phone}{' '}
          <a href={telHref(settings.phone)} style={{ color: 'inherit' }}>
            {settings.phone}
          </a>
        </p>
      )}
      {settings?.hours && (
        <p>
          {t.hours} {settings.hours}
        </p>
      )}
      {links.length > 0 && (
        <nav className="footer-links" aria-label={t.links}>
          {links.map((link) =>
            link.newTab ? (
              <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <a key={link.label} href={link.href}>
                {link.label}
              </a>
            ),
          )}
        </nav>
      )}
      <p>{t.copyright({ year: String(new Date().getFullYear()), brand: BRAND })}</p>
    </footer>
  );
}
