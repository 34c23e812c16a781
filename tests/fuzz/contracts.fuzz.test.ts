import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, it } from 'vitest';
import { testService } from '@agency/kit/testing';
import { loadOperations, type FuzzOperation } from './contract.js';
import { fuzzCases, requestFor, urlOf, type FuzzCase } from './requests.js';
import { pendingEvents } from './pending-events.js';
import { changedTables, rowSnapshots } from './rows.js';
import { isValidRequest, loadErrorSchema, matchesSchema, type RequestParts } from './schemas.js';
import { fuzzedServices } from './services.js';
import { fuzzRuns, fuzzSeed, replayHint } from './settings.js';
import { Tally } from './tally.js';

/**
 * Every operation of every contract, sent generated requests, valid and broken, as nobody, as a
 * client and as an admin. A request the contract allows gets a status the contract documents for
 * it, with a body that matches; one it does not allow gets a 4xx in the error shape; nothing gets a
 * 5xx; and no 4xx changes a row.
 */

/** Generous: a request takes 10–100 ms on a busy 2-core machine. */
const msPerRequest = 500;

const errorSchema = await loadErrorSchema();
const tally = new Tally();
const heading = `fuzz: seed ${fuzzSeed}, ${fuzzRuns} runs per operation (replay: ${replayHint})`;
console.log(heading);
afterAll(() => console.log(tally.report(heading)));

function fail(what: string, request: string, response: LightMyRequestResponse): never {
  throw new Error(`${what}\n  request: ${request}\n  answer: ${response.statusCode} ${response.body.slice(0, 500)}`);
}

const services = await Promise.all(
  (await fuzzedServices()).map(async (entry) => {
    const t = await testService(entry, { afterAll, ...(entry.env && { env: entry.env }) });
    return { entry, t, fixtures: (await entry.fixtures?.(t)) ?? {}, operations: await loadOperations(entry.contract) };
  }),
);

const eventsPendingIn = await pendingEvents(afterAll);

for (const { entry, t, fixtures, operations } of services) {
  const rows = rowSnapshots(t.sql, () => eventsPendingIn(t.namespace));
  // One request at a time per service, so that a change in its database belongs to the request just sent.
  let queue = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  };

  async function send(operation: FuzzOperation, fuzzCase: FuzzCase) {
    const { parts, mutation } = requestFor(operation, fuzzCase, fixtures.examples ?? {});
    const valid = isValidRequest(operation, parts);
    const headers: Record<string, string> = {};
    if (fuzzCase.caller !== 'anonymous') {
      headers.authorization = t.bearer[fuzzCase.caller];
      if (fixtures.cookies) headers.cookie = await fixtures.cookies(fuzzCase.caller);
    }
    if (parts.body !== undefined) headers['content-type'] = 'application/json';
    const before = await rows.settled();
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url: urlOf(operation, parts),
      headers,
      ...(parts.body !== undefined && { payload: JSON.stringify(parts.body) }),
    });
    tally.request(entry.name, valid, response.statusCode);
    return { parts, mutation, valid, before, response };
  }

  function describeRequest(operation: FuzzOperation, fuzzCase: FuzzCase, parts: RequestParts, mutation?: string) {
    const body = parts.body === undefined ? 'no body' : JSON.stringify(parts.body).slice(0, 300);
    const kind = mutation ? `broken: ${mutation}` : 'as generated';
    return `${operation.method} ${urlOf(operation, parts)} as ${fuzzCase.caller}, ${kind}, ${body}`;
  }

  /** Sends one generated request and holds its answer to the contract. */
  async function fuzzOnce(operation: FuzzOperation, fuzzCase: FuzzCase): Promise<void> {
    const { parts, mutation, valid, before, response } = await send(operation, fuzzCase);
    const request = describeRequest(operation, fuzzCase, parts, mutation);
    const status = response.statusCode;
    if (status >= 500) fail('a 5xx', request, response);
    if (valid) {
      if (!operation.responses.has(status)) fail(`status ${status} is not in the contract`, request, response);
      const schema = operation.responses.get(status);
      const match = schema && matchesSchema(schema, response.json());
      if (match && !match.ok) fail(`the body does not match the contract: ${match.errors}`, request, response);
    } else if (status < 400) {
      fail('a request the contract does not allow was accepted', request, response);
    }
    if (status < 400) return;
    const body = response.json<{ statusCode?: number; requestId?: string }>();
    const shape = matchesSchema(errorSchema, body);
    if (!shape.ok) fail(`not the error shape: ${shape.errors}`, request, response);
    if (body.statusCode !== status || body.requestId !== response.headers['x-request-id']) {
      fail('the error body disagrees with the response', request, response);
    }
    const changed = changedTables(before, await rows.now());
    if (changed.length > 0) fail(`a ${status} changed rows in ${changed.join(', ')}`, request, response);
  }

  // A test waits for the operations before it in its service's turn: give it time for all of them.
  const timeout = operations.length * fuzzRuns * msPerRequest;

  // Sibling describe blocks run one after another unless they are concurrent: this one is, so the
  // services are fuzzed side by side, and within each one its operations take their turn.
  describe.concurrent(`${entry.name} (${entry.contract.split('/').pop()})`, () => {
    for (const operation of operations) {
      tally.operation(entry.name);
      it.concurrent(
        `${operation.method} ${operation.path} (${operation.id})`,
        () =>
          oneAtATime(() =>
            fc.assert(
              fc.asyncProperty(fuzzCases(operation), (fuzzCase) => fuzzOnce(operation, fuzzCase)),
              { numRuns: fuzzRuns, seed: fuzzSeed, endOnFailure: true },
            ),
          ),
        timeout,
      );
    }
  });
}
