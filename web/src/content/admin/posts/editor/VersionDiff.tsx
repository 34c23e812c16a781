import { PostVersionField } from '@agency/contracts/openapi/content.schemas';
import { t, type TextKey } from '../../../../shared/i18n/messages';
import type { Category, PostInput, TeamMember } from '../post';
import { lineDiff } from './lineDiff';
import styles from './Revisions.module.css';

type Field = (typeof PostVersionField.enum)[number];

/** Each field by the editor's own label for it. */
const fieldLabels: Record<Field, TextKey> = {
  title: 'editor.title',
  slug: 'editor.slug',
  authorId: 'editor.author',
  coverImage: 'editor.cover',
  excerpt: 'editor.excerpt',
  content: 'editor.content',
  published: 'editor.published',
  featured: 'editor.featured',
  categoryId: 'editor.category',
  tags: 'editor.tags',
  seoTitle: 'editor.seoTitle',
  seoDescription: 'editor.seoDescription',
};

export const fieldLabel = (field: Field) => t(fieldLabels[field]);

interface Names {
  members: readonly TeamMember[];
  categories: readonly Category[];
}

/** A field's value as the editor shows it: names for ids, yes or no, the tags in a list. */
function shown(fields: PostInput, field: Field, { members, categories }: Names): string {
  const value = fields[field];
  if (field === 'authorId') return members.find((member) => member.id === value)?.name ?? t('revisions.diff.unknownAuthor');
  if (field === 'categoryId') {
    return value ? (categories.find((category) => category.id === value)?.name ?? '') : t('editor.category.none');
  }
  if (typeof value === 'boolean') return t(value ? 'revisions.diff.yes' : 'revisions.diff.no');
  if (Array.isArray(value)) return [...value].sort().join(', ');
  return value ?? '';
}

interface VersionDiffProps extends Names {
  /** The older side and the newer, with what to call each. */
  before: { fields: PostInput; name: string } | undefined;
  after: { fields: PostInput; name: string };
}

/**
 * What differs between two versions, field by field in the editor's order; the markdown line by line (removed
 * lines struck through, added ones marked, each also said in words for screen readers).
 */
export function VersionDiff({ before, after, members, categories }: VersionDiffProps) {
  const names = { members, categories };
  const empty = t('revisions.diff.empty');
  const changed = PostVersionField.enum.filter(
    (field) => !before || shown(before.fields, field, names) !== shown(after.fields, field, names),
  );
  return (
    <div className={styles.diff}>
      <p className={styles.sides}>
        {before ? t('revisions.diff.sides', { before: before.name, after: after.name }) : after.name}
      </p>
      {changed.length === 0 && <p>{t('revisions.diff.none')}</p>}
      <dl className={styles.fields}>
        {changed.map((field) => {
          const old = before ? shown(before.fields, field, names) : '';
          const now = shown(after.fields, field, names);
          return (
            <div key={field} className={styles.field}>
              <dt>{fieldLabel(field)}</dt>
              <dd>
                {field === 'content' && before ? (
                  <ol className={styles.lines} aria-label={t('revisions.diff.lines')}>
                    {lineDiff(old, now).map((line, index) => (
                      <li key={index} className={styles[line.kind]}>
                        {line.kind === 'removed' && <del>{line.text || '\u00a0'}</del>}
                        {line.kind === 'added' && <ins>{line.text || '\u00a0'}</ins>}
                        {line.kind === 'same' && (line.text || '\u00a0')}
                      </li>
                    ))}
                  </ol>
                ) : (
                  <>
                    {before && (
                      <p className={styles.removed}>
                        <del>{old || empty}</del>
                      </p>
                    )}
                    <p className={styles.added}>
                      <ins>{now || empty}</ins>
                    </p>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
