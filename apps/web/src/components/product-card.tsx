import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MESSAGES, expiryStatus, formatPeso, type Product } from '@shop/contract';
import { formatCalendarDate } from '../lib/format.ts';

interface ProductCardProps {
  product: Product;
  /** The card's button (Avail Item, Avail Item?); read-only lists pass none. */
  action?: ReactNode;
  /** Staff lists include near-expiry and expired stock, so they flag it. */
  showExpiryStatus?: boolean;
  /** Pictures below the first screen load lazily; the first card's is fetched first. */
  imagePriority?: 'high' | 'eager' | 'lazy';
}

const expiryChipColor = {
  Expired: 'error',
  'Expiring Soon': 'warning',
  Active: 'success',
} as const;

function PriceLine({ label, amount, missingText }: PriceLineProps) {
  if (amount === null)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {missingText}
      </Typography>
    );
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {formatPeso(amount)}
    </Typography>
  );
}
interface PriceLineProps {
  label: string;
  amount: number | null;
  missingText?: string;
}

/** One product as every product list shows it (spec section 2: product card). */
export function ProductCard({
  product,
  action,
  showExpiryStatus = false,
  imagePriority = 'lazy',
}: ProductCardProps) {
  const status = showExpiryStatus ? expiryStatus(product.expirationDate) : null;
  const soldOut = product.stock <= 0;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={product.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        src={product.images}
        alt={product.name}
        width={320}
        height={240}
        loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
        sx={{ aspectRatio: '4 / 3', height: 'auto', objectFit: 'contain', bgcolor: '#fdf8ef' }}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, fontWeight: 700 }}>
          {product.name}
        </Typography>
        {status && (
          <Chip
            size="small"
            label={status}
            color={expiryChipColor[status]}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, color: soldOut ? 'error.main' : 'success.dark' }}
        >
          {`Products Left: ${product.stock}`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`Expiration Date: ${formatCalendarDate(product.expirationDate)}`}
        </Typography>
        <Typography variant="body2" sx={{ py: 0.5 }}>
          {product.description}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
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
        </Box>
      </CardContent>
      {action && <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>{action}</CardActions>}
    </Card>
  );
}
