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
import { printOnSlip } from '../../../components/order-slip.tsx';
import { useCloseShift } from '../api/counter-api.ts';
import { parsePesos } from '../utils/money-input.ts';
import { ShiftFigures, ShiftReport } from './shift-report.tsx';

const printReport = (shift: Shift) => printOnSlip(<ShiftReport shift={shift} />);

/**
 * Close shift: the cashier counts the drawer; the answer shows expected against counted, the
 * difference, and the GCash payments to check, and prints the shift's report at once.
 */
export function CloseShiftDialog({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const close = useCloseShift();
  const closed = close.data?.shift;
  const countedCash = parsePesos(counted);
  const invalid = touched && countedCash === null;

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
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (countedCash === null) return;
            close.mutate(
              { id: shift._id, countedCash, note: note.trim() || undefined },
              { onSuccess: (answer) => printReport(answer.shift) },
            );
          }}
        >
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              id="shift-counted"
              label="Counted cash (₱)"
              value={counted}
              onChange={(event) => setCounted(event.target.value)}
              error={invalid}
              helperText={invalid ? 'Enter the cash counted in pesos' : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              autoFocus
              sx={{ mt: 1 }}
            />
            <TextField
              id="shift-note"
              label="Note (optional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
            />
            {close.isError && <Alert severity="error">{close.error.message}</Alert>}
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
