import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../../shared/ui/DialogContent';
import { DialogCloseButton } from '../../../shared/ui/DialogCloseButton';
import { DialogFooter } from '../../../shared/ui/DialogFooter';
import { Link } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { markWelcomePopupSeen } from './welcomePopupFlag';
import { Badge } from '../../../shared/ui/Badge';
import button from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/Dialog.module.css';
import styles from './WelcomePopup.module.css';

/** The free-website offer; mounted only when it is due, and unmounted when dismissed. */
export function WelcomePopup({ onDismiss }: { onDismiss: () => void }) {
  const dismiss = () => {
    markWelcomePopupSeen();
    onDismiss();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <Badge>{t('welcome.badge')}</Badge>
          <Dialog.Title className={dialog.title}>{t('welcome.title')}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t('welcome.text')}</Dialog.Description>
          <ul className={styles.checklist}>
            <li>{t('welcome.noCard')}</li>
            <li>{t('welcome.hosting')}</li>
            <li>{t('welcome.fiveDays')}</li>
          </ul>
          <DialogFooter cancelLabel={t('welcome.later')} later>
            <Link to="/free-website" className={button.primary} onClick={dismiss}>
              {t('welcome.cta')}
            </Link>
          </DialogFooter>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
