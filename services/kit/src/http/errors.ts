import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooLongMessage } from '@agency/contracts/validation';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The one error body every service answers with (docs/ARCHITECTURE.md, "How a request travels"). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  requestId: string;
  details?: ErrorDetail[];
}

/** An expected failure with a stable code; anything else that is thrown becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const badRequest = (code: string, message: string, details?: ErrorDetail[]) => new AppError(400, code, message, details);

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  requestId: string,
  details?: ErrorDetail[],
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    requestId,
    ...(details && details.length > 0 ? { details } : {}),
  };
}

export const routeNotFound = (request: FastifyRequest): ErrorBody =>
  errorBody(404, 'ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`, request.id);

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Validation reports every problem; a body of many bad fields still gets a bounded answer (the contract says 20). */
const MAX_DETAILS = 20;

function validationDetails(context: string, issues: AjvIssue[]): ErrorDetail[] {
  return issues.slice(0, MAX_DETAILS).map((issue) => {
    let path = `${context}${issue.instancePath}`;
    if (issue.keyword === 'required') path += `/${String(issue.params.missingProperty)}`;
    if (issue.keyword === 'additionalProperties') {
      return { path: `${path}/${String(issue.params.additionalProperty)}`, message: 'is not allowed' };
    }
    // Too long: how long it may be, in the words the web shows on the field.
    if (issue.keyword === 'maxLength') return { path, message: tooLongMessage(Number(issue.params.limit)) };
    return { path, message: issue.message ?? 'is invalid' };
  });
}

/** Fastify's own 4xx errors, given stable codes. */
const frameworkCodes: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_MAX_PARAM_LENGTH: 'PATH_TOO_LONG',
  FST_ERR_BAD_URL: 'BAD_URL',
};

export function toErrorBody(error: FastifyError | AppError | Error, requestId: string): ErrorBody {
  if (error instanceof AppError) {
    return errorBody(error.statusCode, error.code, error.message, requestId, error.details);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const details = validationDetails(fastifyError.validationContext ?? 'request', fastifyError.validation as AjvIssue[]);
    return errorBody(400, 'VALIDATION_FAILED', 'The request does not match the contract.', requestId, details);
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = frameworkCodes[fastifyError.code] ?? (error instanceof SyntaxError ? 'MALFORMED_JSON' : 'BAD_REQUEST');
    return errorBody(status, code, error.message, requestId);
  }
  if (status === 502 || status === 503 || status === 504) {
    return errorBody(status, 'UPSTREAM_UNAVAILABLE', 'The service is not available right now. Try again shortly.', requestId);
  }
  return errorBody(500, 'INTERNAL', 'Something went wrong on our side.', requestId);
}

export function registerErrorHandling(app: FastifyInstance, options: { notFound?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toErrorBody(error, request.id);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code }, body.message);
    void reply.status(body.statusCode).type('application/json').send(body);
  });
  if (options.notFound === false) return;
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send(routeNotFound(request));
  });
}

/** What the HTTP parser refuses before or while a request reaches the app, by Node's error code. */
const clientErrors: Record<string, [status: number, code: string, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.'],
};

/**
 * Fastify's `clientErrorHandler`: answers a request the server gave up on (its headers or body did not arrive
 * in time, its headers were too large or malformed) in the error shape, then closes the connection. When an
 * answer has already started on that connection, nothing more can be written: it is only closed.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = clientErrors[error.code ?? ''] ?? [400, 'BAD_REQUEST', 'The request could not be read.'];
  const answering = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const body = JSON.stringify(errorBody(status, code, message, randomUUID()));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  // A stalled request is worth an operator's notice; malformed ones (scanners) are not.
  if (status === 408) this.log.info({ code }, 'request timed out');
  else this.log.debug({ code, err: error }, 'client error');
  socket.destroy(error);
}
