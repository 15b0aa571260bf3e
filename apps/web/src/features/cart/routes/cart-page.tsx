import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MESSAGES, formatPeso, lineTotal, sumPesos } from '@shop/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { CartLine } from '../components/cart-line.tsx';

// The checkout form (TextField, Dialog, react-hook-form, zod) loads when CHECKOUT ALL is first
// pressed, not with the cart.
const CheckoutDialog = lazy(async () => ({
  default: (await import('../components/checkout-dialog.tsx')).CheckoutDialog,
}));

function removeFailureText(error: Error): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message !== MESSAGES.removeFromCartThrown
  )
    return error.message;
  return MESSAGES.removeFromCartFailed;
}

function OrderHistoryLink() {
  return (
    <Button
      component={RouterLink}
      to={paths.orderHistory}
      startIcon={<ReceiptLongIcon />}
      sx={{ alignSelf: 'center' }}
    >
      See Order History
    </Button>
  );
}

export function Component() {
  const cart = useCart();
  const remove = useRemoveFromCart();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Stays mounted once opened, so the dialog can play its closing transition.
  const [checkoutUsed, setCheckoutUsed] = useState(false);

  // Drawn in the background once it arrives (see ProductList), the spinner staying meanwhile.
  const cartData = useDeferredValue(cart.data);
  const pending = cartData === undefined && !cart.isError;
  const items = cartData?.items ?? [];
  // Exact centavos: the same sum the server makes of price × quantity.
  const total = sumPesos(items.map((item) => lineTotal(item.price, item.quantity)));
  const isEmpty = items.length === 0;

  let content;
  if (pending) content = <PageLoading />;
  else if (cart.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cart.refetch()}>
            Try again
          </Button>
        }
      >
        {cart.error.message}
      </Alert>
    );
  else if (isEmpty)
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
        <Button variant="contained" component={RouterLink} to={paths.allProducts}>
          Browse products
        </Button>
      </Paper>
    );
  else
    content = (
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Cart items"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((item) => (
          <CartLine
            key={`${item.product._id}:${item.priceType}`}
            item={item}
            removing={
              remove.isPending &&
              remove.variables.productId === item.product._id &&
              remove.variables.priceType === item.priceType
            }
            onRemove={() =>
              remove.mutate(
                { productId: item.product._id, priceType: item.priceType },
                { onError: (error) => window.alert(removeFailureText(error)) },
              )
            }
          />
        ))}
      </Paper>
    );

  return (
    <>
      <PageHeader>My Cart</PageHeader>
      <BackLink to={paths.userProducts}>Back to Products</BackLink>
      {pending || cart.isError ? (
        <Stack spacing={2}>
          {content}
          <OrderHistoryLink />
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
            alignItems: 'start',
          }}
        >
          <div>{content}</div>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="order-total"
            sx={{ p: 2.5 }}
          >
            <Stack spacing={2}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
              >
                <Typography id="order-total" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  Order Total
                </Typography>
                <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
                  {formatPeso(total)}
                </Typography>
              </Stack>
              <Button
                variant="contained"
                size="large"
                disabled={isEmpty}
                onClick={() => {
                  setCheckoutUsed(true);
                  setCheckoutOpen(true);
                }}
              >
                {isEmpty ? 'NO CART TO CHECKOUT' : 'CHECKOUT ALL'}
              </Button>
              <OrderHistoryLink />
            </Stack>
          </Paper>
        </Box>
      )}
      {checkoutUsed && (
        <Suspense fallback={null}>
          <CheckoutDialog open={checkoutOpen} onClose={() => setCheckoutOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
