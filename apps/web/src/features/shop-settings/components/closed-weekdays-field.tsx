import type { Ref } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { WEEKDAY_LABELS } from '@shop/contract';

/** The days the shop is closed every week: one checkbox a weekday (0 = Sunday). */
export function ClosedWeekdaysField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: number[];
  onChange: (days: number[]) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Closed every week on</FormLabel>
      <FormGroup row>
        {WEEKDAY_LABELS.map((label, day) => (
          <FormControlLabel
            key={label}
            label={label}
            sx={{ minWidth: 130 }}
            control={
              <Checkbox
                checked={value.includes(day)}
                slotProps={{ input: { ref: day === 0 ? inputRef : undefined } }}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, day].sort((a, b) => a - b)
                      : value.filter((d) => d !== day),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
