/** What an entry is about: the kind of record, its id and, when the event names it, a readable label. */
export interface Subject {
  type: string;
  id: string | null;
  label: string | null;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const fields = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

/** `team-member` → `teamMemberId`. */
const idFieldOf = (aggregate: string) => `${aggregate.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Id`;

/**
 * Aggregates whose events are about another record: a client's steps, contract, payments, subscription,
 * invoices, trial, messages, meetings, reminders, milestones and shared files belong on the client's history; an account's sign-ins and resets on the account's. A key
 * `<source>.<aggregate>` names one producer's aggregate where two producers use the same word.
 */
const recordOf: Record<string, { type: string; idField: string }> = {
  step: { type: 'client', idField: 'clientId' },
  contract: { type: 'client', idField: 'clientId' },
  payment: { type: 'client', idField: 'clientId' },
  message: { type: 'client', idField: 'clientId' },
  messages: { type: 'client', idField: 'clientId' },
  meeting: { type: 'client', idField: 'clientId' },
  milestone: { type: 'client', idField: 'clientId' },
  'messaging.file': { type: 'client', idField: 'clientId' },
  unread: { type: 'client', idField: 'clientId' },
  'client-account': { type: 'client', idField: 'clientId' },
  'access-code': { type: 'client', idField: 'clientId' },
  // A client's project completed or reopened (onboarding).
  'onboarding.project': { type: 'client', idField: 'clientId' },
  'onboarding.reminder': { type: 'client', idField: 'clientId' },
  // The client's copy of its signed contract, sent and filed.
  'onboarding.signed-contract': { type: 'client', idField: 'clientId' },
  // A client's subscription, its invoices and its trial as payments reports them from Stripe.
  'payments.subscription': { type: 'client', idField: 'clientId' },
  'payments.invoice': { type: 'client', idField: 'clientId' },
  'payments.trial': { type: 'client', idField: 'clientId' },
  'password-reset': { type: 'account', idField: 'userId' },
  'sign-in': { type: 'account', idField: 'userId' },
  sessions: { type: 'account', idField: 'userId' },
  email: { type: 'email', idField: 'deliveryId' },
  // The public site's people (the blog's authors) are not the team's accounts, though both are team members.
  'content.team-member': { type: 'site-team-member', idField: 'teamMemberId' },
};

/** The fields that name a record, most specific first. */
const labelFields = ['label', 'title', 'businessName', 'name'];

function labelOf(data: Fields, subjectType: string): string | null {
  // An event about a client's meeting names the meeting in `title`; the client is named by `businessName`.
  const order = subjectType === 'client' ? ['label', 'businessName'] : labelFields;
  for (const key of order) {
    const label = text(data[key]);
    if (label) return label;
  }
  return text(fields(data.member).name);
}

function idOf(data: Fields, idField: string): string | null {
  const own = text(data[idField]);
  if (own) return own;
  const member = text(fields(data.member).userId);
  if (member) return member;
  // Any other `…Id` field, so an event of an aggregate this table does not list still names its record.
  const other = Object.entries(data).find(([key, value]) => key.endsWith('Id') && text(value));
  return other ? (other[1] as string) : null;
}

/**
 * The record an event is about, read from well-known fields (`<aggregate>Id`, `member.userId`, `title`,
 * `businessName`, `name`, `member.name`); an event without them still has a subject type, from its type.
 */
export function subjectOf(aggregate: string, data: unknown, source = ''): Subject {
  const values = fields(data);
  const record = recordOf[`${source}.${aggregate}`] ?? recordOf[aggregate] ?? { type: aggregate, idField: idFieldOf(aggregate) };
  return { type: record.type, id: idOf(values, record.idField), label: labelOf(values, record.type) };
}

const stateOf = (value: unknown): string | null => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return text(value) ?? text(fields(value).status);
};

/** A status change's two sides, when the event reports one (`before`/`after`, or `previousStatus`/`status`). */
export function changeOf(data: unknown): { before: string | null; after: string | null } {
  const values = fields(data);
  if ('before' in values || 'after' in values) return { before: stateOf(values.before), after: stateOf(values.after) };
  if ('previousStatus' in values) return { before: stateOf(values.previousStatus), after: stateOf(values.status) };
  return { before: null, after: null };
}
