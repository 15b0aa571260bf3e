import { expect } from 'vitest';

const unfold = (head: string): Map<string, string> =>
  new Map(
    head
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
  );

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

/** A raw message as the test mail server got it: its headers, and its text and HTML parts decoded. */
export function readMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = unfold(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  expect(boundary).toBeDefined();
  const parts = raw
    .slice(split + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const partSplit = part.indexOf('\r\n\r\n');
      const partHeaders = unfold(part.slice(2, partSplit));
      const body = part.slice(partSplit + 4).replace(/\r\n$/, '');
      return {
        type: partHeaders.get('content-type')?.split(';')[0],
        text: decodePart(partHeaders, body).replace(/\r\n/g, '\n'),
      };
    });
  return {
    header: (name: string) => headers.get(name.toLowerCase()),
    text: parts.find((p) => p.type === 'text/plain')?.text,
    html: parts.find((p) => p.type === 'text/html')?.text,
  };
}
