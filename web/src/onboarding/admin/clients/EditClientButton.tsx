import { useState } from 'react';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import type { ClientDetail } from './clientLabels';
import { EditClientDialog } from './EditClientDialog';

/** Edit Client, on the client's page; the dialog starts from the client as last read. */
export function EditClientButton({ client }: { client: ClientDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button.outline} onClick={() => setOpen(true)}>
        {t('client.edit')}
      </button>
      {open && <EditClientDialog client={client} open onClose={() => setOpen(false)} />}
    </>
  );
}
