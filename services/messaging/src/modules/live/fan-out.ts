import { messagingEvents, onboardingEvents, paymentsEvents, streamName, type EventDefinition } from '@agency/contracts';
import { broadcastListener, parseEvent, type BroadcastListener } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { meetingFromEvent } from '../meetings/meetings.service.js';
import { messageFromEvent } from '../messages/message-view.js';
import type { ServerFrame } from './frames.js';
import type { LiveHub } from './live-hub.js';

/** Resolves `ready` once every event published from now on will reach this replica's sockets. */
export type FanOut = BroadcastListener;

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
  // A meeting made, changed or cancelled: the screens replace theirs by id (a cancelled one leaves Upcoming).
  const parsed = subject.endsWith(messagingEvents.meetingScheduled.type)
    ? parseEvent(payload, messagingEvents.meetingScheduled)
    : subject.endsWith(messagingEvents.meetingUpdated.type)
      ? parseEvent(payload, messagingEvents.meetingUpdated)
      : subject.endsWith(messagingEvents.meetingCancelled.type)
        ? parseEvent(payload, messagingEvents.meetingCancelled)
        : undefined;
  if (parsed?.ok) {
    const meeting = meetingFromEvent(parsed.envelope.data);
    return { clientId: meeting.clientId, frame: { type: 'meeting', meeting } };
  }
  if (subject.endsWith(messagingEvents.fileShared.type) || subject.endsWith(messagingEvents.fileDeleted.type)) {
    const shared = subject.endsWith(messagingEvents.fileShared.type);
    const parsed = shared ? parseEvent(payload, messagingEvents.fileShared) : parseEvent(payload, messagingEvents.fileDeleted);
    if (!parsed.ok) return undefined;
    const { clientId, fileId } = parsed.envelope.data;
    return { clientId, frame: { type: 'file', change: shared ? 'shared' : 'deleted', clientId, fileId } };
  }
  return undefined;
}

/**
 * Every replica reads the MESSAGING stream itself (the kit's broadcast listener: an ordered, ephemeral
 * consumer) and hands each event to its own sockets: a message sent through one replica reaches the sockets
 * of all of them, and none keeps state another needs. It starts at the stream's next sequence, fixed before
 * it reports ready, so nothing published after that is missed; a socket's catch-up from the database covers
 * what came before.
 */
export function fanOut(options: { natsUrl: string; namespace: string; hub: LiveHub; log: FastifyBaseLogger }): FanOut {
  return broadcastListener({
    url: options.natsUrl,
    name: 'messaging-fan-out',
    log: options.log,
    from: { stream: streamName('MESSAGING', options.namespace) },
    onMessage: ({ subject, payload }) => {
      const routed = frameOf(subject, payload);
      if (routed) options.hub.publish(routed.clientId, routed.frame);
    },
  });
}

/** The client whose news from onboarding changes the team's client counts: added, or through its last step. */
function changedClientOf(subject: string, payload: string): string | undefined {
  if (subject.endsWith(onboardingEvents.clientInvited.type)) {
    const parsed = parseEvent(payload, onboardingEvents.clientInvited);
    return parsed.ok ? parsed.envelope.data.clientId : undefined;
  }
  if (subject.endsWith(onboardingEvents.stepCompleted.type)) {
    const parsed = parseEvent(payload, onboardingEvents.stepCompleted);
    return parsed.ok && parsed.envelope.data.onboardingComplete ? parsed.envelope.data.clientId : undefined;
  }
  return undefined;
}

/** The events of a client's project plan that the team changes: each sends the thread a `project` frame. */
const planEvents: ReadonlyArray<EventDefinition<{ clientId: string }>> = [
  onboardingEvents.milestoneUpdated,
  onboardingEvents.milestoneAdded,
  onboardingEvents.milestoneRemoved,
];

/** The client whose project plan the team changed: its thread's sockets read the plan again. */
function projectChangedOf(subject: string, payload: string): string | undefined {
  const definition = planEvents.find((event) => subject.endsWith(event.type));
  if (!definition) return undefined;
  const parsed = parseEvent(payload, definition);
  return parsed.ok ? parsed.envelope.data.clientId : undefined;
}

/** The client whose team (project manager, lead developer) the team changed: its thread's sockets read the record again. */
function teamChangedOf(subject: string, payload: string): string | undefined {
  if (!subject.endsWith(onboardingEvents.clientTeamAssigned.type)) return undefined;
  const parsed = parseEvent(payload, onboardingEvents.clientTeamAssigned);
  return parsed.ok ? parsed.envelope.data.clientId : undefined;
}

/**
 * Every replica reads the ONBOARDING stream too, the same way, for the team's counts: a client added (Total
 * Clients) or through its onboarding (Active Projects) sends `clients-changed` to the sockets that follow every
 * thread, and the screens read their counts again. A milestone the team changed, added or removed sends `project` to the sockets
 * of that client's thread (the client's dashboard, the team's client page), which read the plan again; a change of
 * the client's team sends them `team`, and the client's Your Team follows it.
 */
export function clientsFanOut(options: { natsUrl: string; namespace: string; hub: LiveHub; log: FastifyBaseLogger }): FanOut {
  return broadcastListener({
    url: options.natsUrl,
    name: 'messaging-clients-fan-out',
    log: options.log,
    from: { stream: streamName('ONBOARDING', options.namespace) },
    onMessage: ({ subject, payload }) => {
      const clientId = changedClientOf(subject, payload);
      if (clientId) options.hub.publishToEveryThread({ type: 'clients-changed', clientId });
      const planOf = projectChangedOf(subject, payload);
      if (planOf) options.hub.publish(planOf, { type: 'project', clientId: planOf });
      const teamOf = teamChangedOf(subject, payload);
      if (teamOf) options.hub.publish(teamOf, { type: 'team', clientId: teamOf });
    },
  });
}

/** payments' news of a client's billing that its screens show: the subscription, a failed payment, a cancellation. */
const billingEvents: ReadonlyArray<EventDefinition<{ clientId: string }>> = [
  paymentsEvents.subscriptionChanged,
  paymentsEvents.invoicePaymentFailed,
  paymentsEvents.subscriptionCancelled,
];

/** The client whose billing payments reported a change of, from an event of the PAYMENTS stream. */
function billingChangedOf(subject: string, payload: string): string | undefined {
  const definition = billingEvents.find((event) => subject.endsWith(event.type));
  if (!definition) return undefined;
  const parsed = parseEvent(payload, definition);
  return parsed.ok ? parsed.envelope.data.clientId : undefined;
}

/**
 * Every replica reads the PAYMENTS stream the same way: a change of a client's subscription, a failed payment
 * or a cancellation sends `billing` to the sockets of that client's thread (its dashboard, the team's client
 * pages) and to those following every thread (the client list's badge), which read the billing again.
 * payments records these events in the transaction that changes what its billing reads answer, so a read
 * made on the frame sees the change.
 */
export function billingFanOut(options: { natsUrl: string; namespace: string; hub: LiveHub; log: FastifyBaseLogger }): FanOut {
  return broadcastListener({
    url: options.natsUrl,
    name: 'messaging-billing-fan-out',
    log: options.log,
    from: { stream: streamName('PAYMENTS', options.namespace) },
    onMessage: ({ subject, payload }) => {
      const clientId = billingChangedOf(subject, payload);
      if (clientId) options.hub.publish(clientId, { type: 'billing', clientId });
    },
  });
}
