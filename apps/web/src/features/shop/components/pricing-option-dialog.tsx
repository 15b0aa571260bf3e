import { useStore } from '@nanostores/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  CART_QUANTITY_PER_ADD,
  MESSAGES,
  PRICE_TYPES,
  type PriceType,
  type Product,
} from '@shop/contract';
import { tierPrice } from '../../../components/product-card.tsx';
import { priceWords } from '../../../components/price-words.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showResult } from '../../../lib/alerts.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { announceAdded } from './cart-notice.tsx';

const words = i18n('browse/pricing-option', {
  title: 'Choose Pricing Option',
  notAvailable: 'Not available',
  soldOut: 'Out of stock',
  cancel: 'Cancel',
});

interface PricingOptionDialogProps {
  product: Product;
  open: boolean;
  onClose: () => void;
}

/**
 * The server's own reason (say, "only 3 left") explains more than the spec's fixed sentence;
 * the fixed sentence stays for a missing tier or when the server gave no reason.
 */
function addToCartFailureText(error: Error): string {
  if (error instanceof ApiError && error.status > 0 && error.message !== MESSAGES.addToCartThrown)
    return error.message;
  return MESSAGES.addToCartFailedText;
}

/**
 * "Choose Pricing Option": each tier with its peso price and what it is for ("₱1,280.00 per sack
 * (25 kg)"), in the one tier order; a tier the product lacks, or that has none left (a sack
 * when only a few kilos remain), is disabled. Adding says so with a
 * notice that does not stop the page (CartNotice); a refusal is still a dialog to read.
 */
export function PricingOptionDialog({ product, open, onClose }: PricingOptionDialogProps) {
  const addToCart = useAddToCart();
  const t = useStore(words);
  const tiers = useStore(priceWords);

  const choose = (priceType: PriceType) =>
    addToCart.mutate(
      { productId: product._id, quantity: CART_QUANTITY_PER_ADD, priceType },
      {
        onSuccess: () => {
          announceAdded(product.name, priceType);
          onClose();
        },
        onError: (error) => {
          onClose();
          void showResult(MESSAGES.addToCartFailedTitle, addToCartFailureText(error), 'error');
        },
      },
    );

  return (
    <Dialog
      open={open}
      onClose={addToCart.isPending ? undefined : onClose}
      aria-labelledby="pricing-option-title"
      aria-describedby="pricing-option-text"
    >
      <DialogTitle id="pricing-option-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="pricing-option-text" sx={{ mb: 2 }}>
          {product.name}
        </DialogContentText>
        <Stack spacing={1.5}>
          {PRICE_TYPES.map((priceType) => {
            const price = tierPrice(product, priceType, tiers);
            const soldOut = price !== null && product.available[priceType] <= 0;
            return (
              <Button
                key={priceType}
                variant="outlined"
                size="large"
                disabled={price === null || soldOut || addToCart.isPending}
                onClick={() => choose(priceType)}
                sx={{
                  justifyContent: 'space-between',
                  textTransform: 'none',
                  gap: 2,
                  flexWrap: 'wrap',
                  textAlign: 'right',
                }}
              >
                <span>{tiers[priceType]}</span>
                <span>
                  {price ?? t.notAvailable}
                  {soldOut && (
                    <span style={{ display: 'block', fontWeight: 600 }}>{t.soldOut}</span>
                  )}
                </span>
              </Button>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={addToCart.isPending}>
          {t.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
