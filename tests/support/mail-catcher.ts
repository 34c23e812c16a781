import { once } from 'node:events';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP catcher for development and tests: it accepts every message (no TLS, any or no
 * login), keeps it in memory, and shows the inbox over HTTP (GET /messages, DELETE /messages) so
 * another process — the browser tests, a developer — can read what the system sent.
 */

export interface CaughtMail {
  /** Arrival order, from 1. */
  id: number;
  receivedAt: string;
  /** The From header as written, e.g. `Maple Builders <no-reply@maplebuilders.ca>`. */
  from: string;
  /** Envelope recipients (RCPT TO), which is where the message was actually delivered. */
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, with its angle brackets. */
  messageId: string;
  replyTo?: string;
  /** Header name (lower case) to its unfolded value; repeated headers are joined with newlines. */
  headers: Record<string, string>;
  /** The files sent with it (a meeting's `.ics`), their content as text. */
  /** Each file attached: its text, and its bytes in base64 (for a binary one, such as a PDF). */
  attachments: { filename: string; contentType: string; content: string; base64: string }[];
}

export interface MailCatcherOptions {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** smtp://host:port, ready for SMTP_URL. */
  smtpUrl: string;
  messages(): CaughtMail[];
  clear(): void;
  /** The first message (already caught or still to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addressText = (address: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(address) ? address.map((a) => a.text).join(', ') : address?.text) ?? '';

export async function startMailCatcher({
  smtpPort = 0,
  httpPort = 0,
  host = '127.0.0.1',
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  let inbox: CaughtMail[] = [];
  let nextId = 1;
  const waiters = new Set<(mail: CaughtMail) => void>();

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'agency mail catcher',
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines) {
            const value = line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim();
            headers[key] = headers[key] === undefined ? value : `${headers[key]}\n${value}`;
          }
          const mail: CaughtMail = {
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: addressText(parsed.from),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(typeof parsed.html === 'string' && { html: parsed.html }),
            messageId: parsed.messageId ?? '',
            ...(parsed.replyTo && { replyTo: addressText(parsed.replyTo) }),
            headers,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
              base64: attachment.content.toString('base64'),
            })),
          };
          inbox.push(mail);
          for (const waiter of [...waiters]) waiter(mail);
          // Answer 250 only once the message is in the inbox: whoever sent it can look for it at once.
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  smtp.on('error', () => {
    // A client hanging up mid-session is its own business; the catcher keeps serving.
  });

  const http: HttpServer = createHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://catcher').pathname;
    if (path === '/messages' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(inbox));
    } else if (path === '/messages' && request.method === 'DELETE') {
      inbox = [];
      response.writeHead(204).end();
    } else {
      response.writeHead(path === '/messages' ? 405 : 404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: path === '/messages' ? 'GET or DELETE only' : 'not found' }));
    }
  });

  smtp.listen(smtpPort, host);
  await once(smtp.server, 'listening');
  http.listen(httpPort, host);
  try {
    await once(http, 'listening');
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const boundSmtpPort = (smtp.server.address() as AddressInfo).port;
  const boundHttpPort = (http.address() as AddressInfo).port;

  return {
    smtpPort: boundSmtpPort,
    httpPort: boundHttpPort,
    smtpUrl: `smtp://${host}:${boundSmtpPort}`,
    messages: () => [...inbox],
    clear: () => {
      inbox = [];
    },
    waitFor: (predicate, timeoutMs = 10_000) => {
      const caught = inbox.find(predicate);
      if (caught) return Promise.resolve(caught);
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter = (mail: CaughtMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = inbox.map((mail) => JSON.stringify(mail.subject)).join(', ') || 'none';
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (caught: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
}
