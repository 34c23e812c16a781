import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import * as identitySchemas from '@agency/contracts/openapi/identity.schemas';
import { migrations } from '../src/migrations/0001-users-and-refresh-tokens.js';
import { teamAccountsMigration } from '../src/migrations/0003-team-accounts.js';
import { accountSessionsAndEmailChangesMigration } from '../src/migrations/0004-account-sessions-and-email-changes.js';
import { TeamInvitation } from '../src/modules/team/team-invitation.entity.js';
import { RefreshToken } from '../src/modules/sessions/refresh-token.entity.js';
import { User } from '../src/modules/users/user.entity.js';

const namespace = testNamespace();
let orm: Orm;

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'identity'),
    entities: [User, RefreshToken, TeamInvitation],
    // 0003 and 0004 both set the role check (under one name), in the order the service runs them; a second
    // check left behind would repeat the roles below (0002 and the kit's table are not about users).
    migrations: [...migrations, teamAccountsMigration, accountSessionsAndEmailChangesMigration],
  });
});

afterAll(async () => {
  await orm?.close();
  await dropTestResources(namespace);
});

describe('the identity database, migrated, against the contract', () => {
  it('allows exactly the roles of the contract', async () => {
    expect((await checkedValues(orm, 'users', 'role')).sort()).toEqual([...identitySchemas.Role.enum].sort());
  });

  it('allows exactly the team roles and statuses of the contract', async () => {
    expect((await checkedValues(orm, 'team_invitations', 'role')).sort()).toEqual([...identitySchemas.TeamRole.enum].sort());
    expect((await checkedValues(orm, 'users', 'status')).sort()).toEqual([...identitySchemas.TeamMemberStatus.enum].sort());
  });
});
