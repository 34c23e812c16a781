import type { components } from '@agency/contracts/openapi/messaging';
import { publicPrefix, refreshSession } from '../shared/api/clients';
import { ApiError, expectOk } from '../shared/api/expectOk';
import { messagingApi } from './messagingClient';
import { getAccessToken } from '../shared/api/session';
import type { ThreadOf } from './thread';

export type SharedFile = components['schemas']['SharedFile'];
export type FileList = components['schemas']['FileList'];

/** The largest file either side may share (the contract's x-max-bytes): larger ones are refused before sending. */
export const FILE_MAX_BYTES = 25 * 1024 * 1024;

/** What a Files panel asks of messaging, the same for both sides. */
export interface FilesApi {
  list: () => Promise<FileList>;
  /** A short-lived download link (a path on this origin). */
  link: (fileId: string) => Promise<string>;
  remove: (fileId: string) => Promise<unknown>;
  /** Where an upload is sent. */
  uploadUrl: () => string;
}

/** Messaging's file operations for the client's own files, or one client's for the team. */
export function filesApi(of: ThreadOf): FilesApi {
  const prefix = () => publicPrefix('messaging');
  if (of.side === 'client') {
    return {
      list: () => expectOk(messagingApi.GET('/client/files')),
      link: async (fileId) =>
        (await expectOk(messagingApi.GET('/client/files/{fileId}/link', { params: { path: { fileId } } }))).url,
      remove: (fileId) => expectOk(messagingApi.DELETE('/client/files/{fileId}', { params: { path: { fileId } } })),
      uploadUrl: () => `${prefix()}/client/files`,
    };
  }
  const { clientId } = of;
  return {
    list: () => expectOk(messagingApi.GET('/admin/clients/{clientId}/files', { params: { path: { clientId } } })),
    link: async (fileId) =>
      (
        await expectOk(
          messagingApi.GET('/admin/clients/{clientId}/files/{fileId}/link', { params: { path: { clientId, fileId } } }),
        )
      ).url,
    remove: (fileId) =>
      expectOk(messagingApi.DELETE('/admin/clients/{clientId}/files/{fileId}', { params: { path: { clientId, fileId } } })),
    uploadUrl: () => `${prefix()}/admin/clients/${encodeURIComponent(clientId)}/files`,
  };
}

/** Follows a signed download link: the answer is an attachment, so the browser saves it and stays on the page. */
export async function followDownload(link: Promise<string>): Promise<void> {
  const anchor = document.createElement('a');
  anchor.href = await link;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

const bodyOf = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Sends one file (multipart, field `file`) with XMLHttpRequest, which reports the upload's progress as
 * fetch cannot: `onProgress` gets 0 to 1. A 401 refreshes the session and sends it once more. Resolves with
 * the stored file; a refusal rejects with an ApiError carrying the service's error.
 */
export function uploadFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<SharedFile> {
  return new Promise((resolve, reject) => {
    const send = (token: string | undefined, again: boolean) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        if (request.status === 401 && !again) {
          void refreshSession().then((session) =>
            session ? send(session.accessToken, true) : reject(new ApiError(401, bodyOf(request.responseText))),
          );
          return;
        }
        if (request.status === 201) resolve(bodyOf(request.responseText) as SharedFile);
        else reject(new ApiError(request.status, bodyOf(request.responseText)));
      };
      request.onerror = () => reject(new Error('network'));
      request.onabort = () => reject(new Error('aborted'));
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    };
    send(getAccessToken(), false);
  });
}
