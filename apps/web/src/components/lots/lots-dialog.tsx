import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { expiryStatus, formatPeso, shopToday, type Lot, type Product } from '@shop/contract';
import { EXPIRY_TINTS } from '../../lib/expiry-colors.ts';
import { formatTimestamp } from '../../lib/format.ts';
import {
  expiredLots,
  lotHoldsStock,
  lotUnsellable,
  quantityWithUnit,
  stockSummary,
  useLots,
} from '../../lib/lots.ts';
import { CardField } from '../card-parts.tsx';
import { ExpiryChip } from '../expiry-chip.tsx';
import { ShopDate } from '../shop-date.tsx';
import { CountLotDialog, ReceiveLotDialog, WriteOffLotDialog } from './lot-forms.tsx';
import { WriteOffExpiredDialog } from './write-off-expired-dialog.tsx';

type Action =
  | { kind: 'receive' }
  | { kind: 'count'; lot: Lot }
  | { kind: 'write-off'; lot: Lot }
  | { kind: 'write-off-expired' }
  | null;

/**
 * A product's lots, soonest expiry first, each tinted by the spec's marks (Expired red, Expiring
 * Soon orange, Active green) with what is left, its cost, when it came and its note; Receive and
 * Count for staff, Write off and Write off expired for the admin (`canWriteOff`).
 */
export function LotsDialog({
  product,
  canWriteOff,
  onClose,
}: {
  product: Pick<Product, '_id' | 'name'>;
  canWriteOff: boolean;
  onClose: () => void;
}) {
  const lots = useLots(product._id);
  const [action, setAction] = useState<Action>(null);
  const [done, setDone] = useState<string | null>(null);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const today = shopToday();
  const current = lots.data?.product;
  const list = lots.data?.lots;
  const expired = list ? expiredLots(list, today) : [];
  const finish = (message: string) => {
    setAction(null);
    setDone(message);
  };

  let body;
  if (lots.isPending) body = <Typography role="status">Loading lots...</Typography>;
  else if (lots.isError || !current || !list)
    body = (
      <Typography role="alert" color="error">
        Could not load the lots.{' '}
        <Button size="small" onClick={() => void lots.refetch()}>
          Retry
        </Button>
      </Typography>
    );
  else
    body = (
      <Stack spacing={2}>
        <Typography>{stockSummary(current)}</Typography>
        {list.length === 0 ? (
          <Typography role="status">No lots yet. Use Receive to add stock.</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label="Lots"
            spacing={1.5}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {list.map((lot) => {
              const status = expiryStatus(lot.expirationDate, today);
              const headingId = `lot-${lot._id}`;
              return (
                <Paper
                  key={lot._id}
                  component="li"
                  variant="outlined"
                  aria-labelledby={headingId}
                  data-status={status}
                  sx={{ p: 1.5, bgcolor: EXPIRY_TINTS[status] }}
                >
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      justifyContent: 'space-between',
                      gap: 1,
                      alignItems: 'center',
                    }}
                  >
                    <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
                      Expires <ShopDate value={lot.expirationDate} />
                    </Typography>
                    <ExpiryChip status={status} />
                  </Box>
                  {lotHoldsStock(lot) && lotUnsellable(lot, today) && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Customers cannot buy from this lot
                    </Typography>
                  )}
                  <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
                    <CardField label="Left">
                      {`${quantityWithUnit(lot.quantity, current.stockUnit)} of ${quantityWithUnit(lot.receivedQuantity, current.stockUnit)}`}
                    </CardField>
                    <CardField label="Cost">
                      {lot.cost === null
                        ? 'Not set'
                        : `${formatPeso(lot.cost)} per ${current.stockUnit}`}
                    </CardField>
                    <CardField label="Received">{formatTimestamp(lot.receivedAt)}</CardField>
                    {lot.note && <CardField label="Note">{lot.note}</CardField>}
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    <Button
                      size="small"
                      variant="outlined"
                      aria-describedby={headingId}
                      sx={{ bgcolor: 'background.paper' }}
                      onClick={() => setAction({ kind: 'count', lot })}
                    >
                      Count
                    </Button>
                    {canWriteOff && lotHoldsStock(lot) && (
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        aria-describedby={headingId}
                        sx={{ bgcolor: 'background.paper' }}
                        onClick={() => setAction({ kind: 'write-off', lot })}
                      >
                        Write off
                      </Button>
                    )}
                  </Box>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    );

  return (
    <>
      <Dialog
        open
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        onClose={onClose}
        aria-labelledby="lots-title"
      >
        <DialogTitle id="lots-title">{`Lots of ${product.name}`}</DialogTitle>
        <DialogContent>
          <Box aria-live="polite">
            {done && (
              <Typography role="status" sx={{ mb: 1, color: 'primary.dark', fontWeight: 600 }}>
                {done}
              </Typography>
            )}
          </Box>
          {body}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {canWriteOff && expired.length > 0 && (
            <Button color="error" onClick={() => setAction({ kind: 'write-off-expired' })}>
              Write off expired
            </Button>
          )}
          <Button
            variant="contained"
            disabled={!current}
            onClick={() => setAction({ kind: 'receive' })}
          >
            Receive
          </Button>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {current && action?.kind === 'receive' && (
        <ReceiveLotDialog product={current} onClose={() => setAction(null)} onDone={finish} />
      )}
      {current && action?.kind === 'count' && (
        <CountLotDialog
          product={current}
          lot={action.lot}
          onClose={() => setAction(null)}
          onDone={finish}
        />
      )}
      {current && action?.kind === 'write-off' && (
        <WriteOffLotDialog
          product={current}
          lot={action.lot}
          onClose={() => setAction(null)}
          onDone={finish}
        />
      )}
      {current && action?.kind === 'write-off-expired' && (
        <WriteOffExpiredDialog
          lots={expired.map((lot) => ({
            productName: current.name,
            stockUnit: current.stockUnit,
            lot,
          }))}
          onClose={() => setAction(null)}
          onDone={(count) => finish(`Wrote off ${count} expired ${count === 1 ? 'lot' : 'lots'}`)}
        />
      )}
    </>
  );
}
