import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../../forms/SelectField';
import { t } from '../../../../i18n/messages';
import type { TeamMember } from '../post';
import styles from './PostEditor.module.css';

interface AuthorFieldProps {
  members: readonly TeamMember[];
  registration: UseFormRegisterReturn;
  selectedId: string;
  error?: string;
}

/** The author is an active team member; the server copies their name and avatar onto the post. */
export function AuthorField({ members, registration, selectedId, error }: AuthorFieldProps) {
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
      <SelectField label={t('editor.author')} registration={registration} options={options} error={error} />
      {selected?.avatar && (
        // The name is in the select beside it, so the picture is decorative.
        <img className={styles.avatar} src={selected.avatar.url} alt="" width={48} height={48} data-testid="author-avatar" />
      )}
    </div>
  );
}
