import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { T } from '../../i18n/T';
import { BUSINESS_STAGES_ID } from './BusinessStages';

function scrollToStages() {
  const section = document.getElementById(BUSINESS_STAGES_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <p className="eyebrow">{t('site.tagline')}</p>
        <h1 id="hero-title">
          <T k="home.hero.title" tags={{ highlight: (text) => <span className="highlight">{text}</span> }} />
        </h1>
        <p className="lead">{t('home.hero.lead')}</p>
        <div className="hero-cards">
          <article className="hero-card">
            <h2>
              <button type="button" className="stretched" onClick={scrollToStages}>
                {t('home.hero.scratch.title')}
              </button>
            </h2>
            <p>{t('home.hero.scratch.text')}</p>
            <span className="hero-card-arrow" aria-hidden="true">
              ↓
            </span>
          </article>
          <article className="hero-card hero-card-accent">
            <span className="badge badge-accent">{t('home.hero.free.badge')}</span>
            <h2>
              <Link to="/free-website" className="stretched">
                {t('home.hero.free.title')}
              </Link>
            </h2>
            <p>{t('home.hero.free.text')}</p>
            <span className="hero-card-arrow" aria-hidden="true">
              →
            </span>
          </article>
        </div>
      </div>
    </section>
  );
}
