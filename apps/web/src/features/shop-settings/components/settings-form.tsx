import { useMemo, type Ref } from 'react';
import { Controller, useForm, type ControllerFieldState } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { TEXT_MAX_LENGTH, URL_MAX_LENGTH, type ShopSettings } from '@shop/contract';
import { FieldRow } from '../../../components/form-dialog.tsx';
import type { Notice } from '../../../components/notice.tsx';
import { textFieldProps } from '../../../lib/form-field.ts';
import { SAVE_SETTINGS_FAILED, useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { useSaveRefusal } from '../utils/field-error.ts';
import {
  SYNONYM_LINE_HINT,
  settingsForm,
  settingsFormValues,
  toSettingsBody,
  type SettingsFormValues,
} from '../utils/settings-form.ts';
import { ClosedDatesField } from './closed-dates-field.tsx';
import { ClosedWeekdaysField } from './closed-weekdays-field.tsx';
import { PaymentQrField } from './payment-qr-field.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';

type InputName = Exclude<keyof SettingsFormValues, 'closedWeekdays' | 'closedDates'>;

/** How each text input of the form shows: its label, hint and what may be typed. */
interface InputSpec {
  label: string;
  hint?: string;
  type?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric' | 'url';
  required?: boolean;
  multiline?: boolean;
}

const link = (label: string, placeholder: string): InputSpec => ({
  label,
  type: 'url',
  placeholder,
  maxLength: URL_MAX_LENGTH,
  inputMode: 'url',
});

const INPUTS: Record<InputName, InputSpec> = {
  shopName: { label: 'Shop name', required: true, maxLength: 80 },
  address: {
    label: 'Address',
    multiline: true,
    hint: 'The pickup point; shown in the footer and at checkout',
    maxLength: 300,
  },
  phone: { label: 'Phone', type: 'tel', placeholder: '+63912...', maxLength: 30 },
  hours: {
    label: 'Hours',
    placeholder: 'Mon to Sat, 7:00 AM to 5:00 PM',
    maxLength: TEXT_MAX_LENGTH,
  },
  gcashNumber: { label: 'GCash number', type: 'tel', placeholder: '09171234567', maxLength: 20 },
  gcashName: { label: 'GCash name', maxLength: 100 },
  facebookUrl: link('Facebook page', 'https://facebook.com/...'),
  instagramUrl: link('Instagram page', 'https://instagram.com/...'),
  gmailAddress: {
    label: 'Gmail address',
    type: 'email',
    placeholder: 'shop@gmail.com',
    maxLength: 254,
  },
  contactUrl: link('Contact page', 'https://...'),
  messengerUrl: {
    ...link('Messenger chat', 'https://m.me/...'),
    hint: "Your page's m.me address; order pages open a chat that names the order",
  },
  viberNumber: {
    label: 'Viber number',
    type: 'tel',
    placeholder: '09171234567',
    maxLength: 20,
    hint: 'A mobile number with Viber',
  },
  searchSynonyms: {
    label: 'Search words',
    multiline: true,
    hint: SYNONYM_LINE_HINT,
    placeholder: 'gawgaw = cornstarch',
  },
  minimumOrder: {
    label: 'Minimum order (₱)',
    hint: 'Order subtotal; empty: no minimum',
    inputMode: 'decimal',
  },
  cutoffTime: {
    label: 'Cut-off time',
    type: 'time',
    hint: 'Philippine time: orders placed after it cannot choose the next day',
  },
  maxPickupsPerDay: { label: 'Max pickups per day', hint: 'Empty: no limit', inputMode: 'numeric' },
  maxDeliveriesPerDay: {
    label: 'Max deliveries per day',
    hint: 'Empty: no limit',
    inputMode: 'numeric',
  },
  bookingDays: {
    label: 'Booking window (days)',
    hint: 'How many days ahead customers can choose a pickup or delivery date',
    inputMode: 'numeric',
    required: true,
  },
};

/** The form's sections of text inputs, top to bottom; a pair of names shares a row. */
const SECTIONS: {
  id: string;
  title: string;
  description?: string;
  rows: (InputName | [InputName, InputName])[];
}[] = [
  { id: 'settings-shop', title: 'Shop', rows: ['shopName', 'address', 'phone', 'hours'] },
  {
    id: 'settings-gcash',
    title: 'GCash',
    description: 'Shown at checkout to customers who pay by GCash.',
    rows: [['gcashNumber', 'gcashName']],
  },
  {
    id: 'settings-links',
    title: 'Footer Links',
    description: 'Each link shows in the footer when set; empty hides it.',
    rows: ['facebookUrl', 'instagramUrl', 'gmailAddress', 'contactUrl'],
  },
  {
    id: 'settings-chat',
    title: 'Chat',
    description: 'Customers see these on their orders and tracking pages.',
    rows: [['messengerUrl', 'viberNumber']],
  },
  {
    id: 'settings-search',
    title: 'Search Words',
    description:
      'Search already knows the common Filipino words (harina, asukal, mantika, lebadura, gawgaw and more). Add your own here.',
    rows: ['searchSynonyms'],
  },
  {
    id: 'settings-orders',
    title: 'Orders',
    description: 'Checkout refuses an order that breaks one of these rules. Empty: no rule.',
    rows: [
      ['minimumOrder', 'cutoffTime'],
      ['maxPickupsPerDay', 'maxDeliveriesPerDay'],
      'bookingDays',
    ],
  },
];

/** A list input's props from its Controller: the list, its change, its ref and its message. */
const listProps = <T,>({
  field: { value, onChange, ref },
  fieldState,
}: {
  field: { value: T; onChange: (value: T) => void; ref: Ref<HTMLInputElement> };
  fieldState: ControllerFieldState;
}) => ({ value, onChange, inputRef: ref, error: fieldState.error?.message });

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
  const defaultValues = settingsFormValues(settings);
  const resolver = useMemo(() => zodResolver(settingsForm(settings)), [settings]);
  const form = useForm({ resolver, defaultValues });
  const refusal = useSaveRefusal(form.setError, Object.keys(defaultValues));

  const submit = form.handleSubmit(async (values) => {
    refusal.clear();
    const body = toSettingsBody(values, settings);
    if (body === null) return notify({ severity: 'info', text: 'No changes to save.' });
    try {
      const answer = await save.mutateAsync(body);
      form.reset(settingsFormValues(answer.settings));
      notify({ severity: 'success', text: 'Settings saved' });
    } catch (error) {
      refusal.show(error, SAVE_SETTINGS_FAILED);
    }
  });

  const input = (name: InputName) => {
    const { label, hint, type, placeholder, maxLength, inputMode, required, multiline } =
      INPUTS[name];
    const props: TextFieldProps = {
      ...textFieldProps(form, 'settings', name, hint),
      label,
      type,
      placeholder,
      required,
      ...(multiline ? { multiline, minRows: 2 } : {}),
      slotProps: {
        htmlInput: { maxLength, inputMode },
        // A time input shows its own placeholder: the label stays above it.
        ...(type === 'time' ? { inputLabel: { shrink: true } } : {}),
      },
    };
    return <TextField key={name} {...props} />;
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Shop settings">
      <Stack spacing={2}>
        {SECTIONS.map(({ id, title, description, rows }) => (
          <TitledSection key={id} id={id} title={title} description={description}>
            {rows.map((row) =>
              typeof row === 'string' ? (
                input(row)
              ) : (
                <FieldRow key={row.join()}>{row.map(input)}</FieldRow>
              ),
            )}
            {id === 'settings-gcash' && <PaymentQrField settings={settings} notify={notify} />}
          </TitledSection>
        ))}

        <TitledSection
          id="settings-closed"
          title="Closed Days"
          description="Customers cannot choose these days for pickup or delivery."
        >
          <Controller
            name="closedWeekdays"
            control={form.control}
            render={(bound) => <ClosedWeekdaysField {...listProps(bound)} />}
          />
          <Controller
            name="closedDates"
            control={form.control}
            render={(bound) => <ClosedDatesField {...listProps(bound)} />}
          />
        </TitledSection>

        {refusal.message && <Alert severity="error">{refusal.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
