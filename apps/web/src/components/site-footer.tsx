export const BRAND = 'Bakery Supply Shop';

/** Footer: brand, placeholder links and the current year (spec section 2); styled by styles/shell.css. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p className="footer-brand">{BRAND}</p>
      <nav className="footer-links" aria-label="Social links">
        {['Facebook', 'Instagram', 'Gmail', 'Contact'].map((label) => (
          <a key={label} href="#">
            {label}
          </a>
        ))}
      </nav>
      <p>
        © {new Date().getFullYear()} {BRAND}. All rights reserved.
      </p>
    </footer>
  );
}
