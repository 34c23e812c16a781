import { Link } from 'react-router-dom';
import { services } from '../../content/services';
import { t, type TextKey } from '../../shared/i18n/messages';
import { BRAND, site } from '../site';
import { ContactLinks } from '../../shared/ui/ContactLinks';
import layout from '../../shared/ui/layout.module.css';
import styles from './Footer.module.css';
import { LanguageSwitch } from './LanguageSwitch';

const companyLinks: readonly { label: TextKey; to: string }[] = [
  { label: 'footer.clientPortal', to: '/onboarding' },
  { label: 'footer.about.link', to: '/about' },
  { label: 'footer.blog', to: '/blog' },
  { label: 'footer.workshop', to: '/workshop' },
  { label: 'footer.privacy', to: '/privacy-policy' },
  { label: 'footer.terms', to: '/terms-of-service' },
  { label: 'footer.sitemap', to: '/sitemap' },
];

// Read once per page load; nobody keeps the site open across New Year.
const year = new Date().getFullYear();

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {BRAND}
          </h2>
          <p>{t('footer.about', { tagline: t('site.tagline'), city: site.city })}</p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t('footer.services')}
          </h2>
          <ul>
            {services.map((service) => (
              <li key={service.path}>
                <Link to={service.path}>{t(service.name)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <ContactLinks>
            <li>
              {site.city}, {site.region}
            </li>
          </ContactLinks>
        </section>
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year, brand: BRAND })}
        <span aria-hidden="true"> · </span>
        <LanguageSwitch />
      </p>
    </footer>
  );
}
