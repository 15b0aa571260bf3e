/**
 * Why a message could not be handed over. `permanent` tells the outbox worker whether trying the
 * same message again can help: a refused number or mailbox stays refused (mark it failed), a phone
 * that is offline or a mail server that is down may be back on the next try (retry with backoff).
 * The message is short and safe to store and show to the admin: a status and the peer's own
 * words, never a URL, a password or a token.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

const MAX_DETAIL_LENGTH = 200;

/** A peer's answer as one short line: whitespace collapsed, long text cut (what the admin page shows). */
export function shortDetail(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_DETAIL_LENGTH ? `${line.slice(0, MAX_DETAIL_LENGTH - 3)}...` : line;
}
