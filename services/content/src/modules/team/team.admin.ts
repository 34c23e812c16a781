import { AppError, execute, notFound, queryRow } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { AdminTeamMember, TeamMemberInput } from '@agency/contracts/openapi/content';
import { recordAdmin } from '../../record-admin.js';
import { isoTime } from '../../time.js';
import { joinMedia, toOptionalImage } from '../media/images.js';
import { TeamMember } from './team-member.entity.js';

/** A team member as the public list and the back office both read them: name, role and avatar. */
export interface MemberRow {
  id: string;
  name: string;
  role: string;
  avatarUrl: string | null;
  avatarWidth: number | null;
  avatarHeight: number | null;
}

interface AdminMemberRow extends MemberRow {
  active: boolean;
  postCount: string;
  createdAt: Date | string;
}

const memberInUse = (posts: number) =>
  new AppError(
    409,
    'CONTENT_TEAM_MEMBER_IN_USE',
    `This team member is the author of ${posts} ${posts === 1 ? 'post' : 'posts'}: deactivate them instead, or give the posts another author first.`,
  );

/**
 * Every team member, active or not, by name, with how many posts name them as author (`q` matches part of the
 * name); a new one, an edit and the delete of one who is no post's author, each with its
 * `content.team-member.*.v1` event.
 */
export const teamMembers = recordAdmin({
  entity: TeamMember,
  list: {
    columns: `m.id, m.name, m.role, m.avatar_url, avatar.width AS avatar_width, avatar.height AS avatar_height,
      m.active, m.created_at, (SELECT count(*) FROM posts p WHERE p.author_id = m.id) AS post_count`,
    from: `team_members m ${joinMedia('avatar', 'm.avatar_url')}`,
    search: ['m.name'],
    orderBy: 'lower(m.name), m.id',
    toItem: (row: AdminMemberRow): AdminTeamMember => ({
      id: row.id,
      name: row.name,
      role: row.role,
      avatar: toOptionalImage(row.avatarUrl, row.avatarWidth, row.avatarHeight),
      active: row.active,
      postCount: Number(row.postCount),
      createdAt: isoTime(row.createdAt),
    }),
  },
  idColumn: 'm.id',
  notFound: () => notFound('CONTENT_TEAM_MEMBER_NOT_FOUND', 'No team member with this id.'),
  fields: (input: TeamMemberInput) => ({
    name: input.name.trim(),
    role: input.role.trim(),
    avatarUrl: input.avatarUrl,
    active: input.active,
  }),
  created: () => ({ createdAt: new Date() }),
  events: {
    created: contentEvents.teamMemberCreated,
    updated: contentEvents.teamMemberUpdated,
    deleted: contentEvents.teamMemberDeleted,
  },
  facts: (member) => ({
    teamMemberId: member.id,
    name: member.name,
    role: member.role,
    avatarUrl: member.avatarUrl ?? null,
    active: member.active,
  }),
  // Posts keep a copy of their author's name and avatar (the byline), which follows the edit.
  afterUpdate: (em, member) =>
    execute(em, 'UPDATE posts SET author_name = :name, author_avatar = :avatarUrl WHERE author_id = :id', {
      id: member.id,
      name: member.name,
      avatarUrl: member.avatarUrl ?? null,
    }),
  inUse: async (em, member) => {
    const used = await queryRow<{ posts: string }>(em, 'SELECT count(*) AS posts FROM posts WHERE author_id = :id', {
      id: member.id,
    });
    const posts = Number(used?.posts ?? 0);
    return posts > 0 ? memberInUse(posts) : undefined;
  },
});
