/**
 * How soon an e-mail leaves after the event that calls for it: event → SMTP hand-off, through the whole path
 * (the producer's commit and outbox relay, the stream, notifications' consumer and its delivery row, the sending
 * worker) to a local SMTP catcher. Leads' strategy calls (the team's e-mail) and the team scheduling and moving
 * client meetings in messaging (the client's calendar e-mails) are sent one after the other; then the catcher is
 * stopped for a while, as at a start-up where the SMTP server comes up after the services, and the figure is how
 * long after it is back the e-mails left while it was down arrive. The services run with their default timings.
 * Run with `npm run bench:mail` (build first: `npm run build:services`). It drives only 127.0.0.1 and cleans up
 * its databases and streams.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { onboardingEvents } from '@agency/contracts';
import { publishTestEvent, signTestToken } from '@agency/kit/testing';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher.js';
import { printTable, startService, withBenchEnvironment } from './harness.js';

const inquiries = Number(process.env.BENCH_MAIL_INQUIRIES ?? 40);
const meetings = Number(process.env.BENCH_MAIL_MEETINGS ?? 10);
const outageMs = Number(process.env.BENCH_MAIL_OUTAGE_MS ?? 20_000);
const teamEmail = 'team@maplebuilders.test';
/** The goal with a working SMTP server, and once it is back: an e-mail leaves within seconds of its event. */
const goalP99Ms = 5_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Waits for the first e-mail `matches` accepts, in whichever catcher is listening, and answers when it arrived. */
async function arrival(catcher: () => MailCatcher, matches: (mail: CaughtMail) => boolean): Promise<number> {
  for (;;) {
    try {
      return Date.parse((await catcher().waitFor(matches, 1000)).receivedAt);
    } catch {
      // Not yet, or the catcher was replaced meanwhile: look again in the one listening now.
    }
  }
}

await withBenchEnvironment(async (environment) => {
  let catcher = await startMailCatcher();
  const smtpPort = catcher.smtpPort;
  const current = () => catcher;
  try {
    const leads = await startService(environment, 'leads');
    const messaging = await startService(environment, 'messaging', { FILE_LINK_SECRET: randomBytes(32).toString('hex') });
    await startService(environment, 'notifications', { SMTP_URL: catcher.smtpUrl, TEAM_EMAIL: teamEmail });
    const team = { sub: randomUUID(), email: 'bench@maplebuilders.test', role: 'admin' as const, name: 'Bench Admin' };
    const token = `Bearer ${signTestToken(environment.keys, team, 3600)}`;

    /** Submits a strategy call; answers when it committed and the e-mail to look for (the team's, its Reply-To). */
    const strategyCall = async () => {
      const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
      const response = await fetch(`${leads.url}/inquiries/strategy-call`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          situationType: 'missing-targets',
          name: 'Load Test',
          email,
          phone: '780-555-0100',
          preferredTime: 'morning',
        }),
      });
      if (response.status !== 201) throw new Error(`strategy call: ${response.status} ${await response.text()}`);
      return { at: Date.now(), matches: (mail: CaughtMail) => mail.replyTo === email };
    };

    /** A client messaging knows (from onboarding's invitation), so the team can schedule its calls. */
    const knownClient = async () => {
      const clientId = randomUUID();
      const email = `client.${clientId.slice(0, 8)}@example.com`;
      await publishTestEvent(environment.namespace, onboardingEvents.clientInvited, {
        clientId,
        businessName: 'Bench Bakery',
        contactName: 'Jane Bench',
        email,
        package: 'growth',
        accessCode: { id: randomUUID(), code: 'MB-BENCH1', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
        revokedAccessCodeIds: [],
        invitedAt: new Date().toISOString(),
      });
      for (let i = 0; i < 300; i++) {
        const known = await fetch(`${messaging.url}/admin/clients/${clientId}/meetings`, { headers: { authorization: token } });
        if (known.ok) return { clientId, email };
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('messaging never learned of the client');
    };

    const send = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${messaging.url}${url}`, {
        method,
        headers: { authorization: token, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return { at: Date.now(), meeting: (await response.json()) as { id: string; scheduledAt: string } };
    };

    const latencies: Record<string, number[]> = { 'inquiry.team': [], 'meeting.scheduled': [], 'meeting.updated': [] };
    // One at a time, as people cause them: the figure is the path's own delay, not a queue's.
    await arrival(current, (await strategyCall()).matches); // warm-up
    for (let i = 0; i < inquiries; i++) {
      const { at, matches } = await strategyCall();
      latencies['inquiry.team']!.push((await arrival(current, matches)) - at);
    }
    for (let i = 0; i < meetings; i++) {
      const client = await knownClient();
      const scheduled = await send('POST', `/admin/clients/${client.clientId}/meetings`);
      const forClient = (subject: string) => (mail: CaughtMail) =>
        mail.to.includes(client.email) && mail.subject.includes(subject);
      latencies['meeting.scheduled']!.push((await arrival(current, forClient('is booked'))) - scheduled.at);
      const moved = new Date(Date.parse(scheduled.meeting.scheduledAt) + 3_600_000).toISOString();
      const updated = await send('PATCH', `/admin/clients/${client.clientId}/meetings/${scheduled.meeting.id}`, {
        scheduledAt: moved,
      });
      latencies['meeting.updated']!.push((await arrival(current, forClient('has changed'))) - updated.at);
    }

    // SMTP down for a while, as when the catcher starts after the services: how long after it is back the mail goes.
    await catcher.close();
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await strategyCall());
    await new Promise((r) => setTimeout(r, outageMs)); // the outage itself
    catcher = await startMailCatcher({ smtpPort });
    const back = Date.now();
    const afterOutage = await Promise.all(held.map(async ({ matches }) => (await arrival(current, matches)) - back));

    const row = (label: string, values: number[]) => [
      label,
      String(values.length),
      seconds(percentile(values, 50)),
      seconds(percentile(values, 99)),
      seconds(Math.max(...values)),
      percentile(values, 99) <= goalP99Ms ? 'yes' : 'NO',
    ];
    console.log(`\nevent → SMTP hand-off (load ${loadavg()[0]!.toFixed(2)})`);
    printTable([
      ['kind', 'n', 'p50', 'p99', 'max', `p99 ≤ ${seconds(goalP99Ms)}`],
      ...Object.entries(latencies).map(([kind, values]) => row(kind, values)),
      row('all', Object.values(latencies).flat()),
      row(`SMTP back after ${seconds(outageMs)} → hand-off`, afterOutage),
    ]);
  } finally {
    await catcher.close();
  }
});
