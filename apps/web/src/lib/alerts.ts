import type { ReactNode } from 'react';
import { create } from 'zustand';
import { ORDER_NOTE_MAX_LENGTH } from '@shop/contract';

/**
 * The titled result dialogs and confirmations of spec section 8 (Good job!, Oops!, Are you
 * sure?), asked for from anywhere with a promise and drawn by the one <AlertHost/> in the app
 * (components/alert-host.tsx) as an MUI dialog: one dialog system, whose modal stack handles
 * focus and aria-hidden when an alert opens over, or as, another dialog closes.
 */

/** What the dialog's icon says (and the dialog announces). */
export type AlertIcon = 'success' | 'error' | 'warning' | 'info';

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

/** One dialog on screen: what it shows and who waits for its answer. */
export interface AlertRequest {
  /** Tells one dialog from the next (a new one starts with an empty note). */
  id: number;
  title: string;
  text?: string;
  /** Shown under the text: what the result leaves to do (the shop's QR code to pay with). */
  more?: ReactNode;
  icon: AlertIcon;
  /** Confirmations only: the confirm button, and the note's box when one is asked for. */
  confirm?: {
    buttonText: string;
    destructive: boolean;
    note?: { label: string; maxLength: number };
  };
  /** Called once: the typed note ('' without a box) when confirmed, null when dismissed. */
  settle: (answer: string | null) => void;
}

const useAlertStore = create<{ current: AlertRequest | null }>(() => ({ current: null }));

/** The dialog to show now, for the host. */
export const useCurrentAlert = () => useAlertStore((state) => state.current);

/** Answers the dialog and takes it off the screen (a stale answer, to one replaced, is ignored). */
export function settleAlert(request: AlertRequest, answer: string | null) {
  if (useAlertStore.getState().current !== request) return;
  useAlertStore.setState({ current: null });
  request.settle(answer);
}

/**
 * Dismisses whatever dialog or notice is open (a test's clean-up, or a new dialog; a page's unmount
 * leaves it standing).
 */
export function dismissAlert() {
  const { current } = useAlertStore.getState();
  if (current) settleAlert(current, null);
  closeNotice();
}

let lastId = 0;

/** One dialog at a time, as before: a new one dismisses the one on screen. */
function ask(request: Omit<AlertRequest, 'id' | 'settle'>) {
  dismissAlert();
  lastId += 1;
  const id = lastId;
  return new Promise<string | null>((settle) => {
    useAlertStore.setState({ current: { ...request, id, settle } });
  });
}

/** A result dialog with OK; resolves when it closes (OK, Esc or a click outside). */
export async function showResult(
  title: string,
  text: string | undefined,
  icon: AlertIcon,
  more?: ReactNode,
) {
  await ask({ title, text, icon, more });
}

function confirmOf(options: ConfirmOptions) {
  return {
    buttonText: options.confirmButtonText ?? 'Yes',
    destructive: options.destructive ?? false,
  };
}

/** A warning with the confirm button and Cancel; resolves true when the user confirms. */
export async function confirmAction(
  title: string,
  text: string,
  options: ConfirmOptions = {},
): Promise<boolean> {
  return (await ask({ title, text, icon: 'warning', confirm: confirmOf(options) })) !== null;
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
  const note = { label: inputLabel, maxLength };
  const answer = await ask({
    title,
    text,
    icon: 'warning',
    confirm: { ...confirmOf(options), note },
  });
  return answer === null ? null : answer.trim();
}

/** A result that tells and goes by itself (see showNotice). */
export interface NoticeRequest {
  /** Tells one notice from the next (each shows afresh, with its own time). */
  id: number;
  title: string;
  text: string;
  icon: AlertIcon;
}

const useNoticeStore = create<{ notice: NoticeRequest | null; open: boolean }>(() => ({
  notice: null,
  open: false,
}));

/** The notice to show now, and whether it is still up, for the host. */
export const useCurrentNotice = () => useNoticeStore();

/** Takes the notice off the screen (its time is up, or the user tapped anywhere). */
export function closeNotice() {
  useNoticeStore.setState({ open: false });
}

/**
 * A cashier's successful move ("Success!" with the server's message): the same title, text and
 * icon as the result dialog, as a short notice at the foot of the page that goes by itself after
 * a moment or at the next tap, and never stands between the cashier and the next button. Errors
 * keep the dialog (showResult), which waits to be read.
 */
export function showNotice(title: string, text: string, icon: AlertIcon) {
  lastId += 1;
  useNoticeStore.setState({ notice: { id: lastId, title, text, icon }, open: true });
}
