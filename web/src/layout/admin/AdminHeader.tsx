import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { t } from '../../i18n/messages';
import layout from '../../ui/layout.module.css';
import { Logo } from '../Logo';
import { SkipLink } from '../SkipLink';
import { isGroup, sectionsFor } from './adminNav';
import styles from './AdminHeader.module.css';
import { AdminNavGroup, navLinkClass } from './AdminNavGroup';
import { SignOutButton } from './SignOutButton';
import { useHeaderHeight } from './useHeaderHeight';

/**
 * The back office's header: the logo, the sections (some grouped behind a button) and the account. Pinned
 * to the top on wide screens; on a phone the logo and Sign Out share the first row, the sections wrap onto
 * the rows below, and the header scrolls away with the page, so it never holds a large part of a small screen.
 */
export function AdminHeader() {
  const { isTeam, isAdmin, user } = useAuth();
  // A member (a student) is not shown the admin-only screens; opening one by its address says it is for admins.
  const sections = sectionsFor(isAdmin);
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  return (
    <header ref={header} className={`${layout.header} ${styles.header}`}>
      <SkipLink />
      <div className={`${layout.container} ${styles.bar}`}>
        <Logo />
        {isTeam && user && (
          <>
            <nav className={styles.nav} aria-label={t('admin.nav')}>
              <ul className={styles.sections}>
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
