import { hash, verify } from '@node-rs/argon2';
import type { LoginBody, Role, User } from '@shop/contract';
import { PASSWORD_MESSAGES, SERVER_MESSAGES, passwordProblem } from '@shop/contract';
import type { createCashierBody, loginBody, signupBody } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { isCommonPassword } from '../../security/common-passwords.ts';
import { emailKey } from './email-key.ts';
import * as repo from './users.repository.ts';

/** argon2id with the library's defaults (m=19 MiB, t=2): OWASP's minimum recommendation. */
export const hashPassword = (password: string) => hash(password);

/** Used when no account matches, so a login takes as long either way. */
let dummyHash: Promise<string> | undefined;

/** The only shape of a user that leaves the server: no password hash, no token version. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Why a new password for `email` is refused, or undefined: only spaces, the email or its local
 * part (the contract's rules, checked again for callers that skip the body schema), or one of
 * the most common passwords (a list too big for the contract and the web bundle).
 */
export async function newPasswordProblem(
  password: string,
  email: string,
): Promise<string | undefined> {
  return (
    passwordProblem(password, email) ??
    ((await isCommonPassword(password)) ? PASSWORD_MESSAGES.tooCommon : undefined)
  );
}

async function createUser(
  db: Db,
  input: { username: string; email: string; password: string },
  role: Role,
): Promise<User> {
  const problem = await newPasswordProblem(input.password, input.email);
  if (problem) throw badRequest(problem, 'password');
  const passwordHash = await hashPassword(input.password);
  const row = await repo.insertUser(db, {
    username: input.username,
    email: input.email,
    passwordHash,
    role,
  });
  if (!row) throw conflict(SERVER_MESSAGES.emailTaken);
  return toUser(row);
}

/** Signup always creates a customer, whatever role the body names. */
export const signUp = (db: Db, input: z.output<typeof signupBody>) =>
  createUser(db, input, 'customer');

export const createCashier = (db: Db, input: z.output<typeof createCashierBody>) =>
  createUser(db, input, 'cashier');

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Too many wrong passwords: 429 with the seconds to wait (the route sets Retry-After). */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, SERVER_MESSAGES.tooManyRequests);
  }
}

/**
 * Checks the credentials; the same answer for an unknown email and a wrong password.
 * At most `maxFailures` passwords are checked for one email within 15 minutes, whatever
 * addresses the attempts come from: each attempt takes its place in the count (an atomic
 * increment) before the password is verified, so parallel guesses cannot all slip in under
 * the limit, and the ones past it are refused unchecked with 429 until the window ends, even
 * with the right password. A wrong password keeps its place; the right one (within the limit)
 * clears the count, as a successful login always has.
 */
export async function logIn(
  db: Db,
  input: z.output<typeof loginBody> | LoginBody,
  limits: { attempts: AttemptCounter; maxFailures: number },
): Promise<UserRow> {
  // Counted per mailbox: dots or a +tag in a Gmail address are no fresh set of guesses.
  const key = `login-failures:${emailKey(input.email)}`;
  const taken = await limits.attempts.take(key, LOGIN_FAILURE_WINDOW_MS);
  if (taken.count > limits.maxFailures) {
    throw new TooManyAttemptsError(Math.max(1, Math.ceil(taken.resetInMs / 1000)));
  }
  const row = await repo.findUserByEmail(db, input.email);
  // An unknown email still costs one hash check, so timing does not reveal accounts.
  const valid = row
    ? await verify(row.passwordHash, input.password)
    : await verify(await (dummyHash ??= hashPassword('not-a-real-password')), input.password);
  if (!row || !valid) throw unauthorized(SERVER_MESSAGES.invalidCredentials);
  await limits.attempts.reset(key);
  return row;
}

export const logOut = (db: Db, userId: string) => repo.bumpTokenVersion(db, userId);

export async function getUser(db: Db, userId: string): Promise<User> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw unauthorized(SERVER_MESSAGES.unauthorized);
  return toUser(row);
}

export async function listCashiers(db: Db): Promise<User[]> {
  return (await repo.listUsersByRole(db, 'cashier')).map(toUser);
}

/** Only cashier accounts can be deleted here; their sessions end with the row. */
export async function deleteCashier(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteUserWithRole(db, id, 'cashier'))) {
    throw notFound(SERVER_MESSAGES.cashierNotFound);
  }
}

/**
 * An admin's new password for a cashier: the rules of a new cashier's password (checked
 * against the cashier's own email), and every session of theirs ends with the old password,
 * their open live streams too (the hub re-checks token versions). 404 for any id that is not a
 * cashier's.
 */
export async function setCashierPassword(db: Db, id: string, password: string): Promise<void> {
  const cashier = await repo.findUserById(db, id);
  if (cashier?.role !== 'cashier') throw notFound(SERVER_MESSAGES.cashierNotFound);
  const problem = await newPasswordProblem(password, cashier.email);
  if (problem) throw badRequest(problem, 'password');
  // Deleted meanwhile: nothing to change, and the answer is the same 404.
  if (!(await repo.setPasswordOfRole(db, id, 'cashier', await hashPassword(password)))) {
    throw notFound(SERVER_MESSAGES.cashierNotFound);
  }
}

/** Creates the bootstrap admin when no account with that email exists yet. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<boolean> {
  if (await repo.findUserByEmail(db, email)) return false;
  const problem = await newPasswordProblem(password, email);
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`);
  const row = await repo.insertUser(db, {
    username: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  return row !== undefined;
}
