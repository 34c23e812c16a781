import { t } from '../i18n/messages';
import hidden from './visuallyHidden.module.css';

/** A Menu button's face: three bars, a cross while its menu is open, and the word Menu for assistive technology. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <>
      <span className={hidden.visuallyHidden}>{t('nav.menu')}</span>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </>
  );
}
