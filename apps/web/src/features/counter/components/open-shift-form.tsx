import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useOpenShift } from '../api/counter-api.ts';
import { parsePesos } from '../utils/money-input.ts';

/** No open shift: the cashier counts the float into the drawer and opens one before selling. */
export function OpenShiftForm() {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const open = useOpenShift();
  const float = parsePesos(text);
  const invalid = touched && float === null;
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
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (float !== null) open.mutate(float);
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          id="shift-float"
          label="Float (₱)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid}
          helperText={invalid ? 'Enter the float in pesos, e.g. 2000 or 2000.50' : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          autoFocus
        />
        {open.isError && <Alert severity="error">{open.error.message}</Alert>}
        <Button type="submit" variant="contained" loading={open.isPending}>
          Open shift
        </Button>
      </Box>
    </Paper>
  );
}
