import { useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { t } from '../i18n/messages';
import { BookingLink } from './BookingLink';
import { Logo } from './Logo';
import { ServicesMenu } from './ServicesMenu';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);

  // Following any link in the menu (including the portalled services menu) closes it on mobile.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <div className="announcement">
        <Link to="/workshop" className="announcement-link">
          {t('nav.banner')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <nav className="nav container" aria-label={t('nav.main')}>
        <Logo />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{t('nav.menu')}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <div id="main-menu" className={menuOpen ? 'nav-menu open' : 'nav-menu'} onClick={closeOnLink}>
          <ul className="nav-links">
            <li>
              <NavLink to="/about" className="nav-link">
                {t('nav.about')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog" className="nav-link">
                {t('nav.blog')}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
          </ul>
          <div className="nav-actions">
            <Link to="/onboarding" className="nav-link">
              {t('nav.signIn')}
            </Link>
            <Link to="/onboarding/register" className="button button-outline">
              {t('nav.signUp')}
            </Link>
            <BookingLink className="button button-primary">{t('nav.getStarted')}</BookingLink>
          </div>
        </div>
      </nav>
    </header>
  );
}
