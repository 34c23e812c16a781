import { useId, useRef, useState, type DragEvent } from 'react';
import { useAuth } from '../identity/auth/useAuth';
import { t } from '../shared/i18n/messages';
import { formatMoment } from '../shared/lib/viewerTime';
import { notify } from '../shared/lib/notify';
import button from '../shared/ui/button.module.css';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import type { SharedFile } from './filesApi';
import type { ThreadOf } from './thread';
import { useFiles } from './useFiles';
import styles from './FilesPanel.module.css';

const units = [
  { unit: 'GB', size: 1024 ** 3 },
  { unit: 'MB', size: 1024 ** 2 },
  { unit: 'KB', size: 1024 },
] as const;
const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A size in words: bytes, KB, MB or GB (of 1024), with one decimal at most. */
export function formatBytes(bytes: number): string {
  const { unit, size } = units.find((candidate) => bytes >= candidate.size) ?? { unit: 'B', size: 1 };
  return `${number.format(bytes / size)} ${unit}`;
}

interface FilesPanelProps {
  of: ThreadOf;
  /** The file picker's id, so another control (the team's Send File) can open it. */
  inputId?: string;
}

/**
 * A client's shared files as either side sees them: a drop zone and a picker taking several files at once,
 * each upload with its progress or its error in words, the space used of the quota, and the list (newest
 * first) with name, size, who and when, Download, and Delete on the files this side may delete (a client
 * its own uploads, the team the team's), which asks first. A file the other side shares appears without a reload.
 */
export function FilesPanel({ of, inputId }: FilesPanelProps) {
  const files = useFiles(of);
  const { user } = useAuth();
  const [dragging, setDragging] = useState(false);
  // The file whose Delete was pressed: deleting cannot be undone, so it is asked first.
  const [deleting, setDeleting] = useState<SharedFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const fallbackInputId = useId();
  const pickerId = inputId ?? fallbackInputId;
  const data = files.list.data;

  const canDelete = (file: SharedFile) =>
    file.uploadedBy.side === of.side && (of.side === 'team' || file.uploadedBy.accountId === user?.id);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) files.upload([...event.dataTransfer.files]);
  };

  const download = (file: SharedFile) => files.download(file.id).catch(() => notify.error(t('files.downloadFailed')));
  const remove = (file: SharedFile) =>
    files.remove.mutate(file.id, {
      onSuccess: () => notify.success(t('files.deleted')),
      onError: () => notify.error(t('files.deleteFailed')),
      onSettled: () => setDeleting(null),
    });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('files.heading')}</h2>
      {data && (
        <div className={styles.usage}>
          <span>{t('files.used', { used: formatBytes(data.usedBytes), quota: formatBytes(data.quotaBytes) })}</span>
          <meter min={0} max={data.quotaBytes} value={data.usedBytes} aria-label={t('files.usedLabel')} />
        </div>
      )}
      <div
        className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('files.drop')}</p>
        <button type="button" className={button.outline} onClick={() => input.current?.click()}>
          {t('files.choose')}
        </button>
        <input
          ref={input}
          id={pickerId}
          type="file"
          multiple
          hidden
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length > 0) files.upload(chosen);
          }}
        />
      </div>

      {files.uploads.length > 0 && (
        <ul className={styles.uploads} aria-live="polite">
          {files.uploads.map((upload) => (
            <li key={upload.key} className={styles.upload}>
              <span className={styles.name}>{upload.name}</span>
              {upload.error ? (
                <>
                  <button
                    type="button"
                    className={button.ghost}
                    aria-label={t('files.dismissNamed', { name: upload.name })}
                    onClick={() => files.dismiss(upload.key)}
                  >
                    ×
                  </button>
                  <p className={styles.error} role="alert">
                    {t(upload.error)}
                  </p>
                </>
              ) : (
                // Drawn from the palette: a native progress bar takes the browser's own colours.
                <div
                  role="progressbar"
                  className={styles.progress}
                  aria-label={t('files.uploading', { name: upload.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.progress * 100)}
                >
                  <span className={styles.progressDone} style={{ width: `${upload.progress * 100}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {files.list.isPending ? (
        <p className={styles.meta}>{t('files.loading')}</p>
      ) : files.list.isError ? (
        <p className={styles.error} role="alert">
          {t('files.loadFailed')}
        </p>
      ) : data && data.files.length === 0 ? (
        <p className={styles.meta}>{t('files.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data?.files.map((file) => (
            <li key={file.id} className={styles.file}>
              <div className={styles.about}>
                <span className={styles.name}>{file.name}</span>
                <span className={styles.meta}>
                  {formatBytes(file.size)} ·{' '}
                  {t('files.sharedBy', {
                    name:
                      file.uploadedBy.side === 'team' ? t('files.team', { name: file.uploadedBy.name }) : file.uploadedBy.name,
                    time: formatMoment(file.createdAt),
                  })}
                </span>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={button.outline}
                  aria-label={t('files.downloadNamed', { name: file.name })}
                  onClick={() => void download(file)}
                >
                  {t('files.download')}
                </button>
                {canDelete(file) && (
                  <button
                    type="button"
                    className={button.ghost}
                    aria-label={t('files.deleteNamed', { name: file.name })}
                    disabled={files.remove.isPending}
                    onClick={() => setDeleting(file)}
                  >
                    {t('files.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={t('files.deleteQuestion', { name: deleting?.name ?? '' })}
        detail={t('files.deleteDetail')}
        confirmLabel={t('files.deleteConfirm')}
        cancelLabel={t('files.keep')}
        pending={files.remove.isPending}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
