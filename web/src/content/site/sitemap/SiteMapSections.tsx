import { usePublicQuery } from '../../../shared/api/usePublicQuery';
import { Link } from 'react-router-dom';
import { siteMapQuery, type SiteMapEntry } from '../../contentQueries';
import { errorMessage } from '../../../shared/api/errorMessage';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { StatusMessage } from '../../../shared/ui/StatusMessage';
import styles from './SiteMapSections.module.css';

type Section = SiteMapEntry['section'];

/** The sections in the order the page lists them, with their headings. */
const sections: Record<Section, TextKey> = {
  main: 'sitemap.section.main',
  services: 'sitemap.section.services',
  blog: 'sitemap.section.blog',
  legal: 'sitemap.section.legal',
};

export function SiteMapSections() {
  const siteMap = usePublicQuery(siteMapQuery());

  if (siteMap.isPending) return <StatusMessage>{t('site.loading')}</StatusMessage>;
  if (siteMap.isError) return <StatusMessage failed>{errorMessage(siteMap.error) ?? t('content.error')}</StatusMessage>;

  const { entries } = siteMap.data;
  return (
    <div className={styles.sections}>
      {(Object.keys(sections) as Section[]).map((section) => {
        const links = entries.filter((entry) => entry.section === section);
        if (links.length === 0) return null;
        return (
          // Sections, not navigation landmarks: the footer already has a 'Services' navigation.
          <section key={section} aria-labelledby={`sitemap-${section}`}>
            <h2 id={`sitemap-${section}`}>{t(sections[section])}</h2>
            <ul>
              {links.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{entry.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
