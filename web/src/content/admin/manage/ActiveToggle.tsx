import { t } from '../../../shared/i18n/messages';
import styles from './Manage.module.css';

interface ActiveToggleProps {
  name: string;
  active: boolean;
  /** Admins switch it in place; members see the state only. */
  canChange: boolean;
  busy: boolean;
  onChange: (active: boolean) => void;
}

/** A row's Active state: a labelled checkbox for admins, the words for anyone else. */
export function ActiveToggle({ name, active, canChange, busy, onChange }: ActiveToggleProps) {
  if (!canChange) return <span>{active ? t('manage.active') : t('manage.inactive')}</span>;
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={active}
        disabled={busy}
        aria-label={t('manage.activeOf', { name })}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">{active ? t('manage.active') : t('manage.inactive')}</span>
    </label>
  );
}
