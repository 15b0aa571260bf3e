import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { WEEKDAY_LABELS, isCalendarDate, shopToday } from '@shop/contract';
import { ShopDate } from '../../../components/shop-date.tsx';

const weekdayOf = (date: string) => WEEKDAY_LABELS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** Holidays: a list of dates, each with Remove, and a date input with Add Date. */
export function ClosedDatesField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string[];
  onChange: (dates: string[]) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const add = () => {
    if (!isCalendarDate(adding)) return setAddError('Choose a date to add');
    if (value.includes(adding)) return setAddError('That date is already in the list');
    onChange([...value, adding].sort());
    setAdding('');
    setAddError(null);
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend">Closed dates (holidays)</FormLabel>
      {value.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          No closed dates.
        </Typography>
      ) : (
        <List dense aria-label="Closed dates" sx={{ py: 0.5 }}>
          {value.map((date) => (
            <ListItem
              key={date}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${date}`}
                  onClick={() => onChange(value.filter((d) => d !== date))}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={<ShopDate value={date} />} secondary={weekdayOf(date)} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
        <TextField
          id="settings-closed-date"
          label="Closed date"
          type="date"
          size="small"
          value={adding}
          onChange={(event) => {
            setAdding(event.target.value);
            setAddError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the date rather than saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          inputRef={inputRef}
          error={Boolean(addError)}
          helperText={addError}
          sx={{ flex: 1, minWidth: 0, maxWidth: 240 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: shopToday() } }}
        />
        <Box>
          <Button variant="outlined" onClick={add} sx={{ height: 40 }}>
            Add Date
          </Button>
        </Box>
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
