import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { ORDER_NOTE_MAX_LENGTH } from '@shop/contract';
import { colors } from '../styles/tokens.ts';

/**
 * SweetAlert2 (about 21 KB gzip) is fetched the first time a dialog is shown, not with the
 * page that may show one (cart, login, staff screens).
 */
const loadSwal = async () => (await import('sweetalert2')).default;

/**
 * The titled result dialogs of spec section 8 (Good job!, Oops!, Are you sure?), built on
 * SweetAlert2. Closing on Esc and outside click is SweetAlert2's default.
 */
export async function showResult(title: string, text: string | undefined, icon: SweetAlertIcon) {
  const Swal = await loadSwal();
  await Swal.fire({ title, text, icon, confirmButtonColor: colors.primary });
}

export interface ConfirmOptions {
  /** The confirming button's text ('Yes' unless told). */
  confirmButtonText?: string;
  /**
   * The action deletes something or turns a customer away (Delete product, delete cashier, Clear
   * Customer Info, Decline): its button is red. Otherwise it keeps the primary green.
   */
  destructive?: boolean;
}

export interface NoteOptions extends ConfirmOptions {
  /** The text box's visible label ("Reason (optional)"). */
  inputLabel: string;
  /** At most this many characters can be typed (the order note's limit unless told). */
  maxLength?: number;
}

async function fireConfirm(title: string, text: string, options: ConfirmOptions, extra = {}) {
  const Swal = await loadSwal();
  const settings: SweetAlertOptions = {
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: options.confirmButtonText ?? 'Yes',
    cancelButtonText: 'Cancel',
    confirmButtonColor: options.destructive ? colors.errorDark : colors.primary,
    // Cancel is the way out, never an alarm: a neutral grey (the theme's secondary text colour,
    // 5.7:1 against its white label), whatever the action.
    cancelButtonColor: colors.textSecondary,
    // Enter or a stray tap must not delete anything: Cancel has the focus (a note's text box
    // takes it when there is one).
    focusCancel: true,
    ...extra,
  };
  return Swal.fire(settings);
}

/**
 * Resolves true when the user confirms. The third argument may still be the confirm button's
 * text alone (the older form).
 */
export async function confirmAction(
  title: string,
  text: string,
  options: string | ConfirmOptions = {},
): Promise<boolean> {
  const resolved = typeof options === 'string' ? { confirmButtonText: options } : options;
  return (await fireConfirm(title, text, resolved)).isConfirmed;
}

/**
 * A confirmation with an optional one-line note (a cashier's word to the customer). Resolves to
 * the note, trimmed ('' when none was typed), when the user confirms, or null when they cancel.
 */
export async function confirmWithNote(
  title: string,
  text: string,
  { inputLabel, maxLength = ORDER_NOTE_MAX_LENGTH, ...options }: NoteOptions,
): Promise<string | null> {
  const result = await fireConfirm(title, text, options, {
    input: 'text',
    inputLabel,
    inputAttributes: { maxlength: String(maxLength), autocomplete: 'off' },
  } satisfies SweetAlertOptions);
  if (!result.isConfirmed) return null;
  return typeof result.value === 'string' ? result.value.trim() : '';
}
