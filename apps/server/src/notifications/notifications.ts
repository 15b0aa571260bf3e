import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.ts';
import type { Env } from '../env.ts';
import { publicUrl } from '../lib/public-url.ts';
import { createMailer, type Mailer } from './mailer.ts';
import type { Channels } from './outbox.ts';
import { createSmsSender } from './sms-gateway.ts';
import { NotificationWorker, type Senders } from './worker.ts';

/**
 * Messages to customers as this server is configured: text messages when SMS_GATEWAY_URL is
 * set, email when SMTP_URL is; neither, and nothing is queued or sent.
 */
export class Notifications {
  readonly channels: Channels;
  readonly worker: NotificationWorker;
  /** The mailer, for emails that are no order's (a link to set a new password); none without SMTP_URL. */
  readonly mailer: Mailer | undefined;

  constructor(db: Db, env: Env, log: FastifyBaseLogger) {
    const senders: Senders = {
      sms: env.SMS_GATEWAY_URL
        ? createSmsSender({
            url: env.SMS_GATEWAY_URL,
            username: env.SMS_GATEWAY_USERNAME ?? '',
            password: env.SMS_GATEWAY_PASSWORD ?? '',
          })
        : undefined,
      email: env.SMTP_URL
        ? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? '' })
        : undefined,
    };
    this.mailer = senders.email;
    this.channels = {
      sms: Boolean(senders.sms),
      email: Boolean(senders.email),
      smsPerNumberPerDay: env.SMS_PER_NUMBER_PER_DAY,
      publicUrl: publicUrl(env),
    };
    this.worker = new NotificationWorker(
      db,
      senders,
      {
        retryBaseMs: env.NOTIFICATION_RETRY_SECONDS * 1000,
        maxAttempts: env.NOTIFICATION_MAX_ATTEMPTS,
        leaseMs: env.NOTIFICATION_LEASE_SECONDS * 1000,
        // Due retries are found within a poll; never slower than every 2 s.
        pollMs: Math.min(2000, env.NOTIFICATION_RETRY_SECONDS * 1000),
      },
      log,
    );
  }

  /** What a status change needs to queue its messages. */
  get effects() {
    return { channels: this.channels };
  }
}
