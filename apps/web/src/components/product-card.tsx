import { useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import {
  FIRST_SCREEN_MESSAGES,
  PRICE_TYPES,
  expiryStatus,
  formatCalendarDate,
  type PriceType,
  type Product,
} from '@shop/contract';
import type { StoreValue } from 'nanostores';
import { i18n, params } from '../i18n/i18n.ts';
import { $language } from '../i18n/language.ts';
import { ProductImage } from './product-image.tsx';
import { priceWords, unitPriceText } from './price-words.ts';

const words = i18n('browse/product-card', {
  // The card's labels (spec section 2).
  price: 'Price',
  halfPrice: 'Half Price',
  retailPrice: 'Retail Price',
  left: params('Products Left: {count}'),
  details: 'Details',
  expires: params('Expiration Date: {date}'),
  // A missing tier (spec section 2). The card's own words rather than localizeMessage, which
  // brings every server message (and zod) into the landing page's script.
  halfMissing: FIRST_SCREEN_MESSAGES.halfNotAvailable,
  retailMissing: FIRST_SCREEN_MESSAGES.retailNotAvailable,
});

interface ProductCardProps {
  product: Product;
  /** The card's button (Avail Item, Avail Item?); read-only lists pass none. */
  action?: ReactNode;
  /** Staff lists include near-expiry and expired stock, so they flag it. */
  showExpiryStatus?: boolean;
  /** Pictures below the first screen load lazily; the first card's is fetched first. */
  imagePriority?: 'high' | 'eager' | 'lazy';
}

// A small filled chip in the theme's error, warning and success colours (styles/products.css).
const expiryChipClass = {
  Expired: 'expiry-chip expired',
  'Expiring Soon': 'expiry-chip expiring',
  Active: 'expiry-chip',
} as const;

/** Each tier's unit label on the product ("sack (25 kg)"). */
const UNIT_FIELDS = {
  price: 'priceUnit',
  halfPrice: 'halfPriceUnit',
  retailPrice: 'retailPriceUnit',
} as const satisfies Record<PriceType, keyof Product>;

/** What a tier's price is for, or null when the product does not say. */
const tierUnit = (product: Product, priceType: PriceType): string | null =>
  product[UNIT_FIELDS[priceType]];

/**
 * "₱1,280.00 per sack (25 kg)" (just the price without a unit), or null for a missing tier; the
 * unit is the product's own words.
 */
export function tierPrice(
  product: Product,
  priceType: PriceType,
  t: Pick<StoreValue<typeof priceWords>, 'perUnit'>,
): string | null {
  const amount = product[priceType];
  return amount === null ? null : unitPriceText(amount, tierUnit(product, priceType), t);
}

// What the card says when a tier is missing: its key in the card's words.
const MISSING_TEXT = {
  price: null,
  halfPrice: 'halfMissing',
  retailPrice: 'retailMissing',
} as const satisfies Record<PriceType, string | null>;

function PriceLine({ product, priceType }: { product: Product; priceType: PriceType }) {
  const t = useStore(words);
  const text = tierPrice(product, priceType, useStore(priceWords));
  if (text === null) {
    const missing = MISSING_TEXT[priceType];
    return <p className="product-missing">{missing ? t[missing] : ''}</p>;
  }
  return (
    <p>
      <span className="product-label">{t[priceType]}:</span> {text}
    </p>
  );
}

/**
 * One product as every product list shows it (spec section 2: product card). Plain elements
 * styled by styles/products.css (an outlined MUI card's look): a list draws 24 of them at once, and MUI
 * components cost a phone's main thread several times as much per card.
 *
 * On a phone two cards share a row, so a card shows what a shopper compares (picture, name, the
 * full price per unit, stock, the button); the rest (expiry, description, every tier with the
 * spec's texts) opens under Details. From 600 px wide the details are always shown and the
 * Details button and the short price line are not (styles/products.css).
 */
export function ProductCard({
  product,
  action,
  showExpiryStatus = false,
  imagePriority = 'lazy',
}: ProductCardProps) {
  const t = useStore(words);
  const prices = useStore(priceWords);
  const language = useStore($language);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const status = showExpiryStatus ? expiryStatus(product.expirationDate) : null;
  const soldOut = product.stock <= 0;
  return (
    <article className="product-card" aria-label={product.name}>
      <ProductImage src={product.images} alt={product.name} priority={imagePriority} />
      <div className="product-body">
        <h2>{product.name}</h2>
        <p className="product-price">{tierPrice(product, 'price', prices)}</p>
        <p className={soldOut ? 'product-stock sold-out' : 'product-stock'}>
          {t.left({ count: String(product.stock) })}
        </p>
        <button
          type="button"
          className="details-toggle"
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          onClick={() => setDetailsOpen((open) => !open)}
        >
          {t.details}
          <span className="chevron" aria-hidden="true">
            ▾
          </span>
        </button>
        <div id={detailsId} className="product-details" hidden={!detailsOpen}>
          {/* Staff lists only, whose screens stay English. */}
          {status && <span className={expiryChipClass[status]}>{status}</span>}
          <p className="product-muted">
            {t.expires({ date: formatCalendarDate(product.expirationDate, language) })}
          </p>
          <p className="product-description">{product.description}</p>
          {/* The tiers in the one order used everywhere: Full (Price), Half, Retail. */}
          <div className="product-prices">
            {PRICE_TYPES.map((priceType) => (
              <PriceLine key={priceType} product={product} priceType={priceType} />
            ))}
          </div>
        </div>
      </div>
      {action && <div className="product-actions">{action}</div>}
    </article>
  );
}
