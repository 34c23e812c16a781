import { useEffect, useRef, useState } from 'react';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import { VolunteerForm } from './VolunteerForm';
import styles from './WorkshopPage.module.css';

/** The volunteer form, then 'Application Received!'; another application starts from an empty form. */
export function VolunteerApplication() {
  const [received, setReceived] = useState(false);
  // Set once the visitor has moved between the two views, so focus follows them (not on first load).
  const [moved, setMoved] = useState(false);

  if (received) {
    return (
      <Received
        onAnother={() => {
          setMoved(true);
          setReceived(false);
        }}
      />
    );
  }
  return <VolunteerForm focusFirstField={moved} onReceived={() => setReceived(true)} />;
}

function Received({ onAnother }: { onAnother: () => void }) {
  // The submit button is gone, so focus moves to the news that the application arrived.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.received}>
      <h3 ref={heading} tabIndex={-1}>
        {t('workshop.receivedTitle')}
      </h3>
      <p>{t('workshop.receivedText')}</p>
      <button type="button" className={button.primary} onClick={onAnother}>
        {t('workshop.another')}
      </button>
    </div>
  );
}
