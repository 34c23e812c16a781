import { useId, useState } from 'react';
import { t } from '../../../../shared/i18n/messages';
import { formatMoment } from '../../../../shared/lib/viewerTime';
import button from '../../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import type { Category, Post, PostVersionSummary, TeamMember } from '../post';
import { usePostVersion, usePostVersions, useRestoreVersion, versionsPerPage } from './usePostVersions';
import { fieldLabel, VersionDiff } from './VersionDiff';
import styles from './Revisions.module.css';

interface PostRevisionsProps {
  post: Post;
  /** A member's restore of a published post goes to review, as their edit would: the confirm says so. */
  isAdmin: boolean;
  /** After a restore, once the post has been read again: the editor's form starts from the restored fields. */
  onRestored: () => void;
  members: readonly TeamMember[];
  categories: readonly Category[];
}

/** What saved the version, in the panel's words. */
function kindText(version: PostVersionSummary): string {
  if (version.kind === 'restored' && version.restoredFrom) {
    return t('revisions.kind.restored', {
      number: version.restoredFrom.number,
      when: formatMoment(version.restoredFrom.savedAt),
    });
  }
  if (version.kind === 'created') return t('revisions.kind.created');
  if (version.kind === 'revision') return t('revisions.kind.revision');
  if (version.kind === 'revision-published') return t('revisions.kind.revisionPublished');
  return t('revisions.kind.updated');
}

const changedText = (version: PostVersionSummary) =>
  version.changed.length === 0
    ? t(version.number === 1 ? 'revisions.changed.first' : 'revisions.changed.none')
    : t('revisions.changed', { fields: version.changed.map(fieldLabel).join(', ') });

/**
 * The editor's Revisions: every save of the post, newest first, with who saved it and what changed; each can
 * be compared with the version before or the latest, and restored (after a confirm) as a new save.
 */
export function PostRevisions({ post, isAdmin, onRestored, members, categories }: PostRevisionsProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const versions = usePostVersions(post.id, page);
  const latest = usePostVersions(post.id, 1).data?.items[0];
  const items = versions.data?.items ?? [];
  // The version before the last one of a page is the first of the next.
  const older = usePostVersions(post.id, page + 1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [toRestore, setToRestore] = useState<PostVersionSummary | null>(null);
  const restore = useRestoreVersion(post.id);
  const total = versions.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / versionsPerPage));

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('revisions.title')}</h2>
      <p className={styles.hint}>{t('revisions.hint')}</p>
      {versions.isPending && (
        <p className={styles.status} role="status">
          {t('revisions.loading')}
        </p>
      )}
      {versions.isError && <p className={styles.status}>{t('revisions.loadFailed')}</p>}
      {versions.data && items.length === 0 && <p className={styles.status}>{t('revisions.empty')}</p>}
      <ol className={styles.versions}>
        {items.map((version, index) => {
          const open = openId === version.id;
          const previousId = index + 1 < items.length ? items[index + 1]!.id : older.data?.items[0]?.id;
          return (
            <li key={version.id}>
              <div className={styles.version}>
                <span>
                  <strong>{t('revisions.version', { number: version.number })}</strong> · {kindText(version)}
                </span>
                <span className={styles.meta}>
                  {version.savedBy.name} · <time dateTime={version.savedAt}>{formatMoment(version.savedAt)}</time>
                </span>
                <span>{changedText(version)}</span>
                <div className={styles.buttons}>
                  <button
                    type="button"
                    className={button.outline}
                    aria-expanded={open}
                    aria-controls={open ? `diff-${version.id}` : undefined}
                    aria-label={t(open ? 'revisions.hideChanges.of' : 'revisions.showChanges.of', { number: version.number })}
                    onClick={() => setOpenId(open ? null : version.id)}
                  >
                    {t(open ? 'revisions.hideChanges' : 'revisions.showChanges')}
                  </button>
                  {version.id !== latest?.id && (
                    <button
                      type="button"
                      className={button.outline}
                      aria-label={t('revisions.restore.of', { number: version.number })}
                      disabled={restore.isPending}
                      onClick={() => setToRestore(version)}
                    >
                      {t('revisions.restore')}
                    </button>
                  )}
                </div>
              </div>
              {open && (
                <Comparison
                  postId={post.id}
                  version={version}
                  previousId={version.number > 1 ? previousId : undefined}
                  latest={latest}
                  members={members}
                  categories={categories}
                />
              )}
            </li>
          );
        })}
      </ol>
      {pages > 1 && (
        <nav className={styles.paging} aria-label={t('revisions.paging')}>
          <button type="button" className={button.ghost} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('revisions.newer')}
          </button>
          <span>{t('revisions.page', { page, pages })}</span>
          <button type="button" className={button.ghost} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('revisions.older')}
          </button>
        </nav>
      )}
      <ConfirmDialog
        open={toRestore !== null}
        question={t('revisions.restore.confirm', { number: toRestore?.number ?? 0 })}
        detail={t(!isAdmin && post.published ? 'revisions.restore.detail.review' : 'revisions.restore.detail')}
        confirmLabel={t('revisions.restore')}
        cancelLabel={t('revisions.restore.cancel')}
        pending={restore.isPending}
        onCancel={() => setToRestore(null)}
        onConfirm={() => {
          if (!toRestore) return;
          restore.mutate(toRestore.id, {
            onSuccess: onRestored,
            onSettled: () => {
              setToRestore(null);
              setOpenId(null);
              setPage(1);
            },
          });
        }}
      />
    </section>
  );
}

interface ComparisonProps {
  postId: string;
  version: PostVersionSummary;
  previousId: string | undefined;
  latest: PostVersionSummary | undefined;
  members: readonly TeamMember[];
  categories: readonly Category[];
}

/** One version's changes: from the version before (by default), or from it to the latest. */
function Comparison({ postId, version, previousId, latest, members, categories }: ComparisonProps) {
  const name = useId();
  const [withLatest, setWithLatest] = useState(false);
  const compareToLatest = withLatest && latest !== undefined && latest.id !== version.id;
  const selected = usePostVersion(postId, version.id);
  const other = usePostVersion(postId, compareToLatest ? latest.id : previousId);
  const ready = selected.data && (other.data || (!compareToLatest && previousId === undefined));
  const label = (number: number) => t('revisions.version', { number });

  return (
    <div id={`diff-${version.id}`}>
      {latest && latest.id !== version.id && (
        <fieldset className={styles.compare}>
          <legend>{t('revisions.compareWith')}</legend>
          <label>
            <input type="radio" name={name} checked={!withLatest} onChange={() => setWithLatest(false)} />{' '}
            {t('revisions.compare.previous')}
          </label>
          <label>
            <input type="radio" name={name} checked={withLatest} onChange={() => setWithLatest(true)} />{' '}
            {t('revisions.compare.latest')}
          </label>
        </fieldset>
      )}
      {selected.isError || other.isError ? (
        <p className={styles.status}>{t('revisions.diff.loadFailed')}</p>
      ) : !ready ? (
        <p className={styles.status} role="status">
          {t('revisions.diff.loading')}
        </p>
      ) : compareToLatest ? (
        <VersionDiff
          before={{ fields: selected.data.fields, name: label(version.number) }}
          after={{ fields: other.data!.fields, name: t('revisions.latest', { number: latest.number }) }}
          members={members}
          categories={categories}
        />
      ) : (
        <VersionDiff
          before={other.data && { fields: other.data.fields, name: label(other.data.version.number) }}
          after={{ fields: selected.data.fields, name: label(version.number) }}
          members={members}
          categories={categories}
        />
      )}
    </div>
  );
}
