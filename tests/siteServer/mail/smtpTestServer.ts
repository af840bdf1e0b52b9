import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { onTestFinished } from 'vitest';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** The message as it came over the wire. */
  raw: string;
  /** Unfolded header values, lower-case names, encoded words decoded. */
  headers: Map<string, string>;
  text: string;
}

/** A real SMTP server on 127.0.0.1 keeping what it receives; closed when the test ends. */
export async function startSmtpTestServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        received.push({ envelope, raw, ...parseMessage(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP test server has no port');
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  onTestFinished(close);
  return { port: address.port, url: `smtp://127.0.0.1:${address.port}`, received };
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('the probe server has no port');
  return address.port;
}

// Just enough of RFC 5322, 2045 and 2047 to read what nodemailer writes for a plain-text mail.
function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n(?=[ \t])/g, '');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(end + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'latin1');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

function decodeEncodedWords(value: string): string {
  // Adjacent encoded words are one run of bytes: a character may be split between them.
  return value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const words = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)];
    const bytes = words.map(([, kind, text = '']) =>
      kind?.toLowerCase() === 'b' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}
