import { useState } from 'react';
import { t, type TextKey } from '../../shared/i18n/messages';
import { notify } from '../../shared/lib/notify';
import button from '../../shared/ui/button.module.css';
import { useAuth } from './useAuth';

interface SignOutButtonProps {
  /** The words of the area it stands in (the site's header, the portal's steps). */
  words: { signOut: TextKey; signingOut: TextKey; failed: TextKey };
  /** What follows a sign-out; without it the button is usable again at once. */
  onSignedOut?: () => void;
}

/** Sign Out: the session ends and the tab forgets the user (in `signOut`); a failure is toasted. */
export function SignOutButton({ words, onSignedOut }: SignOutButtonProps) {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      notify.error(t(words.failed));
      setSigningOut(false);
      return;
    }
    if (onSignedOut) onSignedOut();
    else setSigningOut(false);
  };

  return (
    <button type="button" className={button.outline} onClick={() => void leave()} disabled={signingOut}>
      {signingOut ? t(words.signingOut) : t(words.signOut)}
    </button>
  );
}
