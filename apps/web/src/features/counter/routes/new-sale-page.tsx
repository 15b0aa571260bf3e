import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatPeso, type Shift } from '@shop/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCurrentShift } from '../api/counter-api.ts';
import { CloseShiftDialog } from '../components/close-shift-dialog.tsx';
import { CounterSalesList } from '../components/counter-sales-list.tsx';
import { OpenShiftForm } from '../components/open-shift-form.tsx';
import { SalePanel } from '../components/sale-panel.tsx';

/** The open shift in one line, and the way to close it. */
function ShiftBar({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Your shift"
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Typography>Shift opened {formatTimestamp(shift.openedAt)}</Typography>
      <Typography>Float {formatPeso(shift.float)}</Typography>
      <Typography>Expected cash {formatPeso(shift.expectedCash)}</Typography>
      <Button variant="outlined" onClick={onClose} sx={{ ml: 'auto' }}>
        Close shift
      </Button>
    </Paper>
  );
}

/**
 * New Sale (issue 27, decision 82): walk-in sales at the counter, from the same lots as the
 * web shop, inside the cashier's shift; without an open shift, the form that opens one.
 */
export function Component() {
  usePageTitle('New Sale');
  const shift = useCurrentShift();
  // The closed shift stays on screen (its figures and report) until the cashier is done.
  const [closing, setClosing] = useState<Shift | null>(null);

  let body;
  if (shift.isPending) body = <Typography role="status">{MESSAGES.loading}</Typography>;
  else if (shift.isError) body = <Alert severity="error">{shift.error.message}</Alert>;
  else if (!shift.data) body = <OpenShiftForm />;
  else
    body = (
      <>
        <ShiftBar shift={shift.data} onClose={() => setClosing(shift.data)} />
        <SalePanel />
        <CounterSalesList shiftId={shift.data._id} />
      </>
    );

  return (
    <>
      <PageHeader>New Sale</PageHeader>
      <Box>{body}</Box>
      {closing && <CloseShiftDialog shift={closing} onClose={() => setClosing(null)} />}
    </>
  );
}
