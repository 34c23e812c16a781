import type { Caller } from './http/auth.js';
import { loadContract, type Operation } from './http/openapi.js';
import { routeCallers } from './http/routes.js';
import { signTestToken, type BuiltService, type TestService } from './testing.js';

/** A request broken in one of the ways the platform refuses, whatever the operation. */
interface BrokenInput {
  label: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = { 'content-type': 'application/json' };

function brokenInputs(bodyLimit: number): BrokenInput[] {
  return [
    { label: 'no body', headers: {} },
    { label: 'malformed JSON', headers: json, payload: '{"a":' },
    { label: 'JSON nested 4,000 deep', headers: json, payload: `${'['.repeat(4000)}${']'.repeat(4000)}` },
    { label: 'a lone surrogate', headers: json, payload: '{"a":"x\\ud800"}' },
    { label: 'a body of the wrong type', headers: json, payload: '[42]' },
    { label: 'another media type', headers: { 'content-type': 'text/plain' }, payload: 'a=1' },
    { label: 'no media type', headers: {}, payload: '{}' },
    { label: 'a body over the limit', headers: json, payload: `"${'x'.repeat(bodyLimit)}"` },
    { label: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
  ];
}

/** The operation's URL with every path parameter and the query string broken: a NUL, an unknown name, required ones missing. */
const brokenUrl = (operation: Operation) => `${operation.path.replace(/\{\w+\}/g, '%00')}?unexpected=%00`;

/** The kinds of caller `roles` leave out, each with a token of that kind. */
function callersLeftOut(t: TestService<BuiltService>, roles: readonly Caller[]): Array<[Caller, string]> {
  const onboarding = signTestToken(t.keys, { ...t.principals.client, scope: 'onboarding' }, 3600);
  const tokens: Record<Caller, string> = {
    admin: t.bearer.admin,
    member: t.bearer.member,
    client: t.bearer.client,
    'onboarding-client': `Bearer ${onboarding}`,
  };
  return (Object.entries(tokens) as Array<[Caller, string]>).filter(([caller]) => !roles.includes(caller));
}

export interface CallerChecks {
  /** How many requests were sent. */
  sent: number;
  /** Each answer that was not the refusal its caller should get, as `operationId as caller, input: status code`. */
  unexpected: string[];
}

/**
 * Who calls is checked before what they sent: every guarded HTTP operation of the service (a WebSocket
 * route's upgrade has tests of its own) is sent requests broken in every way the platform refuses (path
 * parameters, query, no body, malformed, too deep, ill-formed Unicode, the wrong type, another or no media
 * type, over the body limit, multipart without a boundary), by nobody and by every kind of caller its roles
 * leave out. Nobody must get 401 AUTH_REQUIRED and the others 403 AUTH_FORBIDDEN, in the error shape.
 */
export async function checkCallersFirst(t: TestService<BuiltService>, contractFile: string): Promise<CallerChecks> {
  const operations = loadContract(contractFile).operations;
  const inputs = brokenInputs(t.app.initialConfig.bodyLimit ?? 1024 * 1024);
  const unexpected: string[] = [];
  let sent = 0;
  for (const [id, roles] of routeCallers(t.app)) {
    const operation = operations.get(id);
    if (!operation || operation.kind === 'websocket') continue;
    const callers: Array<['anonymous' | Caller, string | undefined]> = [['anonymous', undefined], ...callersLeftOut(t, roles)];
    for (const [caller, authorization] of callers) {
      const [status, code] = caller === 'anonymous' ? [401, 'AUTH_REQUIRED'] : [403, 'AUTH_FORBIDDEN'];
      for (const input of inputs) {
        const answer = await t.app.inject({
          method: operation.method as 'GET',
          url: brokenUrl(operation),
          headers: { ...input.headers, ...(authorization && { authorization }) },
          ...(input.payload !== undefined && { payload: input.payload }),
        });
        sent += 1;
        const body = String(answer.headers['content-type']).startsWith('application/json')
          ? answer.json<Record<string, unknown>>()
          : {};
        const refused = answer.statusCode === status && body.code === code && body.requestId === answer.headers['x-request-id'];
        if (!refused) unexpected.push(`${id} as ${caller}, ${input.label}: ${answer.statusCode} ${String(body.code)}`);
      }
    }
  }
  return { sent, unexpected };
}
