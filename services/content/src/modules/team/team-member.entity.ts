import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Someone on the team; active members write posts. */
export const TeamMember = defineEntity({
  name: 'TeamMember',
  tableName: 'team_members',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    role: p.string(),
    avatarUrl: p.string().nullable(),
    active: p.boolean(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type TeamMember = InferEntity<typeof TeamMember>;
