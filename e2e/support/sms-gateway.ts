import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The SMS gateway's stand-in for the journeys: an HTTP server on 127.0.0.1 that answers
 * `POST /message` as the SMS Gateway for Android app does and keeps every text; the journeys
 * read them back with `GET /received` (they run in other processes than this setup). Nothing
 * leaves the machine.
 */

export interface ReceivedText {
  phoneNumbers: string[];
  message: string;
}

export interface SmsGatewayStandIn {
  url: string;
  close(): Promise<void>;
}

export const SMS_GATEWAY_LOGIN = { username: 'journeys', password: 'journeys-password' };

export async function startSmsGateway(): Promise<SmsGatewayStandIn> {
  const received: ReceivedText[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(received));
    }
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw || '{}') as {
      id?: string;
      message?: string;
      phoneNumbers?: string[];
    };
    received.push({ phoneNumbers: body.phoneNumbers ?? [], message: body.message ?? '' });
    res.writeHead(202, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: body.id, state: 'Pending' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The texts the stand-in has received for a number (E.164), oldest first. */
export async function textsTo(gatewayUrl: string, phoneNumber: string): Promise<string[]> {
  const response = await fetch(`${gatewayUrl}/received`);
  const texts = (await response.json()) as ReceivedText[];
  return texts.filter((t) => t.phoneNumbers.includes(phoneNumber)).map((t) => t.message);
}
