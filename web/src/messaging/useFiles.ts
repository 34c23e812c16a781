import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../shared/api/expectOk';
import type { TextKey } from '../shared/i18n/messages';
import { FILE_MAX_BYTES, filesApi, followDownload, uploadFile } from './filesApi';
import { messagingKeys } from './messagingKeys';
import type { ThreadOf } from './thread';

/** A file on its way: how far it got, or why it was refused (in words from the catalog). */
export interface Upload {
  key: string;
  name: string;
  progress: number;
  error: TextKey | null;
}

const uploadErrors: Record<string, TextKey> = {
  UPLOAD_TOO_LARGE: 'files.error.tooLarge',
  MESSAGING_FILE_TYPE_REFUSED: 'files.error.type',
  MESSAGING_FILE_QUOTA_FULL: 'files.error.quota',
  MESSAGING_FILE_EMPTY: 'files.error.empty',
};

/** The words for a failed upload: the service's refusal by its code, anything else as a failure to send. */
export function uploadErrorOf(error: unknown): TextKey {
  const code = error instanceof ApiError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
  return (typeof code === 'string' && uploadErrors[code]) || 'files.error.failed';
}

let uploadCount = 0;

/**
 * A client's shared files for either side's Files panel: the list (read again on each `file` frame of the
 * screen's thread socket, `useThread`, so a file the other side shares shows without a reload), uploads of several files at once,
 * each with its progress or its error, Delete, and Download through a short-lived signed link.
 */
export function useFiles(of: ThreadOf) {
  const api = useMemo(() => filesApi(of), [of]);
  const queryClient = useQueryClient();
  const key = useMemo(() => messagingKeys.files(of), [of]);
  const list = useQuery({ queryKey: key, queryFn: api.list, retry: false });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);

  const update = (uploadKey: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === uploadKey ? { ...upload, ...change } : upload)));

  const upload = (files: readonly File[]) => {
    const added = files.map((file) => ({ file, key: `upload-${++uploadCount}` }));
    setUploads((current) => [
      ...current,
      ...added.map(({ file, key: uploadKey }) => ({
        key: uploadKey,
        name: file.name,
        progress: 0,
        error: file.size > FILE_MAX_BYTES ? ('files.error.tooLarge' as const) : null,
      })),
    ]);
    for (const { file, key: uploadKey } of added) {
      if (file.size > FILE_MAX_BYTES) continue;
      uploadFile(api.uploadUrl(), file, (progress) => update(uploadKey, { progress }))
        .then(async () => {
          await refresh();
          setUploads((current) => current.filter((item) => item.key !== uploadKey));
        })
        .catch((error: unknown) => update(uploadKey, { error: uploadErrorOf(error) }));
    }
  };

  const dismiss = (uploadKey: string) => setUploads((current) => current.filter((item) => item.key !== uploadKey));

  const remove = useMutation({ mutationFn: api.remove, onSettled: () => refresh() });

  const download = (fileId: string) => followDownload(api.link(fileId));

  return { list, uploads, upload, dismiss, remove, download };
}
