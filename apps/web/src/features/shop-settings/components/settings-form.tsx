import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEXT_MAX_LENGTH, URL_MAX_LENGTH, WEEKDAY_LABELS, type ShopSettings } from '@shop/contract';
import { SAVE_SETTINGS_FAILED, useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { fieldOf, messageOf } from '../utils/field-error.ts';
import {
  isSettingsField,
  prepareSettings,
  settingsFormValues,
  type SettingsField,
  type SettingsFormValues,
} from '../utils/settings-form.ts';
import { ClosedDatesField } from './closed-dates-field.tsx';
import type { Notice } from '../../../components/notice.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * Every shop setting in one form; Save Settings sends only what changed. An emptied input clears
 * its setting (no limit, no minimum, link hidden).
 */
export function SettingsForm({
  settings,
  notify,
}: {
  settings: ShopSettings;
  notify: (notice: Notice) => void;
}) {
  const save = useUpdateShopSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<SettingsFormValues>({ defaultValues: settingsFormValues(settings) });

  const submit = async (values: SettingsFormValues) => {
    clearErrors();
    setServerError(null);
    const prepared = prepareSettings(values, settings);
    if (prepared.kind === 'unchanged')
      return notify({ severity: 'info', text: 'No changes to save.' });
    if (prepared.kind === 'invalid') {
      const entries = Object.entries(prepared.errors) as [SettingsField, string][];
      entries.forEach(([field, message], i) =>
        setError(field, { type: 'validate', message }, { shouldFocus: i === 0 }),
      );
      return;
    }
    try {
      const answer = await save.mutateAsync(prepared.body);
      reset(settingsFormValues(answer.settings));
      notify({ severity: 'success', text: 'Settings saved' });
    } catch (error) {
      const message = messageOf(error, SAVE_SETTINGS_FAILED);
      const field = fieldOf(error);
      if (isSettingsField(field))
        setError(field, { type: 'server', message }, { shouldFocus: true });
      else setServerError(message);
    }
  };

  const field = (name: Exclude<SettingsField, 'closedWeekdays' | 'closedDates'>) => {
    // The input element, not MUI's wrapper, is what react-hook-form reads and prefills.
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      id: `settings-${name}`,
      error: Boolean(errors[name]),
      fullWidth: true,
    };
  };
  /** The error of a field if any, otherwise its hint. */
  const hint = (name: SettingsField, text?: string) => errors[name]?.message ?? text;
  const url = { htmlInput: { maxLength: URL_MAX_LENGTH, inputMode: 'url' as const } };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Shop settings">
      <Stack spacing={2}>
        <SettingsSection id="settings-shop" title="Shop">
          <TextField
            {...field('shopName')}
            label="Shop name"
            required
            helperText={hint('shopName')}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <TextField
            {...field('address')}
            label="Address"
            multiline
            minRows={2}
            helperText={hint('address', 'The pickup point; shown in the footer and at checkout')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            {...field('phone')}
            label="Phone"
            type="tel"
            placeholder="+63912..."
            helperText={hint('phone')}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            {...field('hours')}
            label="Hours"
            placeholder="Mon to Sat, 7:00 AM to 5:00 PM"
            helperText={hint('hours')}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
          />
        </SettingsSection>

        <SettingsSection
          id="settings-gcash"
          title="GCash"
          description="Shown at checkout to customers who pay by GCash."
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('gcashNumber')}
              label="GCash number"
              type="tel"
              placeholder="09171234567"
              helperText={hint('gcashNumber')}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <TextField
              {...field('gcashName')}
              label="GCash name"
              helperText={hint('gcashName')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Stack>
        </SettingsSection>

        <SettingsSection
          id="settings-links"
          title="Footer Links"
          description="Each link shows in the footer when set; empty hides it."
        >
          <TextField
            {...field('facebookUrl')}
            label="Facebook page"
            type="url"
            placeholder="https://facebook.com/..."
            helperText={hint('facebookUrl')}
            slotProps={url}
          />
          <TextField
            {...field('instagramUrl')}
            label="Instagram page"
            type="url"
            placeholder="https://instagram.com/..."
            helperText={hint('instagramUrl')}
            slotProps={url}
          />
          <TextField
            {...field('gmailAddress')}
            label="Gmail address"
            type="email"
            placeholder="shop@gmail.com"
            helperText={hint('gmailAddress')}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <TextField
            {...field('contactUrl')}
            label="Contact page"
            type="url"
            placeholder="https://..."
            helperText={hint('contactUrl')}
            slotProps={url}
          />
        </SettingsSection>

        <SettingsSection
          id="settings-orders"
          title="Orders"
          description="Checkout refuses an order that breaks one of these rules. Empty: no rule."
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('minimumOrder')}
              label="Minimum order (₱)"
              helperText={hint('minimumOrder', 'Order subtotal; empty: no minimum')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              {...field('cutoffTime')}
              label="Cut-off time"
              type="time"
              helperText={hint(
                'cutoffTime',
                'Philippine time: orders placed after it cannot choose the next day',
              )}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('maxPickupsPerDay')}
              label="Max pickups per day"
              helperText={hint('maxPickupsPerDay', 'Empty: no limit')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              {...field('maxDeliveriesPerDay')}
              label="Max deliveries per day"
              helperText={hint('maxDeliveriesPerDay', 'Empty: no limit')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
        </SettingsSection>

        <SettingsSection
          id="settings-closed"
          title="Closed Days"
          description="Customers cannot choose these days for pickup or delivery."
        >
          <Controller
            name="closedWeekdays"
            control={control}
            render={({ field: { value, onChange, ref } }) => (
              <FormControl component="fieldset" error={Boolean(errors.closedWeekdays)}>
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
                          slotProps={{ input: { ref: day === 0 ? ref : undefined } }}
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
                {errors.closedWeekdays && (
                  <FormHelperText>{errors.closedWeekdays.message}</FormHelperText>
                )}
              </FormControl>
            )}
          />
          <Controller
            name="closedDates"
            control={control}
            render={({ field: { value, onChange, ref } }) => (
              <ClosedDatesField
                value={value}
                onChange={onChange}
                inputRef={ref}
                error={errors.closedDates?.message}
              />
            )}
          />
        </SettingsSection>

        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
