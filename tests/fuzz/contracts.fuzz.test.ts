import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, it } from 'vitest';
import { routeCallers } from '@agency/kit';
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
 * 5xx; no 4xx changes a row; and a guarded operation answers 401 to nobody and 403 to a role it does
 * not name, whatever was sent. Broken requests include bodies nested too deep, text that is not valid
 * Unicode, malformed multipart and the wrong media type or none.
 */

/** Generous: a request takes 10–100 ms on a busy 2-core machine. */
const msPerRequest = 500;

const errorSchema = await loadErrorSchema();
const tally = new Tally();
const heading = `fuzz: seed ${fuzzSeed}, ${fuzzRuns} runs per operation (replay: ${replayHint})`;
console.log(heading);
afterAll(() => console.log(tally.report(heading)));

/**
 * The router's own refusals (a path parameter over its length, a malformed URL) come before any route is
 * found, so before its role check.
 */
const refusedByRouter = (response: LightMyRequestResponse) =>
  response.statusCode === 414 || (response.statusCode === 400 && response.json<{ code?: string }>().code === 'BAD_URL');

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
  const callers = routeCallers(t.app);
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
    const payload = parts.raw ? parts.raw.payload : parts.body !== undefined ? JSON.stringify(parts.body) : undefined;
    const contentType = parts.raw ? parts.raw.contentType : parts.body !== undefined ? 'application/json' : undefined;
    if (contentType) headers['content-type'] = contentType;
    const before = await rows.settled();
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url: urlOf(operation, parts),
      headers,
      ...(payload !== undefined && { payload }),
    });
    tally.request(entry.name, valid, response.statusCode);
    return { parts, mutation, valid, before, response };
  }

  function describeRequest(operation: FuzzOperation, fuzzCase: FuzzCase, parts: RequestParts, mutation?: string) {
    const body = parts.raw
      ? `${parts.raw.contentType ?? 'no content type'}: ${String(parts.raw.payload).slice(0, 300)}`
      : parts.body === undefined
        ? 'no body'
        : JSON.stringify(parts.body).slice(0, 300);
    const kind = mutation ? `broken: ${mutation}` : 'as generated';
    return `${operation.method} ${urlOf(operation, parts)} as ${fuzzCase.caller}, ${kind}, ${body}`;
  }

  /** Sends one generated request and holds its answer to the contract. */
  async function fuzzOnce(operation: FuzzOperation, fuzzCase: FuzzCase): Promise<void> {
    const { parts, mutation, valid, before, response } = await send(operation, fuzzCase);
    const request = describeRequest(operation, fuzzCase, parts, mutation);
    const status = response.statusCode;
    if (status >= 500) fail('a 5xx', request, response);
    // Who calls is checked before what was sent: a guarded operation refuses nobody and a role it does not
    // name, whatever the request carries.
    const roles = callers.get(operation.id);
    const refusal = roles && (fuzzCase.caller === 'anonymous' ? 401 : roles.includes(fuzzCase.caller) ? undefined : 403);
    if (refusal && status !== refusal && !refusedByRouter(response)) {
      fail(
        `not a ${refusal} for ${fuzzCase.caller === 'anonymous' ? 'nobody signed in' : `a ${fuzzCase.caller}`}`,
        request,
        response,
      );
    }
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
