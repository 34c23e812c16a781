import { Transform, type Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
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
  streamed?: false;
  handler: (request: OperationRequest<O, undefined>, file: UploadedFile, reply: OperationReply) => Answer<O> | Promise<Answer<O>>;
}

/**
 * The one file of a multipart upload as it arrives: `stream` gives its bytes as the client sends them, never
 * held whole in memory. It errors with 413 UPLOAD_TOO_LARGE at the first byte over the contract's
 * `x-max-bytes`, and with 400 UPLOAD_INTERRUPTED when the request ends (or the connection drops) before the
 * file does, so a handler that pipes it to storage keeps nothing of a file that did not arrive whole. The
 * declared media type is only the client's word: the handler checks the bytes.
 */
export interface StreamedFile {
  field: string;
  filename: string;
  mediaType: string;
  stream: Readable;
}

/** An upload route that takes its file as a stream (`streamed: true`): for files too large to hold in memory. */
export interface StreamedUploadRoute<O> extends GuardedRoute {
  streamed: true;
  handler: (request: OperationRequest<O, undefined>, file: StreamedFile, reply: OperationReply) => Answer<O> | Promise<Answer<O>>;
}

type UploadHandler = (
  request: FastifyRequest,
  file: UploadedFile | StreamedFile,
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

const fileMissing = (limits: UploadLimits) =>
  new AppError(400, 'UPLOAD_FILE_MISSING', `Attach the file as the form field "${limits.field}".`);

const uploadTooManyFiles = () =>
  new AppError(400, 'UPLOAD_TOO_MANY_FILES', 'Send one file at a time: the form holds more than one.');

/** The file parts of a multipart body, one after another (other fields are passed over). */
type FileParts = AsyncIterableIterator<MultipartFile>;

/**
 * The file parts of the body, as the parser reads them: it may read two, so that a second one is seen and
 * refused rather than dropped unread, with the first taken as if it were the only one.
 */
function fileParts(request: FastifyRequest, fileSize: number, throwFileSizeLimit: boolean): FileParts {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  if (!boundaryParameter.test(request.headers['content-type'] ?? '')) throw malformed();
  return request.files({ limits: { fileSize, files: 2, fields: 20, fieldSize: 16_384, parts: 22 }, throwFileSizeLimit });
}

/** The first file part of the body, if there is one. */
async function firstFile(parts: FileParts): Promise<MultipartFile | undefined> {
  const next = await parsingMultipart(() => parts.next());
  return next.done ? undefined : next.value;
}

/** Reads the rest of the body once its first file has been read, and refuses a second file in it. */
async function noOtherFile(parts: FileParts): Promise<void> {
  const other = await firstFile(parts);
  if (other) {
    other.file.resume();
    throw uploadTooManyFiles();
  }
}

async function receiveFile(request: FastifyRequest, limits: UploadLimits): Promise<UploadedFile> {
  const parts = fileParts(request, limits.maxBytes, true);
  const part = await firstFile(parts);
  if (!part || part.fieldname !== limits.field) {
    part?.file.resume();
    throw fileMissing(limits);
  }
  if (!limits.mediaTypes.includes(part.mimetype)) {
    part.file.resume();
    throw typeNotAllowed(limits);
  }
  const bytes = await parsingMultipart(() => part.toBuffer());
  await noOtherFile(parts);
  if (!bytesMatchMediaType(part.mimetype, bytes)) throw typeNotAllowed(limits);
  return { field: part.fieldname, filename: part.filename, mediaType: part.mimetype, bytes };
}

export const uploadTooLarge = (maxBytes: number) =>
  new AppError(413, 'UPLOAD_TOO_LARGE', `A file may be at most ${Math.floor(maxBytes / 1048576)} MiB.`);

export const uploadInterrupted = () => new AppError(400, 'UPLOAD_INTERRUPTED', 'The upload ended before the whole file arrived.');

async function receiveStream(request: FastifyRequest, limits: UploadLimits): Promise<StreamedFile> {
  // One byte over the limit reaches the counter below, which refuses it: the parser's own limit would end the
  // file there quietly, as if it were whole.
  const parts = fileParts(request, limits.maxBytes + 1, false);
  const part = await firstFile(parts);
  if (!part || part.fieldname !== limits.field) {
    part?.file.resume();
    throw fileMissing(limits);
  }
  let received = 0;
  let fileEnded = false;
  part.file.once('end', () => (fileEnded = true));
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      if (received > limits.maxBytes) return next(uploadTooLarge(limits.maxBytes));
      next(null, chunk);
    },
    flush(done) {
      if (part.file.truncated) return done(uploadTooLarge(limits.maxBytes));
      // The file ends only once the rest of the body is read and holds no other file, so a handler that
      // stores it keeps nothing of a form that sent two.
      noOtherFile(parts).then(
        () => done(),
        (error: unknown) => done(error instanceof Error ? error : uploadInterrupted()),
      );
    },
  });
  // Its failure reaches whoever reads it; one before the handler has started reading is not a crash.
  counted.on('error', () => undefined);
  // A connection that drops mid-file ends nothing: the parser would wait, so the file's stream is failed here.
  // ('close' also comes once a whole body has been read: then the parser finishes the file.)
  const interrupted = () => {
    if (!fileEnded && !request.raw.readableEnded) counted.destroy(uploadInterrupted());
  };
  request.raw.once('close', interrupted);
  request.raw.once('aborted', interrupted);
  counted.once('close', () => {
    // A file refused half way is read to its end and dropped, so the request finishes and the answer is sent.
    if (!fileEnded) part.file.resume();
    request.raw.off('close', interrupted);
    request.raw.off('aborted', interrupted);
  });
  // The parser fails a file whose request ends before it does ("unexpected end of form"), or the plugin
  // destroys it without a word when the body ends unclosed: either way the file did not arrive whole.
  part.file.once('error', (error: Error) => counted.destroy(error instanceof AppError ? error : uploadInterrupted()));
  part.file.once('close', () => {
    if (!fileEnded) counted.destroy(uploadInterrupted());
  });
  if (part.file.destroyed) process.nextTick(() => counted.destroy(uploadInterrupted()));
  part.file.pipe(counted);
  return { field: part.fieldname, filename: part.filename, mediaType: part.mimetype, stream: counted };
}

/** Registers every upload route in one scope of its own, the only one that parses multipart bodies. */
export function registerUploadRoutes(
  app: FastifyInstance,
  routes: Array<{ operation: Operation; route: UploadRoute<unknown> | StreamedUploadRoute<unknown> }>,
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
          sendAnswer(
            reply,
            operation,
            await handler(
              request,
              route.streamed ? await receiveStream(request, limits) : await receiveFile(request, limits),
              reply,
            ),
          ),
      });
    }
  });
}
