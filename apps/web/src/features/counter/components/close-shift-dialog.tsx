import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import PrintIcon from '@mui/icons-material/Print';
import { shiftClosed, type Shift } from '@shop/contract';
import { CallFailure, useCheckedSubmit } from '../../../components/checked-form.tsx';
import { printOnSlip } from '../../../components/order-slip.tsx';
import { useCloseShift } from '../api/counter-api.ts';
import { parsePesos } from '../utils/money-input.ts';
import { MoneyField } from './money-field.tsx';
import { ShiftFigures, ShiftReport } from './shift-report.tsx';

const printReport = (shift: Shift) => printOnSlip(<ShiftReport shift={shift} />);

/**
 * Close shift: the cashier counts the drawer; the answer shows expected against counted, the
 * difference, and the GCash payments to check, and prints the shift's report at once.
 */
export function CloseShiftDialog({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const close = useCloseShift();
  const closed = close.data?.shift;
  const countedCash = parsePesos(counted);
  const { touched, onSubmit } = useCheckedSubmit(() => {
    if (countedCash === null) return;
    close.mutate(
      { id: shift._id, countedCash, note: note.trim() || undefined },
      { onSuccess: (answer) => printReport(answer.shift) },
    );
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="close-shift-title" fullWidth maxWidth="xs">
      <DialogTitle id="close-shift-title">Close shift</DialogTitle>
      {closed ? (
        <>
          <DialogContent>
            <Alert severity={closed.difference === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {shiftClosed(closed.difference ?? 0)}
            </Alert>
            <Box className="slip" sx={{ fontSize: 14 }}>
              <ShiftFigures shift={closed} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button startIcon={<PrintIcon />} onClick={() => printReport(closed)}>
              Print report
            </Button>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <MoneyField
              id="shift-counted"
              label="Counted cash (₱)"
              value={counted}
              onChange={setCounted}
              invalid={touched && countedCash === null}
              invalidText="Enter the cash counted in pesos"
            />
            <TextField
              id="shift-note"
              label="Note (optional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
            />
            <CallFailure call={close} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" loading={close.isPending}>
              Close shift
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
