import { execute, queryRows, type Queryable } from '@agency/kit';

/** Where a session is being used from: the browser's user agent and the client address the gateway saw. */
export interface SessionDevice {
  userAgent: string | undefined;
  address: string;
}

/** Longer user agents are cut: only their start names the browser and system. */
const USER_AGENT_MAX = 512;

/**
 * Notes that a session (refresh-token family) was used now: a new session is recorded with its device, and a
 * known one gets its last-seen time moved on. A session from before the record began gets its row on its next
 * refresh, with that refresh's device.
 */
export async function sessionSeen(
  db: Queryable,
  session: { familyId: string; userId: string },
  device: SessionDevice | undefined,
  now: Date,
): Promise<void> {
  await execute(
    db,
    `INSERT INTO session_devices (family_id, user_id, user_agent, address, created_at, last_seen_at)
     VALUES (:familyId, :userId, :userAgent, :address, :now, :now)
     ON CONFLICT (family_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    {
      ...session,
      userAgent: device?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      address: device?.address ?? null,
      now,
    },
  );
}

export interface LiveSessionRow {
  familyId: string;
  userAgent: string | null;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
}

/**
 * The account's sessions that still have a live refresh token, the most recently seen first. A session without a
 * device row (begun before the record) is dated by its tokens: its first issued and its latest.
 */
export function liveSessions(db: Queryable, userId: string, now: Date): Promise<LiveSessionRow[]> {
  return queryRows<LiveSessionRow>(
    db,
    `SELECT t.family_id,
            d.user_agent,
            d.address,
            coalesce(d.created_at, min(t.created_at)) AS signed_in_at,
            coalesce(d.last_seen_at, max(t.created_at)) AS last_seen_at
       FROM refresh_tokens t
       LEFT JOIN session_devices d ON d.family_id = t.family_id
      WHERE t.user_id = :userId
      GROUP BY t.family_id, d.family_id
     HAVING bool_or(t.revoked_at IS NULL AND t.expires_at > :now)
      ORDER BY last_seen_at DESC
      LIMIT 200`,
    { userId, now },
  );
}
