import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import {
  CANCELLABLE_ORDER_STATUSES,
  MESSAGES,
  nextStepText,
  orderLabel,
  reorderChangeText,
  type Order,
} from '@shop/contract';
import { ChatButtons } from '../../../components/chat-buttons.tsx';
import { TrackingLink } from '../../../components/tracking-link.tsx';
import { PrintSlipButton } from '../../../components/order-slip.tsx';
import { confirmAction, showResult } from '../../../lib/alerts.ts';
import { i18n, params } from '../../../i18n/i18n.ts';
import { $language } from '../../../i18n/language.ts';
import { useLocalizeMessage } from '../../../i18n/localize-message.ts';
import { ORDER_MESSAGES } from '../utils/order-messages.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useReorder } from '../api/reorder.ts';
import { paths } from '../../../config/paths.ts';
import { OrderPayment } from './order-payment.tsx';
import { ORDER_COLUMNS, OrderRows, useOrderColumnNames } from './order-rows.tsx';
import { OrderStatusChip } from '../../../components/order-status-chip.tsx';
import { OrderTimeline } from '../../../components/order-timeline.tsx';
import { stackedOnPhone } from './stacked-table.ts';

/** Well after the result dialog has faded out and given focus back. */
const FOCUS_SETTLED_MS = 500;

const words = i18n('orders/order-card', {
  noteFromShop: 'Note from the shop',
  printReceipt: 'Print receipt',
  orderAgain: 'Order again',
  orderAgainOf: params('Order again: {order}'),
  cancelOrder: 'Cancel order',
  cancelOf: params('Cancel {order}'),
  timeline: 'Timeline',
  details: params('{order} details'),
  whatChanged: 'What changed',
});

/** The anchor of an order's card: the checkout's "Track Order #N" link lands on it. */
const orderAnchor = (orderNumber: number) => `order-${orderNumber}`;

/**
 * One of the customer's orders: its number and status at the top with the shop's note and what
 * happens next, its actions (print a receipt; cancel while pending) and its payment (method,
 * GCash reference, paid or not), then its timeline and the spec's columns and Products
 * sub-table with the subtotal, delivery fee and total.
 */
export function OrderCard({ order, focusOnOpen = false }: { order: Order; focusOnOpen?: boolean }) {
  const t = useStore(words);
  const language = useStore($language);
  const say = useLocalizeMessage();
  const columnNames = useOrderColumnNames();
  const label = orderLabel(order.orderNumber);
  const anchor = orderAnchor(order.orderNumber);
  const cancel = useCancelOrder();
  const again = useReorder();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancellable = CANCELLABLE_ORDER_STATUSES.includes(order.status);
  // Opened from its one-line summary: the focus goes to the card that took the button's place.
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  const onCancel = async () => {
    const confirmed = await confirmAction(
      MESSAGES.confirmTitle,
      // The registered template filled in: the dialog finds its Filipino words by it.
      ORDER_MESSAGES.cancelConfirm.replace('{order}', label),
      {
        confirmButtonText: ORDER_MESSAGES.yesCancel,
        destructive: true,
      },
    );
    if (!confirmed) return;
    let ok = true;
    let message: string;
    try {
      ({ message } = await cancel.mutateAsync(order._id));
    } catch (error) {
      ok = false;
      message = (error as Error).message;
    }
    // The Cancel button is gone once the order is no longer pending. The result dialog gives
    // focus back to what had it when it opened: the card's heading, not the emptied page.
    headingRef.current?.focus();
    await showResult(
      ok ? MESSAGES.statusSuccessTitle : MESSAGES.statusErrorTitle,
      message,
      ok ? 'success' : 'error',
    );
    // The dialog gives focus back to what had it when the confirmation opened: the Cancel
    // button, gone once the order is no longer pending, which leaves focus on the page.
    window.setTimeout(() => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    }, FOCUS_SETTLED_MS);
  };

  // Order again: the lines go into the cart at today's prices; the result says what changed
  // (a price, fewer in stock, gone) and then the cart opens when anything went in.
  const onReorder = async () => {
    try {
      const { message, changes, linesAdded } = await again.mutateAsync(order._id);
      const added = linesAdded > 0;
      await showResult(
        added ? ORDER_MESSAGES.addedToCart : MESSAGES.statusErrorTitle,
        message,
        added ? 'success' : 'warning',
        changes.length > 0 ? (
          <Box component="ul" aria-label={t.whatChanged} sx={{ m: 0, pl: 2.5, textAlign: 'left' }}>
            {changes.map((change) => (
              <li key={`${change.kind}-${change.productId}-${change.priceType}`}>
                {say(reorderChangeText(change))}
              </li>
            ))}
          </Box>
        ) : undefined,
      );
      if (added) await navigate(paths.cart);
    } catch (error) {
      await showResult(MESSAGES.statusErrorTitle, (error as Error).message, 'error');
    }
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 16 }}
    >
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography
          component="h2"
          variant="h6"
          id={`${anchor}-title`}
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontWeight: 700 }}
        >
          {label}
        </Typography>
        <OrderStatusChip status={order.status} deliveryMode={order.deliveryMode} />
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: { xs: 2, md: 4 },
          mt: 1.5,
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {order.note !== null && (
            <Box
              sx={{
                alignSelf: 'stretch',
                px: 1.5,
                py: 1,
                borderLeft: 3,
                borderColor: 'primary.main',
                bgcolor: 'grey.50',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t.noteFromShop}
              </Typography>
              <Typography variant="body1">{order.note}</Typography>
            </Box>
          )}
          <Typography variant="body1">
            {nextStepText(
              order.status,
              order.deliveryMode,
              order.customerInfo.pickupDate,
              language,
            )}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <PrintSlipButton order={order} label={t.printReceipt} />
            <Button
              size="small"
              variant="outlined"
              aria-label={t.orderAgainOf({ order: label })}
              disabled={again.isPending}
              onClick={() => void onReorder()}
            >
              {t.orderAgain}
            </Button>
            {cancellable && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                aria-label={t.cancelOf({ order: label })}
                disabled={cancel.isPending}
                onClick={() => void onCancel()}
              >
                {t.cancelOrder}
              </Button>
            )}
            {order.trackingCode && (
              <TrackingLink code={order.trackingCode} orderNumber={order.orderNumber} />
            )}
            <ChatButtons orderNumber={order.orderNumber} />
          </Stack>
          <OrderPayment order={order} />
        </Stack>

        <Box>
          <Typography
            component="h3"
            variant="subtitle2"
            id={`${anchor}-timeline`}
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {t.timeline}
          </Typography>
          <OrderTimeline
            history={order.statusHistory}
            deliveryMode={order.deliveryMode}
            labelledBy={`${anchor}-timeline`}
          />
        </Box>
      </Box>

      <TableContainer sx={{ mt: 2 }}>
        <Table aria-label={t.details({ order: label })} sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              {ORDER_COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {columnNames[column]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <OrderRows order={order} />
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
