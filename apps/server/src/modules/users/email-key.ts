/** Domains that deliver to one Gmail mailbox: googlemail.com is gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, the key that makes one account per mailbox (users.email_key,
 * unique). Letter case never matters (as the stored, lower-cased email always had it); Gmail
 * also ignores dots in the name and anything after a `+`, so `J.uan+shop@googlemail.com` and
 * `juan@gmail.com` share the key `juan@gmail.com`. Any other domain: the lower-cased address.
 * A Gmail name left empty (`+x@gmail.com`) reaches no real mailbox; it keeps its own address.
 * The one place the rule lives: sign-up, admin creation and login all ask it (migration 0011
 * backfilled the rows from before it with the same rule in SQL).
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0 || !GMAIL_DOMAINS.has(address.slice(at + 1))) return address;
  const name = address.slice(0, at).split('+')[0]!.replaceAll('.', '');
  return name === '' ? address : `${name}@gmail.com`;
}
