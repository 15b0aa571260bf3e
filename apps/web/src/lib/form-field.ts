import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { localizeMessage } from '../i18n/localize-message.ts';

/**
 * The props that bind a MUI TextField to one input of a react-hook-form form: its register
 * handlers on the input element (what react-hook-form reads and prefills, not MUI's wrapper),
 * an id, and the field's message in place of its hint while it has one (the contract's English
 * refusal, in Filipino for a customer reading it).
 */
export function textFieldProps<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'formState'>,
  idPrefix: string,
  name: Path<Values>,
  hint?: string,
) {
  const { ref, ...rest } = form.register(name);
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return {
    ...rest,
    inputRef: ref,
    id: `${idPrefix}-${name}`,
    error: message !== undefined,
    helperText: message !== undefined ? localizeMessage(message) : hint,
    fullWidth: true,
  };
}
