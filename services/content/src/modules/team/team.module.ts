import { queryRows, withDefaults, type Orm } from '@agency/kit';
import type { TeamMember } from '@agency/contracts/openapi/content';
import { contentContract } from '../../contract.js';
import { adminChanges } from '../../record-admin.js';
import type { ReadCache } from '../../read-cache.js';
import { joinMedia, srcsetSql, toOptionalImage } from '../media/images.js';
import { teamMembers, type MemberRow } from './team.admin.js';

interface PublicMemberRow extends MemberRow {
  avatarSrcset: string | null;
}

/** Active team members by name (the editor's authors), with their avatars' sizes. */
export async function listTeamMembers(orm: Orm): Promise<TeamMember[]> {
  const rows = await queryRows<PublicMemberRow>(
    orm,
    `SELECT m.id, m.name, m.role, m.avatar_url, avatar.width AS avatar_width, avatar.height AS avatar_height,
       ${srcsetSql('avatar')} AS avatar_srcset
     FROM team_members m ${joinMedia('avatar', 'm.avatar_url')}
     WHERE m.active ORDER BY m.name, m.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    avatar: toOptionalImage(row.avatarUrl, row.avatarWidth, row.avatarHeight, row.avatarSrcset),
  }));
}

/**
 * The team members who write posts, and the team's list and changes (admins manage, members see). A change
 * clears the read cache once it has committed (posts carry their author's name and avatar), and its event
 * clears the rendered pages' cache in the gateway.
 */
export const teamModule = (cache: ReadCache) =>
  contentContract.module({
    name: 'team',
    setup: ({ orm, relay, config }) => {
      const deps = { orm, relay };
      const { checked, changed } = adminChanges(cache, config.IMAGE_HOSTS);
      return {
        operations: contentContract.operations({
          listTeamMembers: { handler: async () => ({ status: 200, body: await listTeamMembers(orm) }) },
          listAdminTeamMembers: {
            roles: ['admin', 'member'],
            handler: async (request) => ({
              status: 200,
              body: await teamMembers.list(orm, withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          createTeamMember: {
            roles: ['admin'],
            handler: async (request) => ({ status: 201, body: changed(await teamMembers.create(deps, checked(request.body))) }),
          },
          updateTeamMember: {
            roles: ['admin'],
            handler: async (request) => ({
              status: 200,
              body: changed(await teamMembers.update(deps, request.params.id, checked(request.body))),
            }),
          },
          deleteTeamMember: {
            roles: ['admin'],
            handler: async (request) => {
              changed(await teamMembers.remove(deps, request.params.id));
              return { status: 204 };
            },
          },
        }),
      };
    },
  });
