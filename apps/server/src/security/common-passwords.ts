/**
 * The most common passwords, refused for every new password (signup, cashier accounts, the
 * bootstrap admin). The list is zxcvbn-ts's "passwords-common" dictionary
 * (@zxcvbn-ts/language-common, about 49,000 entries, all lower case, from leaked-password
 * frequency lists), kept on the server only: the web bundle never carries it.
 */

/** Loaded on the first check (about 30 ms and a few MB), then kept for the process's life. */
let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** True when the password, in any letter case and without outer spaces, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/** How many entries the list holds (tests and docs quote it). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}
