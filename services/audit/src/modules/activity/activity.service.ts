import type { Orm } from '@agency/kit';
import { badRequest, queryRow, queryRows } from '@agency/kit';
import type { ActivityEntry, ActorKind, Person } from '@agency/contracts/openapi/audit';

export type { ActivityEntry, Person };

export interface ActivityFilters {
  actorId?: string;
  actorKind?: ActorKind;
  subjectType?: string;
  from?: string;
  to?: string;
}

interface EntryRow {
  id: string;
  occurredAt: string;
  type: string;
  action: string;
  actorKind: ActivityEntry['actor']['kind'];
  actorId: string | null;
  actorName: string | null;
  actorRole: 'admin' | 'member' | null;
  clientId: string | null;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
  before: string | null;
  after: string | null;
  known: boolean;
  data: unknown;
}

const entryColumns = `id, occurred_at, type, action, actor_kind, actor_id, actor_name, actor_role, client_id,
  subject_type, subject_id, subject_label, before, after, known, data`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const toEntry = (row: EntryRow): ActivityEntry => ({
  id: row.id,
  occurredAt: new Date(row.occurredAt).toISOString(),
  type: row.type,
  action: row.action,
  actor: { kind: row.actorKind, id: row.actorId, name: row.actorName, role: row.actorRole, clientId: row.clientId },
  subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
  before: row.before,
  after: row.after,
  known: row.known,
  // Raw data that was not an object (a malformed event) is shown under `value`.
  data: isObject(row.data) ? row.data : { value: row.data },
});

/** The WHERE clause for the filters, with only the conditions asked for, so each query can use its index. */
function whereOf(filters: ActivityFilters): { where: string; params: Record<string, string> } {
  if (filters.from && filters.to && new Date(filters.from) > new Date(filters.to)) {
    throw badRequest('AUDIT_BAD_DATE_RANGE', 'The range starts after it ends.', [
      { path: 'querystring/from', message: 'must not be after to' },
    ]);
  }
  const conditions: string[] = [];
  const params: Record<string, string> = {};
  const add = (key: keyof ActivityFilters, condition: string) => {
    const value = filters[key];
    if (value === undefined) return;
    conditions.push(condition);
    params[key] = value;
  };
  add('actorId', 'actor_id = :actorId');
  add('actorKind', 'actor_kind = :actorKind');
  add('subjectType', 'subject_type = :subjectType');
  add('from', 'occurred_at >= :from');
  add('to', 'occurred_at < :to');
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One page of entries, newest first, and how many match the filters. */
export async function listActivity(
  orm: Orm,
  filters: ActivityFilters,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: ActivityEntry[]; total: number }> {
  const { where, params } = whereOf(filters);
  // The page and the count side by side: on a large record the count is the slower of the two.
  const [rows, count] = await Promise.all([
    queryRows<EntryRow>(
      orm,
      `SELECT ${entryColumns} FROM audit_entries ${where} ORDER BY occurred_at DESC, id DESC LIMIT :limit OFFSET :offset`,
      { ...params, limit: pageSize, offset: (page - 1) * pageSize },
    ),
    queryRow<{ total: string }>(orm, `SELECT count(*) AS total FROM audit_entries ${where}`, params),
  ]);
  return { items: rows.map(toEntry), total: Number(count?.total ?? 0) };
}

/** The most rows an export holds, as the lead exports. */
export const EXPORT_LIMIT = 10_000;

/** Every entry the filters match (up to the export's limit), newest first. */
export async function exportActivity(orm: Orm, filters: ActivityFilters): Promise<ActivityEntry[]> {
  const { where, params } = whereOf(filters);
  const rows = await queryRows<EntryRow>(
    orm,
    `SELECT ${entryColumns} FROM audit_entries ${where} ORDER BY occurred_at DESC, id DESC LIMIT ${EXPORT_LIMIT}`,
    params,
  );
  return rows.map(toEntry);
}

/** The most entries a history panel shows. */
const HISTORY_LIMIT = 200;

/** One record's entries, newest first. */
export async function recordHistory(orm: Orm, subjectType: string, subjectId: string): Promise<ActivityEntry[]> {
  const rows = await queryRows<EntryRow>(
    orm,
    `SELECT ${entryColumns} FROM audit_entries WHERE subject_type = :subjectType AND subject_id = :subjectId
     ORDER BY occurred_at DESC, id DESC LIMIT ${HISTORY_LIMIT}`,
    { subjectType, subjectId },
  );
  return rows.map(toEntry);
}

/**
 * Everyone seen acting: team members under the name and role they last acted with; clients under their
 * client record's last label (its business name), when the record has seen one.
 */
export async function listPeople(orm: Orm): Promise<Person[]> {
  return queryRows<Person>(
    orm,
    `SELECT a.kind, a.id, CASE WHEN a.kind = 'client' THEN l.label ELSE a.name END AS name, a.role
     FROM audit_actors a
     LEFT JOIN audit_subject_labels l ON a.kind = 'client' AND l.subject_type = 'client' AND l.subject_id = a.client_id
     WHERE a.kind IN ('team', 'client')
     ORDER BY a.kind DESC, name NULLS LAST, a.id`,
  );
}
