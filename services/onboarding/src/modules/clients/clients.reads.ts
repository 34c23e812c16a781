import { escapeLike, queryRow, queryRows, type Queryable } from '@agency/kit';
import type {
  AccessCode,
  ClientBilling,
  ClientDetail,
  ClientPage,
  ClientSummary,
  ClientView,
  Summary,
} from '@agency/contracts/openapi/onboarding';
import type { ClientFilter } from '@agency/contracts/onboarding/rules';
import { accessCodeState } from '../access-codes/access-code.rules.js';
import { stuckBefore, stuckSql, waitingAt } from '../reminders/waiting.js';
import { clientTeamOf, clientTeamView, type StoredClientTeam } from '../team/client-team.js';
import { clientStatus, filterCondition } from './client-status.js';

export type { ClientSummary, ClientDetail, ClientView, ClientPage, Summary };

type AccessCodeHistoryEntry = AccessCode;

/** A time as an entity (Date) or a row (PostgreSQL text) holds it. */
type Time = Date | string;
/** A time not every record has: null in a row, null or undefined in an entity. */
type MaybeTime = Time | null | undefined;

/** A client as stored: the contract's fields, with times as stored; the status is derived, not stored. */
export interface StoredClient extends ClientFields {
  lastActivityAt: Time;
  /** Messages from the client the team has not read; a client just added has none. */
  unreadMessages?: number;
  /** One of its codes made its account. */
  registered: boolean;
  stepReachedAt: Time;
  lastReminderAt: MaybeTime;
}

/** How a list row tells where its client waits: as of `now`, stuck after more than `stuckAfterDays` days. */
export interface WaitingRule {
  now: Date;
  stuckAfterDays: number;
}

export interface StoredClientDetail extends StoredClient {
  pendingEmail?: string | null;
  pendingEmailRequestedAt?: MaybeTime;
  paymentCompletedAt: MaybeTime;
  contractSentAt: MaybeTime;
  contractSignedAt: MaybeTime;
  videoWatchedAt: MaybeTime;
  onboardingCompletedAt: MaybeTime;
}

export interface StoredAccessCode {
  id: string;
  code: string;
  expiresAt: Time;
  issuedAt: Time;
  emailedAt: MaybeTime;
  redeemedAt: MaybeTime;
  revokedAt: MaybeTime;
}

const viewColumns = `id, business_name, contact_name, email, phone, package, project_type, monthly_price_cents, step_completed,
  payment_completed, contract_signed, video_watched, onboarding_complete, project_completed, project_manager_id,
  project_manager_name, lead_developer_id, lead_developer_name, project_completed_at, completion_note,
  payment_completed_at, stripe_checkout_session_id, created_at, billing_status, billing_cancel_at_period_end,
  billing_current_period_end, billing_updated_at`;
/** Messages from the client the team has not read, from messaging's events (unread.projection.ts). */
const unreadColumn = `(SELECT count(*)::int FROM client_unread u WHERE u.client_id = onboarding_clients.id) AS unread_messages`;
/** Whether the client registered, and its last reminder: what tells where it waits and when it was reminded. */
const waitingColumns = `step_reached_at,
  EXISTS (SELECT 1 FROM access_codes r WHERE r.client_id = onboarding_clients.id AND r.redeemed_at IS NOT NULL) AS registered,
  (SELECT max(m.sent_at) FROM client_reminders m WHERE m.client_id = onboarding_clients.id) AS last_reminder_at`;
const summaryColumns = `${viewColumns}, last_activity_at, ${unreadColumn}, ${waitingColumns}`;
const detailColumns = `${summaryColumns}, contract_sent_at, contract_signed_at, video_watched_at,
  onboarding_completed_at, pending_email, pending_email_requested_at`;

const iso = (time: Time) => new Date(time).toISOString();
const isoOrNull = (time: MaybeTime) => (time == null ? null : iso(time));
const dateOrNull = (time: MaybeTime) => (time == null ? null : new Date(time));

/** A client as a row or an entity holds it (an entity's unset nullable is undefined). */
type ClientFields = Omit<ClientView, 'monthlyPriceCents' | 'team' | 'completion' | 'billing'> & {
  monthlyPriceCents?: number | null;
  projectCompletedAt?: MaybeTime;
  completionNote?: string | null;
} & StoredClientTeam &
  StoredBilling;

