import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './auth.js';

/**
 * Types that tie a handler to its operation in the `operations` interface openapi-typescript
 * generates from openapi/<service>.yaml: what a request carries and what may be answered.
 */

type Nothing = Record<never, never>;

/** Path parameters; `{}` when there are none, so reading one that does not exist does not compile. */
export type ParamsOf<O> = O extends { parameters: { path: infer P } } ? P : Nothing;

/** The query string as the contract declares it (parameters with a default still read as optional). */
export type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? [Q] extends [undefined]
    ? Nothing
    : NonNullable<Q>
  : Nothing;

/** The headers the contract names, beside whatever else the request carries. */
export type HeadersOf<O> = O extends { parameters: { header: infer H } } ? H : Nothing;

type JsonContentOf<Body> = Body extends { content: { 'application/json': infer Json } } ? Json : undefined;

/** The JSON body; `undefined` when the operation takes none. */
export type BodyOf<O> = O extends { requestBody: infer Body }
  ? JsonContentOf<Body>
  : O extends { requestBody?: infer Body }
    ? JsonContentOf<NonNullable<Body>> | undefined
    : undefined;

/** The request a handler receives: params, query string and body as the contract declares them. */
export type OperationRequest<O, Body = BodyOf<O>> = FastifyRequest<{
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
  Body: Body;
  Headers: HeadersOf<O>;
}>;

/**
 * What a handler may touch on the reply: headers and cookies. The status and body are its return
 * value, so they are checked against the contract.
 */
export type OperationReply = Pick<FastifyReply, 'header' | 'headers' | 'getHeader' | 'setCookie' | 'clearCookie'>;

type ResponsesOf<O> = O extends { responses: infer Responses } ? Responses : never;

/**
 * A status's body: the JSON schema's type for `application/json`, the bytes or text themselves for any other
 * content (an image, a PDF, XML, plain text), whose Content-Type the handler sets on the reply; none without content.
 */
type ResponseBody<Response> = Response extends { content: infer Content }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Buffer | string
  : undefined;

/** One answer the contract allows: a declared status with that status's body (none where it has no content). */
export type Answer<O> = {
  [Status in keyof ResponsesOf<O> & number]: ResponseBody<ResponsesOf<O>[Status]> extends undefined
    ? { status: Status; body?: undefined }
    : { status: Status; body: ResponseBody<ResponsesOf<O>[Status]> };
}[keyof ResponsesOf<O> & number];

export interface GuardedRoute {
  /** Who may call it; required for every operation the contract secures, and only for those. */
  roles?: Caller[];
}

/** A JSON operation's implementation. */
export interface OperationHandler<O> extends GuardedRoute {
  handler: (request: OperationRequest<O>, reply: OperationReply) => Answer<O> | Promise<Answer<O>>;
  /** Quieter logging for routes polled by machines (health checks). */
  logLevel?: 'warn';
  /**
   * `false` for an operation its configuration switches off (a demo shortcut): every request is then answered
   * exactly as a path that does not exist (404 ROUTE_NOT_FOUND), before validation, the role check or the
   * handler, so no caller can tell the route is there. The contract still has it, so it is still implemented.
   */
  enabled?: boolean;
}

/** Handlers for the operations `Ids` of a contract, each typed from its own operation. */
export type OperationHandlers<Ops, Ids extends keyof Ops = keyof Ops> = {
  [Id in Ids]: OperationHandler<Ops[Id]>;
};
