import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import { CommitSelect } from '../../../shared/ui/CommitSelect';
import { postStatuses, type PostStatus } from './postStatus';
import styles from './PostStatusFilter.module.css';

interface PostStatusFilterProps {
  status: PostStatus | undefined;
  onChange: (status: PostStatus | undefined) => void;
}

/** Narrows the posts list to drafts, posts in review or published posts. */
export function PostStatusFilter({ status, onChange }: PostStatusFilterProps) {
  return (
    <div className={`${fields.field} ${styles.filter}`}>
      <label htmlFor="posts-status">{t('posts.filter')}</label>
      <CommitSelect
        id="posts-status"
        value={status ?? 'all'}
        onCommit={(next) => onChange(next === 'all' ? undefined : (next as PostStatus))}
      >
        <option value="all">{t('posts.filter.all')}</option>
        {postStatuses.map((option) => (
          <option key={option} value={option}>
            {t(`posts.filter.${option}`)}
          </option>
        ))}
      </CommitSelect>
    </div>
  );
}
