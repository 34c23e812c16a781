import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../../ui/DialogCloseButton';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { markWelcomePopupSeen } from './welcomePopupFlag';

/** The free-website offer; mounted only when it is due, and unmounted when dismissed. */
export function WelcomePopup({ onDismiss }: { onDismiss: () => void }) {
  const dismiss = () => {
    markWelcomePopupSeen();
    onDismiss();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <span className="badge badge-accent">{t('welcome.badge')}</span>
          <Dialog.Title className="dialog-title">{t('welcome.title')}</Dialog.Title>
          <Dialog.Description className="dialog-description">{t('welcome.text')}</Dialog.Description>
          <ul className="checklist">
            <li>{t('welcome.noCard')}</li>
            <li>{t('welcome.hosting')}</li>
            <li>{t('welcome.fiveDays')}</li>
          </ul>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button button-ghost">
                {t('welcome.later')}
              </button>
            </Dialog.Close>
            <Link to="/free-website" className="button button-primary" onClick={dismiss}>
              {t('welcome.cta')}
            </Link>
          </div>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
