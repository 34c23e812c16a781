import { useState } from 'react';
import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import type { ClientDetail } from './clientLabels';
import { ProjectCompletionDialog } from './ProjectCompletionDialog';
import styles from './ProjectSection.module.css';

/** Project: under way, or completed with when and the team's note; the team completes or reopens it here. */
export function ProjectSection({ client }: { client: ClientDetail }) {
  const [open, setOpen] = useState(false);
  const { completion } = client;
  const action = client.projectCompleted ? 'reopen' : 'complete';
  return (
    <section className={`${adminPage.card} ${styles.section}`} aria-labelledby="client-project">
      <h2 id="client-project">{t('client.project')}</h2>
      {completion ? (
        <>
          <p>{t('client.project.completedAt', { date: formatDate(completion.completedAt, 'short') })}</p>
          {completion.note && (
            <p className={styles.note}>
              <span className={text.muted}>{t('client.project.note')}: </span>
              {completion.note}
            </p>
          )}
        </>
      ) : (
        !client.projectCompleted && <p className={text.muted}>{t('client.project.open')}</p>
      )}
      <div>
        <button type="button" className={action === 'complete' ? button.primary : button.outline} onClick={() => setOpen(true)}>
          {t(action === 'complete' ? 'client.project.complete' : 'client.project.reopen')}
        </button>
      </div>
      {/* Keyed by the action, so a dialog opened after completing starts as Reopen with an empty note. */}
      <ProjectCompletionDialog key={action} client={client} action={action} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
