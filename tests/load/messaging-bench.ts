/**
 * Live messages over two messaging replicas behind the gateway (the built system): how long a message POSTed
 * through the gateway takes to reach the socket on the other side of its thread, with N sockets open through
 * the gateway (N = 100, then 1,000), and whether any frame is lost or doubled; then 100 socket drops spread over
 * 1,000 messages, each dropped socket reconnecting with `afterSeq` = the last seq it saw, and whether any
 * message is then missing or doubled. Prints p50 / p99 / max (aims: p99 ≤ 25 ms at 100 sockets, ≤ 75 ms at
 * 1,000) and the counts (all must be 0).
 *
 * The sockets come in pairs: a client's own socket and a team socket following that client's thread, opened one
 * after the other through the gateway, which takes the replicas in turn for upgrades, so the two ends of each
 * thread sit on different replicas (and requests, taken in turn too, land on both). Clients are added through
 * onboarding's Add Client and reach messaging through its event. A message's clock starts when its POST is sent
 * and stops when its frame arrives at the other side's socket. Each size is measured with 1 POST in flight (a
 * conversation's pace) and with 8 (a busy hour), alternately from the client and the team
 * (`BENCH_MESSAGING_CONCURRENCY=1,8`); the table also splits each figure: the POST until answered (the message
 * stored), then the answer until the frame (relay, JetStream, fan-out, the socket through the gateway).
 * `MESSAGING_CPU_PROF=<dir>` runs both replicas and the gateway under `node --cpu-prof` and writes their profiles there. Run with `npm run bench:messaging` after
 * `npm run build`; it drives only 127.0.0.1 and cleans up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { signTestToken, type KeyPair } from '@agency/kit/testing';
import { addClient } from '../support/paying-clients.js';
import { printTable, startGateway, startService, withBenchEnvironment } from './harness.js';

const sizes = (process.env.BENCH_MESSAGING_SOCKETS ?? '100,1000').split(',').map(Number);
const messagesPerSize = Number(process.env.BENCH_MESSAGING_MESSAGES ?? 1000);
const concurrencies = (process.env.BENCH_MESSAGING_CONCURRENCY ?? '1,8').split(',').map(Number);
const drops = Number(process.env.BENCH_MESSAGING_DROPS ?? 100);
const dropMessages = Number(process.env.BENCH_MESSAGING_DROP_MESSAGES ?? 1000);
const settleMs = 10_000;
/** When set, both messaging replicas and the gateway run under `node --cpu-prof` and write their profiles there at the end. */
const profileDir = process.env.MESSAGING_CPU_PROF;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

type Side = 'client' | 'team';

interface Thread {
  clientId: string;
  clientToken: string;
  /** Every seq POSTed into the thread, whatever the phase. */
  posted: Set<number>;
}

/** One end of a thread: a socket that may be dropped and opened again, with every message seq it received. */
interface End {
  side: Side;
  thread: Thread;
  socket?: WebSocket;
  /** How many times each seq arrived, over every socket this end has had. */
  received: Map<number, number>;
  lastSeq: number;
}

/** What a message's clock waits for: its text arriving at the other side of its thread. */
interface Pending {
  sentAt: number;
  /** When its POST was answered, once it was. */
  answeredAt?: number;
  from: Side;
  clientId: string;
}

