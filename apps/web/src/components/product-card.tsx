import type { ReactNode } from 'react';
import {
  MESSAGES,
  expiryStatus,
  formatCalendarDate,
  formatPeso,
  type Product,
} from '@shop/contract';

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

interface PriceLineProps {
  label: string;
  amount: number | null;
  missingText?: string;
}

function PriceLine({ label, amount, missingText }: PriceLineProps) {
  if (amount === null) return <p className="product-missing">{missingText}</p>;
  return (
    <p>
      <span className="product-label">{label}:</span> {formatPeso(amount)}
    </p>
  );
}

/**
 * One product as every product list shows it (spec section 2: product card). Plain elements
 * styled by styles/products.css (an outlined MUI card's look): a list draws 24 of them at once, and MUI
 * components cost a phone's main thread several times as much per card.
 */
export function ProductCard({
  product,
  action,
  showExpiryStatus = false,
  imagePriority = 'lazy',
}: ProductCardProps) {
  const status = showExpiryStatus ? expiryStatus(product.expirationDate) : null;
  const soldOut = product.stock <= 0;
  return (
    <article className="product-card" aria-label={product.name}>
      <img
        src={product.images}
        alt={product.name}
        width={320}
        height={240}
        loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
      />
      <div className="product-body">
        <h2>{product.name}</h2>
        {status && <span className={expiryChipClass[status]}>{status}</span>}
        <p className={soldOut ? 'product-stock sold-out' : 'product-stock'}>
          {`Products Left: ${product.stock}`}
        </p>
        <p className="product-muted">
          {`Expiration Date: ${formatCalendarDate(product.expirationDate)}`}
        </p>
        <p className="product-description">{product.description}</p>
        <div className="product-prices">
          <PriceLine label="Price" amount={product.price} />
          <PriceLine
            label="Retail Price"
            amount={product.retailPrice}
            missingText={MESSAGES.retailNotAvailable}
          />
          <PriceLine
            label="Half Price"
            amount={product.halfPrice}
            missingText={MESSAGES.halfNotAvailable}
          />
        </div>
      </div>
      {action && <div className="product-actions">{action}</div>}
    </article>
  );
}
