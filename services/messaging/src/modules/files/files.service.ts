import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline, Transform } from 'node:stream';
import {
  AppError,
  notFound,
  queryRow,
  queryRows,
  recordEvent,
  type ObjectStorage,
  type Orm,
  type OutboxRelay,
  type Queryable,
  type StoredObject,
} from '@agency/kit';
import { messagingEvents } from '@agency/contracts';
import type { FileLink, FileList, SharedFile } from '@agency/contracts/openapi/messaging';
import { knownClient } from '../clients/clients.service.js';
import type { SenderType } from '../messages/message-view.js';
import { FileTypeCheck, sanitiseFileName } from './file-types.js';

export type { FileList, FileLink };

export type SharedFileView = SharedFile;

const source = 'messaging';

/** Where the browser reaches this service through the gateway. */
const publicPrefix = '/api/messaging';

export interface FilesDeps {
  orm: Orm;
  relay: OutboxRelay;
  storage: ObjectStorage;
  quotaBytes: number;
  linkSecret: string;
  linkTtlSeconds: number;
  /** The clock the links are signed and checked by. */
  now?: () => Date;
}

/** Who is uploading or deleting: the side, the name shown, and the account (the token's subject). */
export interface FileActor {
  side: SenderType;
  name: string;
  accountId: string;
}

interface FileRow {
  id: string;
  clientId: string;
  name: string;
  size: string | number;
  contentType: string;
  uploaderSide: SenderType;
  uploaderName: string;
  uploaderAccountId: string;
  messageId: string | null;
  createdAt: string | Date;
}

const fileColumns =
  'id, client_id, name, size, content_type, uploader_side, uploader_name, uploader_account_id, message_id, created_at';

const toView = (row: FileRow): SharedFileView => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  size: Number(row.size),
  contentType: row.contentType,
  uploadedBy: { side: row.uploaderSide, name: row.uploaderName, accountId: row.uploaderAccountId },
  createdAt: new Date(row.createdAt).toISOString(),
  messageId: row.messageId,
});

/** Each file's bytes in storage. */
export const objectKeyOf = (clientId: string, fileId: string) => `files/${clientId}/${fileId}`;

const fileNotFound = () => notFound('MESSAGING_FILE_NOT_FOUND', 'No such file.');
const quotaFull = (quotaBytes: number) =>
  new AppError(
    409,
    'MESSAGING_FILE_QUOTA_FULL',
    `This client's files would take more than their ${quotaBytes >= 1048576 ? `${Math.round(quotaBytes / 1048576)} MiB` : `${quotaBytes} bytes`} of space.`,
  );

/** Taken, per client, by each transaction that adds a file, so two uploads cannot both fit the last space. */
const quotaLock = "SELECT pg_advisory_xact_lock(hashtext('messaging-files:' || :clientId))";

async function usedBytes(db: Queryable, clientId: string): Promise<number> {
  const row = await queryRow<{ used: string | number }>(
    db,
    'SELECT coalesce(sum(size), 0) AS used FROM files WHERE client_id = :clientId',
    { clientId },
  );
  return Number(row?.used ?? 0);
}

/** A client's files, newest first, with the space they take of the quota. */
export async function filesOf(deps: FilesDeps, clientId: string): Promise<FileList> {
  await knownClient(deps.orm, clientId);
  const rows = await queryRows<FileRow>(
    deps.orm,
    `SELECT ${fileColumns} FROM files WHERE client_id = :clientId ORDER BY created_at DESC, id`,
    { clientId },
  );
  const files = rows.map(toView);
  return {
    clientId,
    files,
    usedBytes: files.reduce((sum, file) => sum + file.size, 0),
    quotaBytes: deps.quotaBytes,
  };
}

/** Fails the stream once the bytes through it go over `room` (the quota's space left). */
function withinQuota(room: number, quotaBytes: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      next(received > room ? quotaFull(quotaBytes) : null, chunk);
    },
  });
}

/** `from` piped through `steps`: a failure anywhere fails the last one, which storage reads, and ends them all. */
function chained(from: Readable, ...steps: Transform[]): Transform {
  const last = steps.at(-1)!;
  pipeline([from, ...steps], (error) => {
    if (error) last.destroy(error);
  });
  return last;
}

/**
 * Streams an uploaded file into the client's files: through the quota's count and the type check, into
 * storage, then its row and `messaging.file.shared.v1` in one transaction. Whatever fails on the way (the type,
 * the size, the quota, the connection) leaves no object and no row.
 */
