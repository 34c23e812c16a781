import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkCallersFirst } from '@agency/kit/caller-checks';
import { auditContract } from '../src/contract.js';
import { auditTestService } from './support.js';

const t = await auditTestService();

/** Every route and who may use it: anonymous 401, client 403, member per the issue, admin 200. */
const routes = [
  { operation: 'listActivity', url: '/activity', member: 403 },
  { operation: 'listActivityPeople', url: '/activity/people', member: 403 },
  { operation: 'exportActivity', url: '/activity/export', member: 403 },
  { operation: 'getHistory', url: `/history/client/${randomUUID()}`, member: 200 },
];

describe('who may read the record', () => {
  it.each(routes.map((route) => [route.operation, route] as const))(
    '%s: anonymous 401, client 403, member as the issue says, admin 200',
    async (_operation, route) => {
      const send = (authorization?: string) =>
        t.app.inject({ method: 'GET', url: route.url, headers: authorization ? { authorization } : {} });
      expect((await send()).statusCode).toBe(401);
      expect((await send(t.bearer.client)).statusCode).toBe(403);
      expect((await send(t.bearer.member)).statusCode).toBe(route.member);
      expect((await send(t.bearer.admin)).statusCode).toBe(200);
    },
  );

  it('checks who calls before what they sent', async () => {
    const { sent, unexpected } = await checkCallersFirst(t, auditContract.file);
    expect(sent).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });
});
