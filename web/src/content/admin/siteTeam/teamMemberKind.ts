import type { components } from '@agency/contracts/openapi/content';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { contentApi } from '../../../shared/api/clients';
import { contentKeys } from '../../contentKeys';
import { expectOk } from '../../../shared/api/expectOk';
import { t } from '../../../shared/i18n/messages';
import { activeColumn, imageColumn, nameColumn, textColumn } from '../../../shared/ui/records/columns';
import type { RecordKind } from '../../../shared/ui/records/RecordKind';
import { manageWords } from '../manage/manageWords';

export type AdminTeamMember = components['schemas']['AdminTeamMember'];
export type TeamMemberInput = components['schemas']['TeamMemberInput'];

/** The form's values: an empty photo address is sent as null (no photo). */
type TeamMemberValues = Omit<TeamMemberInput, 'avatarUrl'> & { avatarUrl: string };

const inputOf = (member: AdminTeamMember, active: boolean): TeamMemberInput => ({
  name: member.name,
  role: member.role,
  avatarUrl: member.avatar?.url ?? null,
  active,
});

/**
 * The people the blog names as post authors: name, role, photo (an address, or an image uploaded in the dialog)
 * and whether they are active. The author of posts cannot be deleted (the server refuses it too): Delete says
 * how many posts name them and offers to deactivate them instead. A change reads the post editor's authors again.
 */
export const teamMemberKind: RecordKind<AdminTeamMember, TeamMemberValues, TeamMemberInput> = {
  words: manageWords('teamMembers'),
  nameOf: (member) => member.name,
  columns: [
    imageColumn(
      'teamMembers.column.avatar',
      (member) => member.avatar,
      (member) => t('teamMembers.photoOf', { name: member.name }),
    ),
    nameColumn(),
    textColumn('teamMembers.column.role', (member) => member.role),
    textColumn('teamMembers.column.posts', (member) => member.postCount),
    activeColumn(inputOf),
  ],
  form: {
    body: contentSchemas.requestBodies.createTeamMember!,
    fields: [
      { as: 'text', name: 'name', label: 'teamMembers.field.name', invalid: 'teamMembers.field.name.invalid' },
      { as: 'text', name: 'role', label: 'teamMembers.field.role', invalid: 'teamMembers.field.role.invalid' },
      {
        as: 'url',
        name: 'avatarUrl',
        label: 'teamMembers.field.avatarUrl',
        hint: 'teamMembers.field.avatarUrl.hint',
        invalid: 'teamMembers.field.avatarUrl.invalid',
        upload: 'teamMembers.field.avatarUpload',
      },
      { as: 'checkbox', name: 'active', label: 'teamMembers.field.active', invalid: 'manage.saveFailed' },
    ],
    valuesOf: (member) =>
      member
        ? { name: member.name, role: member.role, avatarUrl: member.avatar?.url ?? '', active: member.active }
        : { name: '', role: '', avatarUrl: '', active: true },
  },
  api: {
    pageKey: contentKeys.adminTeamMembers.page,
    reloads: [contentKeys.adminTeamMembers.all, contentKeys.teamMembers],
    page: (q, page, pageSize) => expectOk(contentApi.GET('/admin/team-members', { params: { query: { q, page, pageSize } } })),
    save: (body, id) =>
      id
        ? expectOk(contentApi.PUT('/admin/team-members/{id}', { params: { path: { id } }, body }))
        : expectOk(contentApi.POST('/admin/team-members', { body })),
    remove: ({ id }) => expectOk(contentApi.DELETE('/admin/team-members/{id}', { params: { path: { id } } })),
  },
  pageSize: 20,
  inUse: {
    applies: (member) => member.postCount > 0,
    detail: (member) => t('teamMembers.delete.inUse', { name: member.name, count: member.postCount }),
    confirm: 'teamMembers.deactivate',
    instead: (member) => inputOf(member, false),
  },
};