export async function shareFile(
  deps: FilesDeps,
  clientId: string,
  actor: FileActor,
  upload: { filename: string; stream: Readable },
): Promise<SharedFileView> {
  let started = false;
  const id = randomUUID();
  const key = objectKeyOf(clientId, id);
  try {
    await knownClient(deps.orm, clientId);
    const used = await usedBytes(deps.orm, clientId);
    if (used >= deps.quotaBytes) throw quotaFull(deps.quotaBytes);
    const name = sanitiseFileName(upload.filename);
    const check = new FileTypeCheck(name);
    started = true;
    // The stored object's own type is neutral: the one served is the row's, read from the bytes.
    const stored = await deps.storage.put(
      key,
      chained(upload.stream, withinQuota(deps.quotaBytes - used, deps.quotaBytes), check),
      {
        contentType: 'application/octet-stream',
      },
    );
    const createdAt = new Date();
    const { view, event } = await deps.orm.em.fork().transactional(async (em) => {
      await queryRows(em, quotaLock, { clientId });
      if ((await usedBytes(em, clientId)) + stored.size > deps.quotaBytes) throw quotaFull(deps.quotaBytes);
      const row = await queryRow<FileRow>(
        em,
        `INSERT INTO files (id, client_id, name, size, content_type, uploader_side, uploader_name, uploader_account_id, created_at)
         VALUES (:id, :clientId, :name, :size, :contentType, :side, :uploaderName, :accountId, :createdAt)
         RETURNING ${fileColumns}`,
        {
          id,
          clientId,
          name,
          size: stored.size,
          contentType: check.contentType(),
          side: actor.side,
          uploaderName: actor.name,
          accountId: actor.accountId,
          createdAt,
        },
      );
      const view = toView(row!);
      const event = recordEvent(em, source, messagingEvents.fileShared, {
        fileId: view.id,
        clientId,
        name: view.name,
        size: view.size,
        contentType: view.contentType,
        uploadedBy: { side: actor.side, name: actor.name },
        createdAt: view.createdAt,
      });
      return { view, event };
    });
    // The other side's Files panel is open and waiting.
    void deps.relay.publishNow([event]);
    return view;
  } catch (error) {
    if (started) await deps.storage.delete(key);
    // Whatever of the file is still coming is read and dropped, so the answer can be sent.
    upload.stream.destroy();
    throw error;
  }
}

/**
 * Deletes a file of the client's: only the side that uploaded it may (a client account its own uploads; any
 * of the team the team's). The row and its event go first, then the bytes.
 */
export async function deleteFile(deps: FilesDeps, clientId: string, fileId: string, actor: FileActor): Promise<void> {
  const { event } = await deps.orm.em.fork().transactional(async (em) => {
    const row = await queryRow<FileRow>(
      em,
      `SELECT ${fileColumns} FROM files WHERE id = :fileId AND client_id = :clientId FOR UPDATE`,
      { fileId, clientId },
    );
    if (!row) throw fileNotFound();
    const own = row.uploaderSide === actor.side && (actor.side === 'team' || row.uploaderAccountId === actor.accountId);
    if (!own) throw new AppError(403, 'MESSAGING_FILE_NOT_YOURS', 'Only the side that shared a file may delete it.');
    await queryRows(em, 'DELETE FROM files WHERE id = :fileId', { fileId });
    const event = recordEvent(em, source, messagingEvents.fileDeleted, {
      fileId,
      clientId,
      name: row.name,
      deletedBy: actor.side,
      deletedAt: new Date().toISOString(),
    });
    return { event };
  });
  void deps.relay.publishNow([event]);
  await deps.storage.delete(objectKeyOf(clientId, fileId));
}

/** The HMAC of a download link: the file, its client and the expiry (seconds since 1970), base64url. */
export function signFileLink(secret: string, fileId: string, clientId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${fileId}\n${clientId}\n${expires}`).digest('base64url');
}

/** A download link to a file of the client's, good for the configured while. */
export async function fileLink(deps: FilesDeps, clientId: string, fileId: string): Promise<FileLink> {
  const row = await queryRow<{ id: string }>(deps.orm, 'SELECT id FROM files WHERE id = :fileId AND client_id = :clientId', {
    fileId,
    clientId,
  });
  if (!row) throw fileNotFound();
  const now = deps.now?.() ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + deps.linkTtlSeconds;
  const signature = signFileLink(deps.linkSecret, fileId, clientId, expires);
  return {
    url: `${publicPrefix}/files/${fileId}/download?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

const linkInvalid = () => new AppError(403, 'MESSAGING_FILE_LINK_INVALID', 'This download link is not valid.');

/** The file a signed link names, with its bytes streaming from storage; 403 for a link changed or expired. */
export async function download(
  deps: FilesDeps,
  fileId: string,
  expires: number,
  signature: string,
): Promise<{ file: SharedFileView; object: StoredObject }> {
  const row = await queryRow<FileRow>(deps.orm, `SELECT ${fileColumns} FROM files WHERE id = :fileId`, { fileId });
  if (!row) throw linkInvalid();
  const expected = Buffer.from(signFileLink(deps.linkSecret, fileId, row.clientId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw linkInvalid();
  const now = deps.now?.() ?? new Date();
  if (now.getTime() >= expires * 1000) {
    throw new AppError(403, 'MESSAGING_FILE_LINK_EXPIRED', 'This download link has expired: ask for the file again.');
  }
  const object = await deps.storage.get(objectKeyOf(row.clientId, fileId));
  if (!object) throw fileNotFound();
  return { file: toView(row), object };
}

/** RFC 5987's attr-char: what may stand unescaped in `filename*`. */
const encodeAttribute = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition for a download: an ASCII stand-in for old clients, and the UTF-8 name. */
export const attachmentHeader = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\%]/g, '_')}"; filename*=UTF-8''${encodeAttribute(name)}`;

/** The type a download is served as: the stored one, text with its charset. */
export const servedTypeOf = (contentType: string) =>
  contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType;