/** The billing columns, and what tells a demo payment: paid, without a Stripe checkout. */
interface StoredBilling {
  createdAt: Time;
  paymentCompletedAt?: MaybeTime;
  stripeCheckoutSessionId?: string | null;
  billingStatus?: ClientBilling['status'] | null;
  billingCancelAtPeriodEnd?: boolean;
  billingCurrentPeriodEnd?: MaybeTime;
  billingUpdatedAt?: MaybeTime;
}

/**
 * The client's subscription as payments last reported it; a payment skipped in demo mode (paid, no Stripe
 * checkout) is a trial of the demo, nothing at Stripe, since its payment; no payment and no report: null.
 */
export function billingOf(client: StoredBilling & { paymentCompleted: boolean }): ClientBilling | null {
  if (client.billingStatus != null && client.billingUpdatedAt != null) {
    return {
      status: client.billingStatus,
      cancelAtPeriodEnd: client.billingCancelAtPeriodEnd ?? false,
      currentPeriodEnd: isoOrNull(client.billingCurrentPeriodEnd),
      demo: false,
      updatedAt: iso(client.billingUpdatedAt),
    };
  }
  if (client.paymentCompleted && client.stripeCheckoutSessionId == null) {
    return {
      status: 'trialing',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      demo: true,
      updatedAt: iso(client.paymentCompletedAt ?? client.createdAt),
    };
  }
  return null;
}

/** The completion as the team marked it: when and the note, or null while the project is open. */
const completionOf = (client: ClientFields): ClientView['completion'] =>
  client.projectCompleted && client.projectCompletedAt != null
    ? { completedAt: iso(client.projectCompletedAt), note: client.completionNote ?? '' }
    : null;

/** The one conversion from a stored client to what a client reads of itself. */
export function toClientView(client: ClientFields): ClientView {
  return {
    id: client.id,
    businessName: client.businessName,
    contactName: client.contactName,
    email: client.email,
    phone: client.phone,
    package: client.package,
    projectType: client.projectType,
    monthlyPriceCents: client.monthlyPriceCents ?? null,
    billing: billingOf(client),
    stepCompleted: client.stepCompleted,
    paymentCompleted: client.paymentCompleted,
    contractSigned: client.contractSigned,
    videoWatched: client.videoWatched,
    onboardingComplete: client.onboardingComplete,
    projectCompleted: client.projectCompleted,
    team: clientTeamView(client),
    completion: completionOf(client),
  };
}

/** A row of the team's list: the client's fields, its derived status, its times and where it waits. */
export function toClientSummary(client: StoredClient, rule: WaitingRule): ClientSummary {
  const { team: _team, completion: _completion, ...view } = toClientView(client);
  return {
    ...view,
    status: clientStatus(view),
    createdAt: iso(client.createdAt),
    lastActivityAt: iso(client.lastActivityAt),
    unreadMessages: client.unreadMessages ?? 0,
    waiting: waitingAt(client, rule.now, rule.stuckAfterDays),
    lastReminderAt: isoOrNull(client.lastReminderAt),
  };
}

export function toHistoryEntry(code: StoredAccessCode, now: Date): AccessCodeHistoryEntry {
  return {
    id: code.id,
    code: code.code,
    expiresAt: iso(code.expiresAt),
    issuedAt: iso(code.issuedAt),
    emailedAt: isoOrNull(code.emailedAt),
    redeemedAt: isoOrNull(code.redeemedAt),
    revokedAt: isoOrNull(code.revokedAt),
    state: accessCodeState(
      { expiresAt: new Date(code.expiresAt), redeemedAt: dateOrNull(code.redeemedAt), revokedAt: dateOrNull(code.revokedAt) },
      now,
    ),
  };
}

