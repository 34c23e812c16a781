import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRow } from '@agency/kit';
import type { AuditEntry } from './audit-entry.js';

/** Keeps the label an event gave its record, unless a later event already gave a newer one. */
async function rememberLabel(em: EntityManager, entry: AuditEntry): Promise<void> {
  await execute(
    em,
    `INSERT INTO audit_subject_labels (subject_type, subject_id, label, seen_at)
     VALUES (:subjectType, :subjectId, :label, :occurredAt)
     ON CONFLICT (subject_type, subject_id) DO UPDATE SET label = excluded.label, seen_at = excluded.seen_at
     WHERE audit_subject_labels.seen_at <= excluded.seen_at`,
    { subjectType: entry.subjectType, subjectId: entry.subjectId, label: entry.subjectLabel, occurredAt: entry.occurredAt },
  );
}

async function lastLabel(em: EntityManager, entry: AuditEntry): Promise<string | null> {
  const row = await queryRow<{ label: string }>(
    em,
    'SELECT label FROM audit_subject_labels WHERE subject_type = :subjectType AND subject_id = :subjectId',
    { subjectType: entry.subjectType, subjectId: entry.subjectId },
  );
  return row?.label ?? null;
}

/** Keeps the name and role a person last acted under, for the Activity screen's person filter. */
async function rememberActor(em: EntityManager, entry: AuditEntry): Promise<void> {
  if (!entry.actorId) return;
  await execute(
    em,
    `INSERT INTO audit_actors (kind, id, name, role, client_id, last_seen_at)
     VALUES (:kind, :id, :name, :role, :clientId, :occurredAt)
     ON CONFLICT (kind, id) DO UPDATE
       SET name = excluded.name, role = excluded.role, client_id = excluded.client_id, last_seen_at = excluded.last_seen_at
     WHERE audit_actors.last_seen_at <= excluded.last_seen_at`,
    {
      kind: entry.actorKind,
      id: entry.actorId,
      name: entry.actorName,
      role: entry.actorRole,
      clientId: entry.clientId,
      occurredAt: entry.occurredAt,
    },
  );
}

/**
 * Writes the entry, in the transaction that records its event in the inbox. Its id is the event's, so an
 * event seen again once its inbox row has been pruned still makes one entry.
 */
export async function recordEntry(em: EntityManager, entry: AuditEntry): Promise<void> {
  let label = entry.subjectLabel;
  if (entry.subjectId && label) await rememberLabel(em, entry);
  else if (entry.subjectId) label = await lastLabel(em, entry);
  await rememberActor(em, entry);
  await execute(
    em,
    `INSERT INTO audit_entries (id, occurred_at, type, actor_kind, actor_id, actor_name, actor_role, client_id, action,
       subject_type, subject_id, subject_label, before, after, data, known)
     VALUES (:id, :occurredAt, :type, :actorKind, :actorId, :actorName, :actorRole, :clientId, :action,
       :subjectType, :subjectId, :label, :before, :after, :data, :known)
     ON CONFLICT (id) DO NOTHING`,
    {
      id: entry.id,
      occurredAt: entry.occurredAt,
      type: entry.type,
      actorKind: entry.actorKind,
      actorId: entry.actorId,
      actorName: entry.actorName,
      actorRole: entry.actorRole,
      clientId: entry.clientId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      label,
      before: entry.before,
      after: entry.after,
      data: JSON.stringify(entry.data),
      known: entry.known,
    },
  );
}
