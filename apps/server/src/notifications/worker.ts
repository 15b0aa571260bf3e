import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.ts';
import { notifications, type NotificationRow } from '../db/schema/index.ts';
import { DeliveryError } from './delivery-error.ts';
import type { Mailer } from './mailer.ts';
import { CLEARED_RECIPIENT, NOT_A_MOBILE } from './outbox.ts';
import { toPhilippineE164 } from './phone.ts';
import type { SmsSender } from './sms-gateway.ts';

export interface Senders {
  sms?: SmsSender | undefined;
  email?: Mailer | undefined;
}

export interface WorkerTiming {
  /** The first retry this long after a failed try, then doubling. */
  retryBaseMs: number;
  /** Tries before a message is failed for good. */
  maxAttempts: number;
  /** How long a claimed message is this worker's before another may take it over. */
  leaseMs: number;
  /** How often the outbox is looked at for due messages (retries; other servers' messages). */
  pollMs: number;
}

/** Messages claimed per round: each is sent before the next round is claimed. */
const BATCH = 10;

/** The wait before the try after `attempts` tries: base, 2 × base, 4 × base, ... */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  baseMs * 2 ** Math.max(0, attempts - 1);

/**
 * Sends what the outbox holds. Claiming is one UPDATE over a `FOR UPDATE SKIP LOCKED` select:
 * it counts the try and sets a lease, so several servers on one PostgreSQL never take the same
 * message, and a server that dies mid-send (after the claim, before recording the result) leaves
 * the message to be claimed again once the lease runs out: delivery is at least once, and the
 * message's id (the gateway's `id`, the email's Message-ID) lets the far side see a repeat.
 */
export class NotificationWorker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly senders: Senders,
    private readonly timing: WorkerTiming,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return Boolean(this.senders.sms || this.senders.email);
  }

  start(): void {
    if (!this.enabled) return;
    this.#timer = setInterval(() => this.wake(), this.timing.pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Looks at the outbox now (after a status change); one round at a time. */
  wake(): void {
    if (!this.enabled || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.drain()
      .then(() => undefined)
      .catch((error: Error) => this.log.error({ err: error }, 'sending messages failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  /** Sends every due message; answers how many rounds ran (tests wait on this). */
  async drain(): Promise<number> {
    let rounds = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return rounds;
      rounds += 1;
      await Promise.all(claimed.map((row) => this.deliver(row)));
      if (this.#stopped) return rounds;
    }
  }

  async claim(): Promise<NotificationRow[]> {
    const result = await this.db.execute(sql`
      update ${notifications} set
        attempts = attempts + 1,
        claimed_until = now() + make_interval(secs => ${this.timing.leaseMs / 1000})
      where id in (
        select id from ${notifications}
        where status = 'pending' and next_attempt_at <= now()
          and (claimed_until is null or claimed_until <= now())
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked)
      returning id`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(notifications)
      .where(sql`${notifications.id} in ${ids}`);
  }

  async deliver(row: NotificationRow): Promise<void> {
    try {
      await this.send(row);
    } catch (error) {
      const failure =
        error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
      const final = failure.permanent || row.attempts >= this.timing.maxAttempts;
      await this.db
        .update(notifications)
        .set({
          status: final ? 'failed' : 'pending',
          lastError: failure.message.slice(0, 500),
          claimedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${
            retryDelayMs(row.attempts, this.timing.retryBaseMs) / 1000
          })`,
        })
        .where(eq(notifications.id, row.id));
      this.log.warn(
        { notification: row.id, channel: row.channel, attempts: row.attempts, final },
        `message not sent: ${failure.message}`,
      );
      return;
    }
    await this.db
      .update(notifications)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(eq(notifications.id, row.id));
    this.log.info({ notification: row.id, channel: row.channel }, 'message sent');
  }

  private async send(row: NotificationRow): Promise<void> {
    if (row.channel === 'sms') {
      if (!this.senders.sms)
        throw new DeliveryError('Text messages are off (SMS_GATEWAY_URL).', false);
      if (row.recipient === CLEARED_RECIPIENT) {
        throw new DeliveryError('The customer info was cleared; not sent.', true);
      }
      const phone = toPhilippineE164(row.recipient);
      if (!phone) throw new DeliveryError(NOT_A_MOBILE, true);
      await this.senders.sms.send({ id: row.id, phoneNumber: phone, text: row.body });
      return;
    }
    if (!this.senders.email) throw new DeliveryError('Email is off (SMTP_URL).', false);
    await this.senders.email.send({
      id: row.id,
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.body,
      html: row.html ?? '',
    });
  }
}
