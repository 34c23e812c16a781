import { useState } from 'react';
import { t } from '../../i18n/messages';
import button from '../../ui/button.module.css';
import { VolunteerForm } from './VolunteerForm';
import styles from './WorkshopPage.module.css';

/** The volunteer form, then 'Application Received!'; another application starts from an empty form. */
export function VolunteerApplication() {
  const [received, setReceived] = useState(false);
  // Set once the visitor has moved between the two views, so focus follows them (not on first load).
  const [moved, setMoved] = useState(false);

  if (received) {
    return (
      <div className={styles.received}>
        <h3 tabIndex={-1} autoFocus>
          {t('workshop.receivedTitle')}
        </h3>
        <p>{t('workshop.receivedText')}</p>
        <button
          type="button"
          className={button.primary}
          onClick={() => {
            setMoved(true);
            setReceived(false);
          }}
        >
          {t('workshop.another')}
        </button>
      </div>
    );
  }
  return <VolunteerForm focusFirstField={moved} onReceived={() => setReceived(true)} />;
}
