import { useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../../identity/auth/useAuth';
import { t } from '../../shared/i18n/messages';
import button from '../../shared/ui/button.module.css';
import layout from '../../shared/ui/layout.module.css';
import { AccountLinks } from './AccountLinks';
import { BookingLink } from './OutboundLink';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { SiteSearch } from './search/SiteSearch';
import { ServicesMenu } from './ServicesMenu';
import { SkipLink } from './SkipLink';
import { MenuIcon } from '../../shared/ui/MenuIcon';

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
          <MenuIcon open={menuOpen} />
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
