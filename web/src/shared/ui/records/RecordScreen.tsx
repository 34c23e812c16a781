import type { FieldValues } from 'react-hook-form';
import { useAuth } from '../../../identity/auth/useAuth';
import { t, type TextKey } from '../../i18n/messages';
import styles from '../../../content/admin/manage/Manage.module.css';
import { Seo } from '../../../app/seo/Seo';
import layout from '../layout.module.css';
import type { RecordKind } from './RecordKind';
import { RecordList } from './RecordList';

interface RecordScreenProps<Row extends { id: string }, Values extends FieldValues, Sent, Input> {
  kind: RecordKind<Row, Values, Sent, Input>;
  title: TextKey;
  description: TextKey;
}

/** A back-office screen of one kind of record: admins manage the list, members see it. */
export function RecordScreen<Row extends { id: string }, Values extends FieldValues, Sent, Input>({
  kind,
  title,
  description,
}: RecordScreenProps<Row, Values, Sent, Input>) {
  const { isAdmin } = useAuth();
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(title)} description={t(description)} noIndex />
      <RecordList
        kind={kind}
        canManage={isAdmin}
        title={title}
        notice={!isAdmin && <p className={styles.readOnly}>{t('manage.readOnly')}</p>}
      />
    </section>
  );
}
