/**
 * The mail catcher as a process, for `npm start` and anyone else who wants a local inbox:
 *   SMTP_PORT=1025 HTTP_PORT=1080 node --import tsx tests/support/mail-catcher-server.ts
 * Mail sent to smtp://127.0.0.1:SMTP_PORT shows up at http://127.0.0.1:HTTP_PORT/messages.
 */
import { startMailCatcher } from './mail-catcher.js';

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    console.error(`${name} must be a port number, got ${JSON.stringify(value)}`);
    process.exit(1);
  }
  return parsed;
}

const host = process.env.HOST ?? '127.0.0.1';
const catcher = await startMailCatcher({ smtpPort: port('SMTP_PORT', 1025), httpPort: port('HTTP_PORT', 1080), host });
console.log(`mail catcher: SMTP on ${host}:${catcher.smtpPort}, inbox at http://${host}:${catcher.httpPort}/messages`);
// For a launcher that gave it port 0 (`scripts/lib/listening.mjs`): the ports it took.
process.send?.({ type: 'listening', smtpPort: catcher.smtpPort, httpPort: catcher.httpPort });

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  catcher.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
