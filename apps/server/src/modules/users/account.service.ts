import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_RESETS_PER_HOUR,
  PASSWORD_RESET_MINUTES,
  RESET_PASSWORD_PAGE,
  SERVER_MESSAGES,
  type Account,
  type updateAccountBody,
} from '@shop/contract';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import { passwordResetEmail } from '../../notifications/templates.ts';
import { readShopSettings } from '../shop/settings.service.ts';
import { emailKey } from './email-key.ts';
import * as repo from './users.repository.ts';
import * as accounts from './account.repository.ts';
import {
  LOGIN_FAILURE_WINDOW_MS,
  TooManyAttemptsError,
  hashPassword,
  newPasswordProblem,
} from './users.service.ts';

/** The account as its owner sees it. */
function toAccount(row: UserRow): Account {
  return {
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    defaultAddress: row.defaultAddress,
    smsUpdates: row.smsUpdates,
    language: row.language,
  };
}

export async function getAccount(db: Db, userId: string): Promise<Account> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw unauthorized(SERVER_MESSAGES.unauthorized);
  return toAccount(row);
}

export async function updateAccount(
  db: Db,
  userId: string,
  input: Partial<z.output<typeof updateAccountBody>>,
): Promise<Account> {
  const row = await accounts.updateAccount(db, userId, input);
  // Deleted, or no longer a customer, since the guard looked: the session is gone.
  if (!row) throw unauthorized(SERVER_MESSAGES.unauthorized);
  return toAccount(row);
}

/**
 * A new password with the current one. A wrong current password counts toward the account's
 * login limit (the same count as wrong logins: a stolen session is no fresh set of guesses) and
 * is 400 on `currentPassword`; past the limit, 429 unchecked. The new password meets signup's
 * rules. Every session of the user ends, this one's too: the answer is the row for a new token.
 */
export async function changePassword(
  db: Db,
  user: { id: string; tokenVersion: number },
  input: { currentPassword: string; newPassword: string },
  limits: { attempts: AttemptCounter; maxFailures: number },
): Promise<UserRow> {
  const row = await repo.findUserById(db, user.id);
  if (!row) throw unauthorized(SERVER_MESSAGES.unauthorized);
  const key = `login-failures:${emailKey(row.email)}`;
  const taken = await limits.attempts.take(key, LOGIN_FAILURE_WINDOW_MS);
  if (taken.count > limits.maxFailures) {
    throw new TooManyAttemptsError(Math.max(1, Math.ceil(taken.resetInMs / 1000)));
  }
  if (!(await verify(row.passwordHash, input.currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword, 'currentPassword');
  }
  await limits.attempts.reset(key);
  const problem = await newPasswordProblem(input.newPassword, row.email);
  if (problem) throw badRequest(problem, 'newPassword');
  const updated = await accounts.setPassword(
    db,
    user.id,
    user.tokenVersion,
    await hashPassword(input.newPassword),
  );
  // A logout or another new password came first: this session has ended meanwhile.
  if (!updated) throw unauthorized(SERVER_MESSAGES.unauthorized);
  return updated;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot password: when a customer's account uses the address, and fewer than
 * PASSWORD_RESETS_PER_HOUR links went to it within the hour, keeps a new link (its token's hash
 * only) and emails it. The email goes after the answer, so a slow mail server does not tell an
 * address with an account from one without; a failure to send is logged. Without a mailer (no SMTP_URL)
 * no link is made and nothing is sent (logged).
 * The caller answers the same in every case.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  deps: { mailer: Mailer | undefined; publicUrl: string; log: FastifyBaseLogger },
): Promise<void> {
  const row = await repo.findUserByEmail(db, email);
  // Staff passwords are set by the admin (cashiers) or on the server (npm run create-admin).
  if (row?.role !== 'customer') return;
  const { mailer } = deps;
  if (!mailer) {
    deps.log.warn({ userId: row.id }, 'password reset: email is off (SMTP_URL), no link made');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const kept = await accounts.addPasswordReset(db, {
    userId: row.id,
    tokenHash: tokenHash(token),
    minutes: PASSWORD_RESET_MINUTES,
    perHour: PASSWORD_RESETS_PER_HOUR,
  });
  if (!kept) {
    deps.log.info({ userId: row.id }, 'password reset: hourly limit reached, no link sent');
    return;
  }
  const { shopName } = await readShopSettings(db);
  const link = `${deps.publicUrl}${RESET_PASSWORD_PAGE}?token=${token}`;
  const message = passwordResetEmail({
    shopName,
    customerName: row.username,
    link,
    minutes: PASSWORD_RESET_MINUTES,
    language: row.language,
  });
  void mailer
    .send({ id: `reset-${tokenHash(token).slice(0, 32)}`, to: row.email, ...message })
    .then(
      () => deps.log.info({ userId: row.id }, 'password reset: link emailed'),
      (error: unknown) =>
        deps.log.error({ err: error, userId: row.id }, 'password reset: the email failed'),
    );
}

/**
 * Sets a new password with a link's token: once, before it expires (400 otherwise, the same
 * words for an unknown, used or expired link). A password that breaks signup's rules is 400 on
 * `password` and leaves the link usable. Every session of the account ends, and the count of wrong
 * login passwords starts again.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  attempts: AttemptCounter,
): Promise<void> {
  const hash = tokenHash(token);
  const user = await accounts.findResetUser(db, hash);
  if (!user) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, 'token');
  const problem = await newPasswordProblem(password, user.email);
  if (problem) throw badRequest(problem, 'password');
  if (!(await accounts.usePasswordReset(db, hash, await hashPassword(password)))) {
    throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, 'token');
  }
  // The owner of the mailbox proved it: wrong guesses at the old password no longer lock them out.
  await attempts.reset(`login-failures:${emailKey(user.email)}`);
}