await withBenchEnvironment(async (environment) => {
  const { keys } = environment;
  const onboarding = await startService(environment, 'onboarding');
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  // Both replicas sign download links with the same secret (production requires one).
  const messagingEnv = { FILE_LINK_SECRET: randomBytes(32).toString('hex') };
  const [a, b] = [
    await startService(environment, 'messaging', messagingEnv, profile),
    await startService(environment, 'messaging', messagingEnv, profile),
  ];
  const gateway = await startGateway(environment, { onboarding, messaging: { url: `${a.url},${b.url}` } }, { nodeArgs: profile });
  const teamToken = signTestToken(keys, { sub: randomUUID(), email: 'morgan.lee@maplebuilders.ca', role: 'admin' });
  const pendings = new Map<string, Pending>();
  let latencies: number[] = [];
  /** How long each POST took to be answered (the message stored and its event in the outbox). */
  let answers: number[] = [];
  /** From the POST's answer to the frame at the other side (0 when the frame came first): the fan-out's share. */
  let afterAnswer: number[] = [];

  const threads = await addThreads(onboarding.url, keys, Math.max(...sizes, drops > 0 ? 2 : 0) / 2);
  await untilMessagingKnows(a.databaseUrl, threads.length);

  /** Opens (or reopens) an end's socket through the gateway, subscribed after the last seq it saw. */
  function connect(end: End): Promise<void> {
    // From the gateway's own origin, as the page's socket is (the gateway refuses another).
    const socket = new WebSocket(`${gateway.replace('http', 'ws')}/api/messaging/live`, { headers: { origin: gateway } });
    end.socket = socket;
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => {
        const token = end.side === 'client' ? end.thread.clientToken : teamToken;
        socket.send(JSON.stringify({ type: 'auth', token }));
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            ...(end.side === 'team' && { clientId: end.thread.clientId }),
            afterSeq: end.lastSeq,
          }),
        );
      });
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { type: string; message?: { seq: number; message: string } };
        if (frame.type === 'subscribed') return resolve();
        if (frame.type !== 'message') return;
        const { seq, message } = frame.message!;
        end.received.set(seq, (end.received.get(seq) ?? 0) + 1);
        end.lastSeq = Math.max(end.lastSeq, seq);
        const pending = pendings.get(message);
        if (pending && pending.from !== end.side && pending.clientId === end.thread.clientId) {
          const now = performance.now();
          latencies.push(now - pending.sentAt);
          afterAnswer.push(pending.answeredAt === undefined ? 0 : now - pending.answeredAt);
          pendings.delete(message);
        }
      });
      socket.once('close', (code) => reject(new Error(`socket closed with ${code} before subscribing`)));
    });
  }

  /** A client's end and the team's end of each thread, opened one after the other (so on different replicas). */
  async function openEnds(count: number): Promise<End[]> {
    const ends: End[] = [];
    for (const thread of threads.slice(0, count / 2)) {
      for (const side of ['client', 'team'] as const) {
        const end: End = { side, thread, received: new Map(), lastSeq: 0 };
        await connect(end);
        ends.push(end);
      }
    }
    return ends;
  }

  /** POSTs `total` messages through the gateway, `concurrency` at a time, over the threads of `ends`. */
  async function post(ends: End[], total: number, concurrency: number, afterEach?: (index: number) => void): Promise<void> {
    const used = [...new Set(ends.map((end) => end.thread))];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const index = next++;
        const thread = used[index % used.length]!;
        const from: Side = index % 2 === 0 ? 'client' : 'team';
        const text = `bench ${randomUUID()}`;
        const url =
          from === 'client'
            ? `${gateway}/api/messaging/client/messages`
            : `${gateway}/api/messaging/admin/clients/${thread.clientId}/messages`;
        const sentAt = performance.now();
        const pending: Pending = { sentAt, from, clientId: thread.clientId };
        pendings.set(text, pending);
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${from === 'client' ? thread.clientToken : teamToken}`,
          },
          body: JSON.stringify({ message: text }),
        });
        if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
        pending.answeredAt = performance.now();
        answers.push(pending.answeredAt - sentAt);
        thread.posted.add(((await response.json()) as { seq: number }).seq);
        afterEach?.(index);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  /** Waits until `done()` or the settle time is up. */
  async function settle(done: () => boolean): Promise<void> {
    const deadline = Date.now() + settleMs;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Seqs of its thread an end never received, and receipts beyond the first of a seq. */
  const missingOf = (end: End) => [...end.thread.posted].filter((seq) => !end.received.has(seq)).length;
  const doubledOf = (end: End) => [...end.received.values()].reduce((sum, count) => sum + count - 1, 0);
  const sum = (ends: End[], of: (end: End) => number) => ends.reduce((total, end) => total + of(end), 0);
  const closeAll = async (ends: End[]) => {
    await Promise.all(
      ends.map(
        (end) =>
          new Promise<void>((resolve) => {
            if (!end.socket || end.socket.readyState === WebSocket.CLOSED) return resolve();
            end.socket.once('close', () => resolve());
            end.socket.close();
          }),
      ),
    );
  };

  const rows = [
    [
      'sockets',
      'in flight',
      'messages',
      'msg/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'POST answered p50 / p99 ms',
      'answer → frame p50 / p99 ms',
      'lost',
      'doubled',
    ],
  ];
  for (const size of sizes) {
    const ends = await openEnds(size);
    for (const concurrency of concurrencies) {
      pendings.clear();
      // Warm-up: JIT, pools, the database's caches; not counted.
      await post(ends, Math.min(100, messagesPerSize), concurrency);
      await settle(() => pendings.size === 0);
      const doubledBefore = sum(ends, doubledOf);
      latencies = [];
      answers = [];
      afterAnswer = [];
      const started = performance.now();
      await post(ends, messagesPerSize, concurrency);
      const elapsed = (performance.now() - started) / 1000;
      await settle(() => pendings.size === 0 && ends.every((end) => missingOf(end) === 0));
      const sorted = [...latencies].sort((x, y) => x - y);
      const answered = [...answers].sort((x, y) => x - y);
      const fannedOut = [...afterAnswer].sort((x, y) => x - y);
      rows.push([
        String(ends.length),
        String(concurrency),
        String(messagesPerSize),
        (messagesPerSize / elapsed).toFixed(0),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 99)),
        ms(sorted.at(-1) ?? NaN),
        `${ms(percentile(answered, 50))} / ${ms(percentile(answered, 99))}`,
        `${ms(percentile(fannedOut, 50))} / ${ms(percentile(fannedOut, 99))}`,
        String(pendings.size),
        String(sum(ends, doubledOf) - doubledBefore),
      ]);
    }
    await closeAll(ends);
  }

  const dropRows = [['sockets', 'in flight', 'messages', 'drops', 'missing', 'doubled']];
  if (drops > 0) {
    const ends = await openEnds(Math.min(100, threads.length * 2));
    pendings.clear();
    let dropped = 0;
    const reconnects: Array<Promise<void>> = [];
    const every = Math.max(1, Math.floor(dropMessages / drops));
    await post(ends, dropMessages, Math.max(...concurrencies), (index) => {
      if (index % every !== every - 1 || dropped >= drops) return;
      // Spread over the ends (a stride coprime with their count), dropped at once and reopened from the last seq seen.
      const end = ends[(dropped * 37) % ends.length]!;
      dropped += 1;
      end.socket!.removeAllListeners();
      end.socket!.terminate();
      reconnects.push(connect(end));
    });
    await Promise.all(reconnects);
    await settle(() => ends.every((end) => missingOf(end) === 0));
    dropRows.push([
      String(ends.length),
      String(Math.max(...concurrencies)),
      String(dropMessages),
      String(dropped),
      String(sum(ends, missingOf)),
      String(sum(ends, doubledOf)),
    ]);
    await closeAll(ends);
  }

  console.log(
    '\nLive messages over two messaging replicas through the gateway (POST sent → frame at the other side; "in flight": POSTs at a time)',
  );
  printTable(rows);
  console.log('\nSocket drops, each reconnecting from the last seq it saw');
  printTable(dropRows);
  console.log(`\nMachine load (1-minute average) at the end: ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`);
  console.log('\nAims: p99 ≤ 25 ms at 100 sockets, ≤ 75 ms at 1,000; lost, doubled and missing 0.');
});

/** Clients added through onboarding's Add Client, each with its account's token. */
async function addThreads(onboardingUrl: string, keys: KeyPair, count: number): Promise<Thread[]> {
  const threads: Thread[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const clientId = await addClient(onboardingUrl, keys, `bench${index}`, 'growth');
      const clientToken = signTestToken(keys, { sub: randomUUID(), email: `c${index}@shop.example`, role: 'client', clientId });
      threads.push({ clientId, clientToken, posted: new Set() });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return threads;
}

/** Waits until messaging has recorded `count` clients from onboarding's events. */
async function untilMessagingKnows(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 600; i++) {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM clients');
      if (Number(rows[0]!.n) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`messaging did not learn of ${count} clients in time`);
  } finally {
    await client.end();
  }
}
