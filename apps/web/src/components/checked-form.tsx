import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { useLocalizeMessage } from '../i18n/localize-message.ts';

/**
 * A staff form whose fields are checked once it is first sent, then as they are typed (the
 * counter's open-shift form, close-shift and refund dialogs): `touched` says whether to show the
 * fields' errors; `onSubmit` keeps the page, marks the form touched and calls `send`, which sends
 * when the fields are right.
 */
export function useCheckedSubmit(send: () => void) {
  const [touched, setTouched] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    send();
  };
  return { touched, onSubmit };
}

/**
 * The server's refusal of the form's call, in its own words (in Filipino for a customer reading
 * it), under the fields.
 */
export function CallFailure({ call }: { call: { error: Error | null } }) {
  const say = useLocalizeMessage();
  return call.error ? <Alert severity="error">{say(call.error.message)}</Alert> : null;
}
