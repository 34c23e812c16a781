import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { Seo } from '../../seo/Seo';
import { site } from '../../site';
import button from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import text from '../../ui/text.module.css';
import visuallyHidden from '../../ui/visuallyHidden.module.css';
import { CallToAction } from '../CallToAction';
import marketing from '../marketing.module.css';
import { MissionPaperButton } from './MissionPaperButton';
import { ProfitDistribution } from './ProfitDistribution';
import { StoryCarousel } from './StoryCarousel';

export function AboutPage() {
  useMessages('about');
  return (
    <>
      <Seo title={t('page.about.title')} description={t('page.about.description')} />
      <section className={marketing.hero} aria-labelledby="about-title">
        <div className={layout.container}>
          <p className={text.eyebrow}>{t('about.hero.eyebrow')}</p>
          <h1 id="about-title">{t('about.hero.title')}</h1>
          <p className={text.lead}>{t('about.hero.subtitle', { city: site.city })}</p>
          <div className={marketing.actions}>
            <MissionPaperButton className={button.primary} />
          </div>
        </div>
      </section>
      <StoryCarousel />
      <ProfitDistribution />
      <CallToAction id="about-cta" title={t('about.cta.title')} text={t('about.cta.text')}>
        <a href={site.partnerRegistrationUrl} className={button.outline} target="_blank" rel="noopener noreferrer">
          {t('about.cta.partner')}
          <span className={visuallyHidden.visuallyHidden}> {t('about.newTab')}</span>
        </a>
        <Link to="/workshop" className={marketing.onDark}>
          {t('about.cta.learnMore')}
        </Link>
      </CallToAction>
    </>
  );
}
