import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../../ui/DialogCloseButton';
import { Link } from 'react-router-dom';
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
          <span className="badge badge-accent">7-day free trial</span>
          <Dialog.Title className="dialog-title">Get Your Free Website</Dialog.Title>
          <Dialog.Description className="dialog-description">
            $0 down, pay what you think it&apos;s worth. Our students build your site within 5 days at student-friendly rates.
          </Dialog.Description>
          <ul className="checklist">
            <li>No credit card required</li>
            <li>Hosting is paid only after you approve your site</li>
            <li>Built within 5 days</li>
          </ul>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button button-ghost">
                Maybe later
              </button>
            </Dialog.Close>
            <Link to="/free-website" className="button button-primary" onClick={dismiss}>
              Get Started Now
            </Link>
          </div>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
