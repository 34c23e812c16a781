import { t } from '../../../shared/i18n/messages';
import { RecordSearch } from '../../../shared/ui/records/RecordSearch';

/** The search box over a managed list: part of a name, whatever its case. */
export function NameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <RecordSearch label={t('manage.search')} placeholder={t('manage.searchPlaceholder')} value={value} onChange={onChange} />
  );
}
