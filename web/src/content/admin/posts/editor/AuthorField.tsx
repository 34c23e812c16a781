import { FormField } from '../../../../shared/forms/FormField';
import { t } from '../../../../shared/i18n/messages';
import type { TeamMember } from '../post';
import type { PostForm } from './postForm';
import styles from './PostEditor.module.css';

interface AuthorFieldProps {
  form: PostForm;
  members: readonly TeamMember[];
  selectedId: string;
}

/** The author is an active team member; the server copies their name and avatar onto the post. */
export function AuthorField({ form, members, selectedId }: AuthorFieldProps) {
  const selected = members.find((member) => member.id === selectedId);
  const options = [
    { value: '', label: t('editor.author.choose') },
    ...members.map((member) => ({
      value: member.id,
      label: t('editor.author.option', { name: member.name, role: member.role }),
    })),
  ];
  return (
    <div className={styles.author}>
      <FormField form={form} name="authorId" label={t('editor.author')} as="select" options={options} />
      {selected?.avatar && (
        // The name is in the select beside it, so the picture is decorative.
        <img className={styles.avatar} src={selected.avatar.url} alt="" width={48} height={48} data-testid="author-avatar" />
      )}
    </div>
  );
}
