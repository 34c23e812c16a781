import { useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { t } from '../i18n/messages';
import button from '../ui/button.module.css';
import layout from '../ui/layout.module.css';
import hidden from '../ui/visuallyHidden.module.css';
import { AccountLinks } from './AccountLinks';
import { BookingLink } from './OutboundLink';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { SiteSearch } from './search/SiteSearch';
import { ServicesMenu } from './ServicesMenu';
import { SkipLink } from './SkipLink';

const navLink = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Get Started (booking a first call) is for visitors: someone signed in is offered their own area instead.
  const { user } = useAuth();

  // Following any link in the menu (including the portalled services menu) closes it on mobile.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  return (
    <header className={layout.header}>
      <SkipLink />
      <div className={styles.announcement}>
        <Link to="/workshop" className={styles.announcementLink}>
          {t('nav.banner')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <nav className={`${styles.nav} ${layout.container}`} aria-label={t('nav.main')}>
        <Logo />
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={hidden.visuallyHidden}>{t('nav.menu')}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <div id="main-menu" className={menuOpen ? `${styles.menu} ${styles.open}` : styles.menu} onClick={closeOnLink}>
          <SiteSearch onChoose={() => setMenuOpen(false)} />
          <ul className={styles.links}>
            <li>
              <NavLink to="/about" className={navLink}>
                {t('nav.about')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog" className={navLink}>
                {t('nav.blog')}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
          </ul>
          <div className={styles.actions}>
            <AccountLinks />
            {!user && <BookingLink className={button.primary}>{t('nav.getStarted')}</BookingLink>}
          </div>
        </div>
      </nav>
    </header>
  );
}
