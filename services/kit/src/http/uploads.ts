import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswer, type RuntimeAnswer } from './answer.js';
import { AppError } from './errors.js';
import { bytesMatchMediaType } from './media-signatures.js';
import { routeUrl, type Operation, type UploadLimits } from './openapi.js';
import type { Answer, GuardedRoute, OperationReply, OperationRequest } from './operation-types.js';
import { routeGuards } from './route-guards.js';

/** The one file of a multipart upload, read into memory once it has passed the contract's limits. */
export interface UploadedFile {
  field: string;
  filename: string;
  mediaType: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data upload. The contract gives its limits: the binary property's `x-max-bytes`
 * and the media types its `encoding` allows. A larger file is a 413, another type a 415, before
 * the handler runs.
 */
export interface UploadRoute<O> extends GuardedRoute {
  handler: (request: OperationRequest<O, undefined>, file: UploadedFile, reply: OperationReply) => Answer<O> | Promise<Answer<O>>;
}

type UploadHandler = (
  request: FastifyRequest,
  file: UploadedFile,
  reply: OperationReply,
) => RuntimeAnswer | Promise<RuntimeAnswer>;

const typeNotAllowed = (limits: UploadLimits) =>
  new AppError(415, 'UPLOAD_TYPE_NOT_ALLOWED', `Only these file types are accepted: ${limits.mediaTypes.join(', ')}.`);

const malformed = () =>
  new AppError(400, 'UPLOAD_MALFORMED', 'The multipart/form-data body is malformed: it needs a boundary, and to end with it.');

/** A multipart Content-Type's boundary parameter: 1 to 70 characters (RFC 2046, 5.1.1), quoted or not. */
const boundaryParameter = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/**
 * Reads the multipart body as `read` does, with the parser's own complaints about it (no boundary, a part
 * or the body cut short) as a 400. The limits' errors and ours carry their status and pass as they are.
 */
async function parsingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw malformed();
  }
}

async function receiveFile(request: FastifyRequest, limits: UploadLimits): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  if (!boundaryParameter.test(request.headers['content-type'] ?? '')) throw malformed();
  const part = await parsingMultipart(() =>
    request.file({
      limits: { fileSize: limits.maxBytes, files: 1, fields: 20, fieldSize: 16_384, parts: 21 },
      throwFileSizeLimit: true,
    }),
  );
  if (!part || part.fieldname !== limits.field) {
    part?.file.resume();
    throw new AppError(400, 'UPLOAD_FILE_MISSING', `Attach the file as the form field "${limits.field}".`);
  }
  if (!limits.mediaTypes.includes(part.mimetype)) {
    part.file.resume();
    throw typeNotAllowed(limits);
  }
  const bytes = await parsingMultipart(() => part.toBuffer());
  if (!bytesMatchMediaType(part.mimetype, bytes)) throw typeNotAllowed(limits);
  return { field: part.fieldname, filename: part.filename, mediaType: part.mimetype, bytes };
}

/** Registers every upload route in one scope of its own, the only one that parses multipart bodies. */
export function registerUploadRoutes(
  app: FastifyInstance,
  routes: Array<{ operation: Operation; route: UploadRoute<unknown> }>,
): void {
  if (routes.length === 0) return;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Loaded only by services that take uploads.
    await scope.register(import('@fastify/multipart'));
    for (const { operation, route } of routes) {
      const limits = operation.upload!;
      const handler = route.handler as unknown as UploadHandler;
      scope.route({
        method: operation.method,
        url: routeUrl(operation),
        schema: operation.schema,
        ...routeGuards(route),
        handler: async (request: FastifyRequest, reply: FastifyReply) =>
          sendAnswer(reply, operation, await handler(request, await receiveFile(request, limits), reply)),
      });
    }
  });
}