/** A client whole: its list row, its step times and its codes (newest first), their states as of `rule.now`. */
export function toClientDetail(client: StoredClientDetail, codes: StoredAccessCode[], rule: WaitingRule): ClientDetail {
  const { now } = rule;
  return {
    ...toClientSummary(client, rule),
    paymentCompletedAt: isoOrNull(client.paymentCompletedAt),
    contractSentAt: isoOrNull(client.contractSentAt),
    contractSignedAt: isoOrNull(client.contractSignedAt),
    videoWatchedAt: isoOrNull(client.videoWatchedAt),
    onboardingCompletedAt: isoOrNull(client.onboardingCompletedAt),
    accessCodes: codes.map((code) => toHistoryEntry(code, now)),
    team: clientTeamOf(client),
    completion: completionOf(client),
    pendingEmail:
      client.pendingEmail && client.pendingEmailRequestedAt != null
        ? { email: client.pendingEmail, requestedAt: iso(client.pendingEmailRequestedAt) }
        : null,
  };
}

export interface ClientQuery {
  q?: string;
  filter: ClientFilter;
  /** Only clients with messages the team has not read (the dashboard's View Unread Messages). */
  unread?: boolean;
  /** Only the clients this teammate (a user id) looks after, as project manager or lead developer. */
  lookedAfterBy?: string;
  page: number;
  pageSize: number;
}

/**
 * The team's list, newest first, with the exact total: a hot read, so plain SQL through the ORM's
 * connection, without hydrating entities.
 */
export async function listClients(db: Queryable, query: ClientQuery, rule: WaitingRule): Promise<ClientPage> {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  if (query.filter === 'stuck') {
    where.push(stuckSql);
    params.stuckBefore = stuckBefore(rule.now, rule.stuckAfterDays);
  } else {
    const condition = filterCondition[query.filter];
    if (condition) where.push(condition);
  }
  if (query.unread) where.push('EXISTS (SELECT 1 FROM client_unread u WHERE u.client_id = onboarding_clients.id)');
  if (query.lookedAfterBy) {
    where.push('(project_manager_id = :teammateId OR lead_developer_id = :teammateId)');
    params.teammateId = query.lookedAfterBy;
  }
  const search = query.q?.trim();
  if (search) {
    where.push('(business_name ILIKE :pattern OR contact_name ILIKE :pattern OR email ILIKE :pattern)');
    params.pattern = `%${escapeLike(search)}%`;
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, counted] = await Promise.all([
    queryRows<StoredClient>(
      db,
      `SELECT ${summaryColumns} FROM onboarding_clients ${filter}
       ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
      { ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    ),
    queryRow<{ total: number }>(db, `SELECT count(*)::int AS total FROM onboarding_clients ${filter}`, params),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map((row) => toClientSummary(row, rule)),
    total,
    page: query.page,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

/** The summary cards, counted with the list's own filter conditions. */
export async function clientSummary(db: Queryable): Promise<Summary> {
  const counts = await queryRow<Summary>(
    db,
    `SELECT count(*)::int AS total_clients,
            (count(*) FILTER (WHERE ${filterCondition.active}))::int AS active_projects,
            (count(*) FILTER (WHERE ${filterCondition.pending}))::int AS pending_onboarding,
            (count(*) FILTER (WHERE ${filterCondition.completed}))::int AS completed,
            (SELECT count(*)::int FROM client_unread u JOIN onboarding_clients c ON c.id = u.client_id) AS unread_messages
     FROM onboarding_clients`,
  );
  return counts ?? { totalClients: 0, activeProjects: 0, pendingOnboarding: 0, completed: 0, unreadMessages: 0 };
}

/** One client for the team, with its access-code history; undefined when there is none. */
export async function findClientDetail(db: Queryable, clientId: string, rule: WaitingRule): Promise<ClientDetail | undefined> {
  const [client, codes] = await Promise.all([
    queryRow<StoredClientDetail>(db, `SELECT ${detailColumns} FROM onboarding_clients WHERE id = :clientId`, { clientId }),
    queryRows<StoredAccessCode>(
      db,
      `SELECT id, code, expires_at, issued_at, emailed_at, redeemed_at, revoked_at FROM access_codes
       WHERE client_id = :clientId ORDER BY issued_at DESC, id DESC LIMIT 1000`,
      { clientId },
    ),
  ]);
  return client && toClientDetail(client, codes, rule);
}

/** What a client reads of its own record; undefined when it is gone. */
export async function findClientView(db: Queryable, clientId: string): Promise<ClientView | undefined> {
  const client = await queryRow<ClientFields>(db, `SELECT ${viewColumns} FROM onboarding_clients WHERE id = :clientId`, {
    clientId,
  });
  return client && toClientView(client);
}
