import type { Actor, Envelope, EventDefinition } from '@agency/contracts';
import { withoutSecrets } from './secrets.js';
import { changeOf, subjectOf } from './subjects.js';

/** One row of the record, as written. */
export interface AuditEntry {
  id: string;
  occurredAt: string;
  type: string;
  actorKind: Actor['kind'];
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  clientId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
  before: string | null;
  after: string | null;
  data: unknown;
  known: boolean;
}

/** Bounds of the columns the API answers with (openapi/audit.yaml): a longer value is cut, never refused. */
const clip = (text: string | null | undefined, length: number) => (text == null ? null : text.slice(0, length));

interface ActorColumns {
  actorKind: Actor['kind'];
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  clientId: string | null;
}

/** Who did it; an envelope from before envelopes named their actor was the system's doing. */
function actorColumns(actor: Actor | undefined): ActorColumns {
  const none = { actorId: null, actorName: null, actorRole: null, clientId: null };
  if (!actor) return { actorKind: 'system', ...none };
  switch (actor.kind) {
    case 'team':
      return {
        ...none,
        actorKind: 'team',
        actorId: clip(actor.id, 128),
        actorName: clip(actor.name, 200),
        actorRole: actor.role ?? 'admin',
      };
    case 'client':
      // A client that signed in with an account is that user; one on an access code is only its client record.
      return { ...none, actorKind: 'client', actorId: clip(actor.userId ?? actor.id, 128), clientId: clip(actor.id, 128) };
    default:
      return { ...none, actorKind: actor.kind };
  }
}

/** Data that is not an object (only a malformed event's) is kept under `value`, so every entry's data is one. */
const asObject = (data: unknown) => (data !== null && typeof data === 'object' && !Array.isArray(data) ? data : { value: data });

/** `content.post.published.v1` → `{ source: 'content', aggregate: 'post', action: 'post.published' }`. */
export function actionOf(type: string): { source: string; aggregate: string; action: string } {
  const [source = '', aggregate = 'event', event = 'recorded'] = type.split('.');
  return { source, aggregate, action: `${aggregate}.${event}` };
}

/**
 * The entry an event makes. A type the contracts define, with data its schema accepts, is `known`; any other
 * (a type from a newer producer, data that fails its schema) is kept all the same, raw, with what could be
 * read from it. Secrets are dropped either way.
 */
export function toAuditEntry(envelope: Envelope, catalog: ReadonlyMap<string, EventDefinition>): AuditEntry {
  const definition = catalog.get(envelope.type);
  const parsed = definition?.data.safeParse(envelope.data);
  const known = parsed?.success === true;
  const data = known ? parsed.data : envelope.data;
  const { source, aggregate, action } = actionOf(envelope.type);
  const subject = subjectOf(aggregate, data, source);
  const change = changeOf(data);
  return {
    id: envelope.id,
    occurredAt: envelope.occurredAt,
    type: envelope.type,
    ...actorColumns(envelope.actor),
    action: clip(action, 128)!,
    subjectType: clip(subject.type, 64)!,
    subjectId: clip(subject.id, 128),
    subjectLabel: clip(subject.label, 1000),
    before: clip(change.before, 200),
    after: clip(change.after, 200),
    data: asObject(withoutSecrets(data)),
    known,
  };
}
