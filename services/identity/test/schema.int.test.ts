import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '@agency/kit';
import { checkedValues } from '@agency/kit/db/constraints';
import { databaseUrlFor, dropTestResources, testNamespace } from '@agency/kit/testing';
import * as identitySchemas from '@agency/contracts/openapi/identity.schemas';
import { migrations } from '../src/migrations/0001-users-and-refresh-tokens.js';
import { accountSessionsAndEmailChangesMigration } from '../src/migrations/0004-account-sessions-and-email-changes.js';
import { RefreshToken } from '../src/modules/sessions/refresh-token.entity.js';
import { User } from '../src/modules/users/user.entity.js';

const namespace = testNamespace();
let orm: Orm;

beforeAll(async () => {
  orm = await openDatabase({
    databaseUrl: databaseUrlFor(namespace, 'identity'),
    entities: [User, RefreshToken],
    // 0004 widens the roles to the team's (0002 and the kit's table are not about users).
    migrations: [...migrations, accountSessionsAndEmailChangesMigration],
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
});
