import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  AppError,
  escapeLike,
  execute,
  notFound,
  queryRow,
  queryRows,
  recordEvent,
  type Orm,
  type OutboxRelay,
} from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { components } from '@agency/contracts/openapi/content';
import { isoTime } from '../../time.js';
import { joinMedia, toOptionalImage } from '../media/images.js';
import { TeamMember as TeamMemberEntity } from './team-member.entity.js';

type Schemas = components['schemas'];
type AdminTeamMember = Schemas['AdminTeamMember'];
type TeamMemberInput = Schemas['TeamMemberInput'];

interface TeamDeps {
  orm: Orm;
  relay: OutboxRelay;
}

interface AdminMemberRow {
  id: string;
  name: string;
  role: string;
  avatarUrl: string | null;
  avatarWidth: number | null;
  avatarHeight: number | null;
  active: boolean;
  postCount: string;
  createdAt: Date | string;
  total: string;
}

const memberNotFound = () => notFound('CONTENT_TEAM_MEMBER_NOT_FOUND', 'No team member with this id.');

const memberInUse = (posts: number) =>
  new AppError(
    409,
    'CONTENT_TEAM_MEMBER_IN_USE',
    `This team member is the author of ${posts} ${posts === 1 ? 'post' : 'posts'}: deactivate them instead, or give the posts another author first.`,
  );

const toAdminMember = (row: AdminMemberRow): AdminTeamMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  avatar: toOptionalImage(row.avatarUrl, row.avatarWidth, row.avatarHeight),
  active: row.active,
  postCount: Number(row.postCount),
  createdAt: isoTime(row.createdAt),
});

const selectMembers = `SELECT m.id, m.name, m.role, m.avatar_url, avatar.width AS avatar_width, avatar.height AS avatar_height,
     m.active, m.created_at, (SELECT count(*) FROM posts p WHERE p.author_id = m.id) AS post_count, count(*) OVER () AS total
   FROM team_members m ${joinMedia('avatar', 'm.avatar_url')}`;

/** Every team member, active or not, by name, with how many posts name them as author; `q` matches part of the name. */
export async function listAdminTeamMembers(orm: Orm, query: { q?: string; page: number; pageSize: number }) {
  const pattern = `%${escapeLike(query.q?.trim() ?? '')}%`;
  const rows = await queryRows<AdminMemberRow>(
    orm,
    `${selectMembers} WHERE m.name ILIKE :pattern ORDER BY lower(m.name), m.id LIMIT :limit OFFSET :offset`,
    { pattern, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  // The window's count comes with the rows; a page past the last has none, so it is counted on its own.
  const total =
    rows.length > 0 || query.page === 1
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (await queryRow<{ n: string }>(orm, 'SELECT count(*) AS n FROM team_members WHERE name ILIKE :pattern', { pattern }))
            ?.n,
        );
  return { items: rows.map(toAdminMember), total, page: query.page, pageCount: Math.ceil(total / query.pageSize) };
}

async function findAdminMember(orm: Orm, id: string): Promise<AdminTeamMember> {
  const row = await queryRow<AdminMemberRow>(orm, `${selectMembers} WHERE m.id = :id`, { id });
  if (!row) throw memberNotFound();
  return toAdminMember(row);
}

const factsOf = (member: TeamMemberEntity) => ({
  teamMemberId: member.id,
  name: member.name,
  role: member.role,
  avatarUrl: member.avatarUrl ?? null,
  active: member.active,
});

async function change(deps: TeamDeps, work: (em: EntityManager) => Promise<void>): Promise<void> {
  await deps.orm.em.fork().transactional(work);
  deps.relay.wake();
}

/** A new team member; `content.team-member.created.v1`. */
export async function createTeamMember(deps: TeamDeps, input: TeamMemberInput): Promise<AdminTeamMember> {
  const id = randomUUID();
  await change(deps, async (em) => {
    const member = em.create(TeamMemberEntity, {
      id,
      name: input.name.trim(),
      role: input.role.trim(),
      avatarUrl: input.avatarUrl,
      active: input.active,
      createdAt: new Date(),
    });
    await em.flush();
    recordEvent(em, 'content', contentEvents.teamMemberCreated, factsOf(member));
  });
  return findAdminMember(deps.orm, id);
}

/**
 * A team member's new name, role, avatar or state; `content.team-member.updated.v1`. Posts keep a copy of their
 * author's name and avatar (the byline), which follows in the same transaction.
 */
export async function updateTeamMember(deps: TeamDeps, id: string, input: TeamMemberInput): Promise<AdminTeamMember> {
  await change(deps, async (em) => {
    const member = await em.findOne(TeamMemberEntity, { id });
    if (!member) throw memberNotFound();
    member.name = input.name.trim();
    member.role = input.role.trim();
    member.avatarUrl = input.avatarUrl;
    member.active = input.active;
    await em.flush();
    await execute(em, 'UPDATE posts SET author_name = :name, author_avatar = :avatarUrl WHERE author_id = :id', {
      id,
      name: member.name,
      avatarUrl: member.avatarUrl ?? null,
    });
    recordEvent(em, 'content', contentEvents.teamMemberUpdated, factsOf(member));
  });
  return findAdminMember(deps.orm, id);
}

/** Removes a team member who is no post's author; `content.team-member.deleted.v1` with who they were. */
export async function deleteTeamMember(deps: TeamDeps, id: string): Promise<void> {
  await change(deps, async (em) => {
    const member = await em.findOne(TeamMemberEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!member) throw memberNotFound();
    const used = await queryRow<{ posts: string }>(em, 'SELECT count(*) AS posts FROM posts WHERE author_id = :id', { id });
    const posts = Number(used?.posts ?? 0);
    if (posts > 0) throw memberInUse(posts);
    recordEvent(em, 'content', contentEvents.teamMemberDeleted, factsOf(member));
    em.remove(member);
  });
}
