import { queryRows, type Orm } from '@agency/kit';
import type { components } from '@agency/contracts/openapi/content';
import { contentContract } from '../../contract.js';
import { joinMedia, toOptionalImage } from '../media/images.js';

type TeamMember = components['schemas']['TeamMember'];

interface MemberRow {
  id: string;
  name: string;
  role: string;
  avatarUrl: string | null;
  avatarWidth: number | null;
  avatarHeight: number | null;
}

/** Active team members by name (the editor's authors), with their avatars' sizes. */
export async function listTeamMembers(orm: Orm): Promise<TeamMember[]> {
  const rows = await queryRows<MemberRow>(
    orm,
    `SELECT m.id, m.name, m.role, m.avatar_url, avatar.width AS avatar_width, avatar.height AS avatar_height
     FROM team_members m ${joinMedia('avatar', 'm.avatar_url')}
     WHERE m.active ORDER BY m.name, m.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    avatar: toOptionalImage(row.avatarUrl, row.avatarWidth, row.avatarHeight),
  }));
}

/** The team members who write posts. */
export const teamModule = contentContract.module({
  name: 'team',
  setup: ({ orm }) => ({
    operations: contentContract.operations({
      listTeamMembers: { handler: async () => ({ status: 200, body: await listTeamMembers(orm) }) },
    }),
  }),
});
