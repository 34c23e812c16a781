import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import { messagingEvents, streamName } from '@agency/contracts';
import { parseEvent, type BackgroundWorker } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { meetingFromEvent } from '../meetings/meetings.service.js';
import { messageFromEvent } from '../messages/message-view.js';
import type { ServerFrame } from './frames.js';
import type { LiveHub } from './live-hub.js';

const RETRY_MS = 1000;

export interface FanOut extends BackgroundWorker {
  /** Resolves once every event published from now on will reach this replica's sockets. */
  ready: () => Promise<void>;
}

/** The socket frame an event of the MESSAGING stream makes, with the thread it belongs to. */
function frameOf(subject: string, payload: string): { clientId: string; frame: ServerFrame } | undefined {
  if (subject.endsWith(messagingEvents.messageSent.type)) {
    const parsed = parseEvent(payload, messagingEvents.messageSent);
    if (!parsed.ok) return undefined;
    const message = messageFromEvent(parsed.envelope.data);
    return { clientId: message.clientId, frame: { type: 'message', message } };
  }
  if (subject.endsWith(messagingEvents.messagesRead.type)) {
    const parsed = parseEvent(payload, messagingEvents.messagesRead);
    if (!parsed.ok) return undefined;
    const { clientId, readBy, upToSeq, readAt } = parsed.envelope.data;
    return { clientId, frame: { type: 'read', clientId, readBy, upToSeq, readAt } };
  }
  if (subject.endsWith(messagingEvents.meetingScheduled.type)) {
    const parsed = parseEvent(payload, messagingEvents.meetingScheduled);
    if (!parsed.ok) return undefined;
    const meeting = meetingFromEvent(parsed.envelope.data);
    return { clientId: meeting.clientId, frame: { type: 'meeting', meeting } };
  }
  return undefined;
}

/**
 * Every replica reads the MESSAGING stream itself with an ordered, ephemeral consumer and hands each event to
 * its own sockets: a message sent through one replica reaches the sockets of all of them, and none keeps
 * state another needs. It starts at the stream's next sequence, fixed before it reports ready, so nothing
 * published after that is missed; a socket's catch-up from the database covers what came before.
 */
export function fanOut(options: { natsUrl: string; namespace: string; hub: LiveHub; log: FastifyBaseLogger }): FanOut {
  const { hub, log } = options;
  let nc: NatsConnection | undefined;
  let messages: ConsumerMessages | undefined;
  let stopped = false;
  let markReady: () => void = () => undefined;
  const readiness = new Promise<void>((resolve) => (markReady = resolve));
  const stream = streamName('MESSAGING', options.namespace);
  const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_MS));

  async function connectOnce(): Promise<NatsConnection> {
    for (;;) {
      try {
        return await connect({ servers: options.natsUrl.split(','), name: 'messaging-fan-out', maxReconnectAttempts: -1 });
      } catch {
        if (stopped) throw new Error('stopped');
        await pause();
      }
    }
  }

  async function run(): Promise<void> {
    nc = await connectOnce();
    const jsm = await jetstreamManager(nc);
    // The service's event link creates the stream; wait for it rather than race it.
    let nextSeq: number | undefined;
    while (nextSeq === undefined && !stopped) {
      try {
        nextSeq = (await jsm.streams.info(stream)).state.last_seq + 1;
      } catch {
        await pause();
      }
    }
    if (stopped || nextSeq === undefined) return;
    // The stream holds messaging's events alone, so the consumer needs no filter (which older servers refuse).
    const consumer = await jetstream(nc).consumers.get(stream, { opt_start_seq: nextSeq });
    messages = await consumer.consume();
    markReady();
    log.info({ stream, fromSeq: nextSeq }, 'live fan-out reading the messaging stream');
    for await (const message of messages) {
      const routed = frameOf(message.subject, message.string());
      if (routed) hub.publish(routed.clientId, routed.frame);
    }
  }

  return {
    ready: () => readiness,
    start: () => {
      void (async () => {
        while (!stopped) {
          await run().catch((error: unknown) => {
            if (!stopped) log.error({ err: error }, 'live fan-out failed; starting again');
          });
          if (stopped) break;
          await nc?.close().catch(() => undefined);
          await pause();
        }
      })();
    },
    stop: async () => {
      stopped = true;
      await messages?.close();
      await nc?.close();
    },
  };
}
