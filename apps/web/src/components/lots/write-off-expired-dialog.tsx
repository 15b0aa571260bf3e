import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPeso, sumPesos, type Lot } from '@shop/contract';
import { lotValue, quantityWithUnit, useWriteOffLot } from '../../lib/lots.ts';
import { ShopDate } from '../shop-date.tsx';

/** One expired lot to write off, with the product it belongs to. */
export interface ExpiredLot {
  productName: string;
  stockUnit: string;
  lot: Lot;
}

/** "₱1,250.00", or with the lots whose cost is unknown: "₱1,250.00 (2 lots without a cost)". */
export function lossText(lots: readonly Pick<Lot, 'quantity' | 'cost'>[]) {
  const values = lots.map(lotValue);
  const known = values.filter((value): value is number => value !== null);
  const unknown = values.length - known.length;
  const total = formatPeso(sumPesos(known));
  if (unknown === 0) return total;
  return `${total} (${unknown} ${unknown === 1 ? 'lot' : 'lots'} without a cost)`;
}

/**
 * "Write off expired": the lots that expired and still hold stock, each with its quantity and
 * what it cost, and the loss in pesos, before anything is removed. Confirming writes each lot
 * off in full with the reason "expired".
 */
export function WriteOffExpiredDialog({
  lots,
  reading,
  onClose,
  onDone,
}: {
  lots: readonly ExpiredLot[];
  /** While the lots are still being read ('loading'), or could not be ('failed'). */
  reading?: 'loading' | 'failed' | undefined;
  onClose: () => void;
  /** Told how many lots were written off. */
  onDone: (count: number) => void;
}) {
  const writeOff = useWriteOffLot();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    setFailure(null);
    let done = 0;
    try {
      // One lot after another: a refusal stops there and says which lot it was.
      for (const { lot } of lots) {
        await writeOff.mutateAsync({ lotId: lot._id, body: { reason: 'expired' } });
        done += 1;
      }
      onDone(done);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong';
      setFailure(`${done} of ${lots.length} written off; then: ${message}`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="write-off-expired-title">
      <DialogTitle id="write-off-expired-title">Write off expired</DialogTitle>
      {/* Focusable: at phone size the list of lots scrolls, and a keyboard must reach it. */}
      <DialogContent tabIndex={0}>
        {reading === 'loading' ? (
          <Typography role="status">Loading lots...</Typography>
        ) : reading === 'failed' ? (
          <Typography role="alert" color="error">
            Could not load the lots.
          </Typography>
        ) : lots.length === 0 ? (
          <Typography role="status">No expired lots hold stock.</Typography>
        ) : (
          <>
            <Table size="small" aria-label="Expired lots">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell>Expired</TableCell>
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell align="right">Loss</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lots.map(({ productName, stockUnit, lot }) => {
                  const value = lotValue(lot);
                  return (
                    <TableRow key={lot._id}>
                      <TableCell component="th" scope="row">
                        {productName}
                      </TableCell>
                      <TableCell>
                        <ShopDate value={lot.expirationDate} />
                      </TableCell>
                      <TableCell align="right">
                        {quantityWithUnit(lot.quantity, stockUnit)}
                      </TableCell>
                      <TableCell align="right">
                        {value === null ? 'No cost' : formatPeso(value)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Typography sx={{ mt: 2, fontWeight: 700 }}>
              {`Loss: ${lossText(lots.map(({ lot }) => lot))}`}
            </Typography>
          </>
        )}
        {failure && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {failure}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        {!reading && lots.length > 0 && (
          <Button
            variant="contained"
            color="error"
            disabled={pending}
            onClick={() => void confirm()}
          >
            {pending
              ? 'Writing off...'
              : `Write off ${lots.length} ${lots.length === 1 ? 'lot' : 'lots'}`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
