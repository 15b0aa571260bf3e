import nodemailer, { type NodemailerError } from 'nodemailer';
import { DeliveryError, shortDetail } from './delivery-error.ts';

/**
 * Email through SMTP with nodemailer. SMTP_URL says where and how (smtp://user:pass@host:587,
 * smtps://... for TLS from the start; nodemailer upgrades smtp:// with STARTTLS when offered).
 * One connection per message: a shop sends a handful an hour, and a fresh connection after a
 * failure is what a retry wants anyway.
 */

export interface MailerOptions {
  smtpUrl: string;
  /** MAIL_FROM: "Sweet Crumbs <orders@sweetcrumbs.ph>" or a bare address. */
  from: string;
  /** Overrides the connect, greeting and idle timeouts (10-20 s) when a test wants less. */
  timeoutMs?: number;
}

export interface MailMessage {
  /** The outbox message's stable id: the same on every try. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Defaults wait minutes (2 min to connect, 10 min idle); a worker holding a message that long
 * looks stuck. These still leave a slow server time to greet and to take the message.
 */
const TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
};

const FALLBACK_DOMAIN = 'bakery-shop.local';

export function createMailer({ smtpUrl, from, timeoutMs }: MailerOptions): Mailer {
  const timeouts =
    timeoutMs === undefined
      ? TIMEOUTS
      : { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  // Options in the URL (?connectionTimeout=...) win over these: nodemailer applies them last.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  const domain = messageIdDomain(from);
  return {
    async send({ id, to, subject, text, html }) {
      try {
        await transport.sendMail({
          from,
          to,
          subject,
          text,
          html,
          // The same Message-ID on every try: a mail server or client that got an earlier try
          // can tell the repeat for what it is.
          messageId: `<${messageIdLocalPart(id)}@${domain}>`,
        });
      } catch (error) {
        throw mailError(error);
      }
    },
  };
}

/** The domain of MAIL_FROM's address, where a Message-ID belongs; a stand-in when there is none. */
export function messageIdDomain(from: string): string {
  const match = /@([a-z0-9-]+(?:\.[a-z0-9-]+)*)\s*>?\s*$/i.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? FALLBACK_DOMAIN;
}

/** The id as it may stand before the @ (RFC 5322 dot-atom text); a uuid passes unchanged. */
const messageIdLocalPart = (id: string): string =>
  id.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, '-');

/**
 * A reply from the server decides: 5xx is a refusal the same message would get again (a
 * mailbox that does not exist, a policy); nodemailer marks 503 (commands out of order) as not
 * permanent, and that is followed. 4xx and no reply at all (refused connection, timeout, DNS)
 * may pass on another try. An address nodemailer cannot even put in the envelope stays wrong.
 */
function mailError(error: unknown): DeliveryError {
  const err = (error ?? {}) as NodemailerError;
  if (typeof err.responseCode === 'number') {
    const permanent = typeof err.permanent === 'boolean' ? err.permanent : err.responseCode >= 500;
    const reply = shortDetail(err.response ?? String(err.responseCode));
    return new DeliveryError(`Mail server answered ${reply}`, permanent);
  }
  if (err.code === 'EENVELOPE') {
    return new DeliveryError(`Mail not sent: ${shortDetail(err.message ?? '')}`, true);
  }
  const code = err.originalCode ?? err.code;
  const detail = err.code === 'ETIMEDOUT' ? 'timed out' : `unreachable${code ? ` (${code})` : ''}`;
  return new DeliveryError(`Mail server ${detail}`, false);
}
