import { useState } from 'react';
import { t } from '../i18n/messages';
import { notify } from '../lib/notify';
import button from '../ui/button.module.css';

/** 'Export CSV' for a back-office list: saves what the list shows, with its filters, as a file. */
export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const exportList = async () => {
    setPending(true);
    try {
      await onExport();
    } catch {
      notify.error(t('export.failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className={button.outline} disabled={pending} onClick={() => void exportList()}>
      {pending ? t('export.exporting') : t('export.csv')}
    </button>
  );
}
