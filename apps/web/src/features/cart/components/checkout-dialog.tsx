import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DELIVERY_MODES,
  DELIVERY_MODE_LABELS,
  MESSAGES,
  checkoutBody,
  orderLabel,
  shopToday,
  type Order,
} from '@shop/contract';
import { MuiTheme } from '../../../app/mui-theme.tsx';
import { showResult } from '../../../lib/alerts.ts';
import { useAfterDialogExit } from '../../../lib/use-after-dialog-exit.ts';
import { useCheckout } from '../api/checkout.ts';

// The select starts on its placeholder (""), which the contract's enum alone would reject
// with a message about allowed values rather than asking for a choice.
const checkoutForm = checkoutBody.extend({
  deliveryMode: z
    .string()
    .pipe(z.enum(DELIVERY_MODES, { message: 'Please select a delivery mode' })),
});
const emptyForm = { name: '', address: '', phoneNumber: '', pickupDate: '', deliveryMode: '' };

interface CheckoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The order just placed, for the cart page to point to it. */
  onPlaced: (order: Order) => void;
}

/** The success dialog's words under the spec's title: which order it is and where to follow it. */
const placedText = (order: Order) =>
  `${orderLabel(order.orderNumber)} is placed. Follow it, or cancel it while it is pending, in your Order History.`;

/** The FILL OUT modal: contact details and pickup or delivery, then CHECK OUT. */
export function CheckoutDialog({ open, onClose, onPlaced }: CheckoutDialogProps) {
  const checkout = useCheckout();
  // Steps aside while an error alert shows (an alert must not open over a MUI dialog, see
  // useAfterDialogExit); the form keeps what was typed and comes back after the alert.
  const [alerting, setAlerting] = useState(false);
  const afterExit = useAfterDialogExit();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(checkoutForm),
    defaultValues: emptyForm,
  });
  const field = (name: keyof typeof emptyForm) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(formState.errors[name]),
      helperText: formState.errors[name]?.message,
      required: true,
      fullWidth: true,
    };
  };

  const onSubmit = handleSubmit((values) =>
    checkout.mutate(values, {
      onSuccess: ({ order }) => {
        afterExit.later(
          () => void showResult(MESSAGES.checkoutSuccess, placedText(order), 'success'),
        );
        reset(emptyForm);
        onPlaced(order);
        onClose();
      },
      onError: (error) => {
        afterExit.later(() => {
          void showResult(MESSAGES.checkoutErrorTitle, error.message, 'error').then(() =>
            setAlerting(false),
          );
        });
        setAlerting(true);
      },
    }),
  );

  const close = () => {
    if (!checkout.isPending) onClose();
  };

  // The cart page is plain elements; the form brings MUI's theme with it.
  return (
    <MuiTheme>
      <Dialog
        open={open && !alerting}
        onClose={close}
        aria-labelledby="checkout-title"
        slotProps={{ transition: { onExited: afterExit.onExited } }}
      >
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id="checkout-title" sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
            FILL OUT
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField {...field('name')} label="Name" autoComplete="name" />
              <TextField
                {...field('address')}
                label="Address"
                autoComplete="street-address"
                multiline
                minRows={2}
              />
              <TextField
                {...field('phoneNumber')}
                label="Phone Number"
                type="tel"
                placeholder="+63912..."
                autoComplete="tel"
                // Keeps the label up so the example number shows before typing starts.
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...field('pickupDate')}
                label="Pickup Date"
                type="date"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: shopToday() } }}
              />
              <TextField
                {...field('deliveryMode')}
                select
                label="Delivery Mode"
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" disabled>
                  Select delivery mode
                </option>
                {DELIVERY_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {DELIVERY_MODE_LABELS[mode]}
                  </option>
                ))}
              </TextField>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={checkout.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={checkout.isPending}
              startIcon={checkout.isPending ? <CircularProgress size={16} color="inherit" /> : null}
            >
              CHECK OUT
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </MuiTheme>
  );
}
