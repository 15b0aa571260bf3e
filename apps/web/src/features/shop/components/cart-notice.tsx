import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { create } from 'zustand';
import { useStore } from '@nanostores/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { MESSAGES, SNACKBAR_HIDE_MS, type PriceType } from '@shop/contract';
import { priceWords } from '../../../components/price-words.ts';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';

const words = i18n('browse/cart-notice', { viewCart: 'View Cart', close: 'Close' });

interface Added {
  /** Each add shows afresh, even of the same line. */
  id: number;
  name: string;
  priceType: PriceType;
}

const useAdded = create<{ added: Added | null; open: boolean }>()(() => ({
  added: null,
  open: false,
}));

let next = 0;

/** Says "Added to Cart" for this product and tier (see CartNotice). */
export function announceAdded(name: string, priceType: PriceType) {
  next += 1;
  useAdded.setState({ added: { id: next, name, priceType }, open: true });
}

/**
 * The spec's "Added to Cart / Product has been added to your cart", as a short notice at the
 * bottom of the page that does not stop the customer (issue 16): nothing to dismiss, it goes by
 * itself after 5 seconds, and the next add shows its own. Screen readers hear it politely (role
 * status). One per page, shared by every card's Avail Item; leaving the page ends it.
 */
export function CartNotice() {
  const { added, open } = useAdded();
  const t = useStore(words);
  const tiers = useStore(priceWords);
  const say = useLocalizeMessage();
  const close = () => useAdded.setState({ open: false });
  useEffect(() => () => useAdded.setState({ open: false }), []);
  return (
    <Snackbar
      key={added?.id}
      open={open}
      autoHideDuration={SNACKBAR_HIDE_MS}
      // A tap elsewhere (the next Avail Item) must not cut the notice short.
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        role="status"
        severity="success"
        variant="filled"
        sx={{ width: '100%', alignItems: 'center' }}
        action={
          <>
            <Button color="inherit" size="small" component={RouterLink} to={paths.cart}>
              {t.viewCart}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t.close} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <AlertTitle sx={{ mb: 0 }}>{say(MESSAGES.addedToCartTitle)}</AlertTitle>
        <div>{say(MESSAGES.addedToCartText)}</div>
        {added && <div>{`${added.name} · ${tiers[added.priceType]}`}</div>}
      </Alert>
    </Snackbar>
  );
}
