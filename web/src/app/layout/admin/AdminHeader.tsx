import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../../identity/auth/useAuth';
import { t } from '../../../shared/i18n/messages';
import layout from '../../../shared/ui/layout.module.css';
import { Logo } from '../Logo';
import { SkipLink } from '../SkipLink';
import { MenuIcon } from '../../../shared/ui/MenuIcon';
import { isGroup, sectionsFor } from './adminNav';
import styles from './AdminHeader.module.css';
import { AdminNavGroup, navLinkClass } from './AdminNavGroup';
import { SignOutButton } from './SignOutButton';
import { useHeaderHeight } from './useHeaderHeight';

/**
 * The back office's header: the logo, the sections (some grouped behind a button) and the account, on one
 * row on a laptop, pinned to the top. On a phone the logo, a Menu button and Sign Out share the only row:
 * the sections show under it while the menu is open (the disclosure pattern: Escape closes it and returns
 * to the button, following a link closes it), and the header scrolls away with the page, so it never holds
 * a large part of a small screen.
 */
export function AdminHeader() {
  const { isTeam, isAdmin, user } = useAuth();
  // A member (a student) is not shown the admin-only screens; opening one by its address says it is for admins.
  const sections = sectionsFor(isAdmin);
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  const { pathname } = useLocation();
  // Open on the page it was opened on: following a link (or any other way to another page) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const sectionsId = useId();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenOn(null);
    menuButton.current?.focus();
  };

  return (
    <header ref={header} className={`${layout.header} ${styles.header}`}>
      <SkipLink />
      <div className={`${layout.container} ${styles.bar}`}>
        <Logo />
        {isTeam && user && (
          <>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              aria-controls={sectionsId}
              onClick={() => setOpenOn(menuOpen ? null : pathname)}
              onKeyDown={closeOnEscape}
            >
              <MenuIcon open={menuOpen} />
            </button>
            <nav
              className={menuOpen ? `${styles.nav} ${styles.open}` : styles.nav}
              aria-label={t('admin.nav')}
              onKeyDown={closeOnEscape}
            >
              <ul id={sectionsId} className={styles.sections}>
                {sections.map((section) =>
                  isGroup(section) ? (
                    <AdminNavGroup key={section.label} group={section} />
                  ) : (
                    <li key={section.to}>
                      <NavLink to={section.to} className={navLinkClass}>
                        {t(section.label)}
                      </NavLink>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <div className={styles.account}>
              <span className={styles.email}>{t('admin.signedInAs', { email: user.email })}</span>
              <SignOutButton />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
