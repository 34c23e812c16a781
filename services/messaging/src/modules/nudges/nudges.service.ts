import { execute, queryRow, queryRows, recordEvent, type Orm } from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import type { SenderType } from '../messages/message-view.js';
import { source } from '../messages/messages.service.js';

export interface NudgeRules {
  /** A message unread this long by the other side calls for a nudge (UNREAD_NUDGE_AFTER_MS). */
  afterMs: number;
  /** At most one nudge per thread and recipient side in this window (UNREAD_NUDGE_REPEAT_MS). */
  repeatMs: number;
}

/** A thread's side that may be owed a nudge. */
export interface NudgeCandidate {
  clientId: string;
  recipient: SenderType;
}

const readColumn = { client: 'read_by_client_at', team: 'read_by_team_at' } as const;
const otherSide = (recipient: SenderType): SenderType => (recipient === 'client' ? 'team' : 'client');

/** The moment `:param` ms ago, a length in ms made PostgreSQL's interval, so times are the database's. */
const msAgo = (param: string) => `now() - :${param} * interval '1 millisecond'`;

/**
 * A client is nudged only once it has finished onboarding: the e-mail sends it to its dashboard, which is
 * not open to it before then (it reads the team's messages there when it arrives).
 */
const reachable = (recipient: SenderType, clients: string) =>
  recipient === 'client' ? `${clients}.onboarding_complete` : 'true';

/**
 * Threads' sides with a message of the other side that the recipient has left unread past `afterMs`, newer
 * than what the last nudge told of, and no nudge in the last `repeatMs`. Read outside a lock: each is checked
 * again under its thread's lock before anything is recorded.
 */
export async function nudgeCandidates(orm: Orm, rules: NudgeRules, limit = 100): Promise<NudgeCandidate[]> {
  const sideSql = (recipient: SenderType) => `
    SELECT DISTINCT m.client_id, '${recipient}' AS recipient FROM messages m
    JOIN clients c ON c.id = m.client_id AND ${reachable(recipient, 'c')}
    LEFT JOIN nudges n ON n.client_id = m.client_id AND n.recipient = '${recipient}'
    WHERE m.${readColumn[recipient]} IS NULL AND m.sender_type = '${otherSide(recipient)}'
      AND m.created_at <= ${msAgo('afterMs')}
      AND m.seq > COALESCE(n.nudged_up_to_seq, 0)
      AND (n.last_nudged_at IS NULL OR n.last_nudged_at <= ${msAgo('repeatMs')})`;
  return queryRows<NudgeCandidate>(orm, `${sideSql('team')} UNION ${sideSql('client')} LIMIT :limit`, {
    afterMs: rules.afterMs,
    repeatMs: rules.repeatMs,
    limit,
  });
}

interface ThreadClient {
  id: string;
  email: string;
  businessName: string;
  contactName: string;
}

interface Unread {
  unreadCount: number;
  oldestUnreadAt: string | Date | null;
  upToSeq: string | number | null;
  due: boolean;
}

/**
 * Nudges `recipient` about the thread if it is still owed one, in one transaction: the thread's client row is
 * held (skipped if another scanner holds it; a read mark takes it too, so messages being marked read are either
 * read before this looks or after the nudge is recorded), the last nudge and the unread messages are read under
 * that lock, and the nudge's row and `messaging.unread.nudged.v1` are written together. True when it nudged.
 */
export async function nudgeThread(orm: Orm, candidate: NudgeCandidate, rules: NudgeRules): Promise<boolean> {
  const { clientId, recipient } = candidate;
  return orm.em.fork().transactional(async (em) => {
    const client = await queryRow<ThreadClient>(
      em,
      `SELECT id, email, business_name, contact_name FROM clients
       WHERE id = :clientId AND ${reachable(recipient, 'clients')} FOR NO KEY UPDATE SKIP LOCKED`,
      { clientId },
    );
    if (!client) return false;
    const last = await queryRow<{ nudgedUpToSeq: string | number; recent: boolean }>(
      em,
      `SELECT nudged_up_to_seq, last_nudged_at > ${msAgo('repeatMs')} AS recent
       FROM nudges WHERE client_id = :clientId AND recipient = :recipient`,
      { repeatMs: rules.repeatMs, clientId, recipient },
    );
    if (last?.recent) return false;
    const unread = await queryRow<Unread>(
      em,
      `SELECT count(*)::int AS unread_count, min(created_at) AS oldest_unread_at, max(seq) AS up_to_seq,
              COALESCE(bool_or(seq > :nudgedUpToSeq AND created_at <= ${msAgo('afterMs')}), false) AS due
       FROM messages WHERE client_id = :clientId AND sender_type = :sender AND ${readColumn[recipient]} IS NULL`,
      { nudgedUpToSeq: Number(last?.nudgedUpToSeq ?? 0), afterMs: rules.afterMs, clientId, sender: otherSide(recipient) },
    );
    if (!unread?.due || unread.upToSeq === null || unread.oldestUnreadAt === null) return false;
    const upToSeq = Number(unread.upToSeq);
    await execute(
      em,
      `INSERT INTO nudges (client_id, recipient, last_nudged_at, nudged_up_to_seq) VALUES (:clientId, :recipient, now(), :upToSeq)
       ON CONFLICT (client_id, recipient)
       DO UPDATE SET last_nudged_at = EXCLUDED.last_nudged_at, nudged_up_to_seq = EXCLUDED.nudged_up_to_seq`,
      { clientId, recipient, upToSeq },
    );
    recordEvent(em, source, messagingEvents.unreadNudged, {
      clientId,
      recipient,
      unreadCount: unread.unreadCount,
      oldestUnreadAt: new Date(unread.oldestUnreadAt).toISOString(),
      upToSeq,
      clientEmail: client.email,
      contactName: client.contactName,
      businessName: client.businessName,
    });
    return true;
  });
}

/** One pass: every thread's side owed a nudge gets one. Safe beside other replicas' passes. Answers how many it nudged. */
export async function scanUnread(orm: Orm, rules: NudgeRules, limit = 100): Promise<number> {
  let nudged = 0;
  for (const candidate of await nudgeCandidates(orm, rules, limit)) {
    if (await nudgeThread(orm, candidate, rules)) nudged++;
  }
  return nudged;
}
