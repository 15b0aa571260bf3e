import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CallFailure, useCheckedSubmit } from '../../../components/checked-form.tsx';
import { useOpenShift } from '../api/counter-api.ts';
import { parsePesos } from '../utils/money-input.ts';
import { MoneyField } from './money-field.tsx';

/** No open shift: the cashier counts the float into the drawer and opens one before selling. */
export function OpenShiftForm() {
  const [text, setText] = useState('');
  const open = useOpenShift();
  const float = parsePesos(text);
  const { touched, onSubmit } = useCheckedSubmit(() => {
    if (float !== null) open.mutate(float);
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Open shift
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Count the cash in the drawer before the first sale.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Open shift"
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <MoneyField
          id="shift-float"
          label="Float (₱)"
          value={text}
          onChange={setText}
          invalid={touched && float === null}
          invalidText="Enter the float in pesos, e.g. 2000 or 2000.50"
        />
        <CallFailure call={open} />
        <Button type="submit" variant="contained" loading={open.isPending}>
          Open shift
        </Button>
      </Box>
    </Paper>
  );
}
