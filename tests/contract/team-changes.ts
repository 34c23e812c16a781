/**
 * What the walk of every change through the record needs: the list of changes the team can make, derived from
 * the contracts and the roles the running services give their routes, and a wait for one change's entry on
 * the Activity record, bounded by the 2 seconds.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadContract, type Caller } from '@agency/kit';
import { registry } from '@agency/contracts/registry';
import type { components } from '@agency/contracts/openapi/audit';
import { contractFileOf } from '../support/registered-service.js';
import type { ContractPlatform } from './harness.js';

type ActivityEntry = components['schemas']['ActivityEntry'];

/** A teammate signed in through identity: their real access token, id, display name and role. */
export interface Teammate {
  id: string;
  name: string;
  role: 'admin' | 'member';
  headers: { authorization: string };
}

/**
 * Every operation, as `service.operationId`, that changes something and that an admin or a member may call:
 * each operation of each registered service's contract that is not a read (GET), whose roles (as the running
 * service registered them) let the team in. Each with the caller that should perform it: a member where the
 * roles allow one, an admin otherwise.
 */
export function teamMutations(platform: ContractPlatform): Map<string, 'admin' | 'member'> {
  const mutations = new Map<string, 'admin' | 'member'>();
  for (const { name } of registry.services) {
    const callers = platform.callersOf(name);
    for (const operation of loadContract(contractFileOf(name)).operations.values()) {
      const roles: readonly Caller[] = callers.get(operation.id) ?? [];
      if (operation.method === 'GET') continue;
      if (roles.includes('member')) mutations.set(`${name}.${operation.id}`, 'member');
      else if (roles.includes('admin')) mutations.set(`${name}.${operation.id}`, 'admin');
    }
  }
  return mutations;
}

/** The bound: a change is on the record within 2 seconds of its answer. */
const recordedWithinMs = 2_000;

/** Between two reads of the record while waiting for an entry. */
const pollEveryMs = 25;

export interface ExpectedEntry {
  /** The event type the change publishes. */
  type: string;
  subject: { type: string; id: string };
}

/**
 * Waits for the entry `expected` describes, by `by`, recorded at or after `since`, reading the Activity list
 * through the gateway as `admin`, for at most `recordedWithinMs` after `answeredAt` (from `performance.now()`).
 * Answers the entry and how long after the answer it was first seen.
 */
export async function entryRecorded(
  platform: ContractPlatform,
  admin: Teammate,
  by: Teammate,
  since: Date,
  answeredAt: number,
  expected: ExpectedEntry,
): Promise<{ entry: ActivityEntry; afterMs: number }> {
  const url = `/activity?actorId=${by.id}&from=${encodeURIComponent(since.toISOString())}&pageSize=100`;
  const read = async () => {
    const answer = await platform.call('audit', 'listActivity', { url, headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    return answer
      .json<{ items: ActivityEntry[] }>()
      .items.find((entry) => entry.type === expected.type && entry.subject.id === expected.subject.id);
  };
  for (;;) {
    const entry = await read();
    const afterMs = performance.now() - answeredAt;
    if (entry) return { entry, afterMs };
    if (afterMs > recordedWithinMs) {
      throw new Error(
        `no ${expected.type} entry about ${expected.subject.type} ${expected.subject.id} by ${by.name} within ${recordedWithinMs} ms`,
      );
    }
    // Polling with a bound: the next read of the record, not a wait for time to pass.
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
  }
}

/** A change's answer must be a success: a refused change records nothing and proves nothing. */
export function expectChanged(operation: string, response: LightMyRequestResponse): void {
  expect(response.statusCode, `${operation}: ${response.body}`).toBeGreaterThanOrEqual(200);
  expect(response.statusCode, `${operation}: ${response.body}`).toBeLessThan(300);
}
