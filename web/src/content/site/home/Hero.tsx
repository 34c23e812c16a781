import { Link } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { T } from '../../../shared/i18n/T';
import { BUSINESS_STAGES_ID } from './BusinessStages';
import { Badge } from '../../../shared/ui/Badge';
import layout from '../../../shared/ui/layout.module.css';
import stretched from '../../../shared/ui/stretched.module.css';
import text from '../../../shared/ui/text.module.css';
import styles from './Hero.module.css';

function scrollToStages() {
  const section = document.getElementById(BUSINESS_STAGES_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${layout.container} ${styles.inner}`}>
        <p className={text.eyebrow}>{t('site.tagline')}</p>
        <h1 id="hero-title">
          <T k="home.hero.title" tags={{ highlight: (text) => <span className={styles.highlight}>{text}</span> }} />
        </h1>
        <p className={text.lead}>{t('home.hero.lead')}</p>
        <div className={styles.cards}>
          <article className={styles.card}>
            <h2>
              <button type="button" className={stretched.stretched} onClick={scrollToStages}>
                {t('home.hero.scratch.title')}
              </button>
            </h2>
            <p>{t('home.hero.scratch.text')}</p>
            <span className={styles.arrow} aria-hidden="true">
              ↓
            </span>
          </article>
          <article className={`${styles.card} ${styles.accent}`}>
            <Badge>{t('home.hero.free.badge')}</Badge>
            <h2>
              <Link to="/free-website" className={stretched.stretched}>
                {t('home.hero.free.title')}
              </Link>
            </h2>
            <p>{t('home.hero.free.text')}</p>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </article>
        </div>
      </div>
    </section>
  );
}
