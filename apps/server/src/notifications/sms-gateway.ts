import Client, { type HttpClient } from 'android-sms-gateway';
import { DeliveryError, shortDetail } from './delivery-error.ts';

/**
 * Text messages through the "SMS Gateway for Android" app: a phone on the shop's network in
 * local-server mode (`http://192.168.1.50:8080`), or the app's cloud server
 * (`https://api.sms-gate.app/3rdparty/v1`); both serve the same `POST {url}/message`.
 *
 * The app's own client (android-sms-gateway) fits: it takes the base URL, posts to
 * `{baseUrl}/message` with Basic auth, and its Message carries `id`, which the app stores as
 * the message's id; sending the same id again is how a retry is recognised. The client leaves
 * the HTTP calls to us, so the timeout, the status codes and the errors are decided here.
 */

export interface SmsGatewayOptions {
  url: string;
  username: string;
  password: string;
  /** How long to wait for the gateway's answer; 15 s unless a test wants less. */
  timeoutMs?: number;
}

export interface SmsMessage {
  /** The outbox message's stable id: the same on every try. */
  id: string;
  /** E.164, e.g. +639171234567. */
  phoneNumber: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** A phone on Wi-Fi can be slow to answer, but a status change must not wait on it for long. */
const REQUEST_TIMEOUT_MS = 15_000;

export function createSmsSender({
  url,
  username,
  password,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: SmsGatewayOptions): SmsSender {
  const client = new Client(username, password, gatewayHttp(timeoutMs), baseUrl(url));
  return {
    async send({ id, phoneNumber, text }) {
      await client.send({ id, message: text, phoneNumbers: [phoneNumber] });
    },
  };
}

/** The configured URL without a trailing slash; refused at start-up when it cannot work. */
function baseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMS_GATEWAY_URL must be a URL like http://192.168.1.50:8080');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error('SMS_GATEWAY_URL must start with http:// or https://');
  }
  // fetch refuses a URL with credentials in it; they belong in the username and password.
  if (parsed.username || parsed.password) {
    throw new Error('SMS_GATEWAY_URL must not carry a user or password');
  }
  return url.replace(/\/+$/, '');
}

/**
 * Only post is used (the client's other calls are for webhooks, logs and settings). The answer's
 * body is not read on success: the gateway queues the text (202) and sends it on its own.
 */
function gatewayHttp(timeoutMs: number): HttpClient {
  const unused = (): never => {
    throw new Error('Only POST /message is used');
  };
  return {
    async post<T>(url: string, body: unknown, headers?: Record<string, string>): Promise<T> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          // A redirect is a wrong URL: answer it as such rather than re-send the password elsewhere.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw networkError(error, timeoutMs);
      }
      const answer = await response.text().catch(() => '');
      if (response.ok || alreadyAccepted(response.status, answer)) return undefined as T;
      throw statusError(response.status, answer);
    },
    get: unused,
    put: unused,
    patch: unused,
    delete: unused,
  };
}

/**
 * The id was taken before: an earlier try reached the phone but its answer did not reach us
 * (a timeout, a crash). The app refuses the duplicate, with 409 or, in versions that map the
 * refusal to no status, 500 "Message with the same ID already exists"; either way the text is
 * in the phone's queue, so this try counts as delivered instead of failing or repeating.
 */
const alreadyAccepted = (status: number, answer: string): boolean =>
  status === 409 || (status >= 500 && /same id already exists/i.test(answer));

/** 5xx (the app failed), 408 and 429 (try later) can pass on another try; other answers cannot. */
const isTransientStatus = (status: number): boolean =>
  status >= 500 || status === 408 || status === 429;

function statusError(status: number, answer: string): DeliveryError {
  const detail = shortDetail(gatewayText(answer));
  return new DeliveryError(
    `SMS gateway answered ${status}${detail ? `: ${detail}` : ''}`,
    !isTransientStatus(status),
  );
}

/** The app answers errors as {"message": "..."}; anything else is shown as it came. */
function gatewayText(answer: string): string {
  try {
    const parsed: unknown = JSON.parse(answer);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      return String(parsed.message);
    }
  } catch {
    // not JSON
  }
  return answer;
}

/** No answer at all (phone off, wrong address, timeout): the phone may be back later. */
function networkError(error: unknown, timeoutMs: number): DeliveryError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new DeliveryError(`SMS gateway did not answer within ${timeoutMs / 1000} s`, false);
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return new DeliveryError(`SMS gateway unreachable${code ? ` (${code})` : ''}`, false);
}
