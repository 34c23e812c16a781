import { usePublicQuery } from '../../../shared/api/usePublicQuery';
import { Link } from 'react-router-dom';
import { serviceQuery } from '../../contentQueries';
import { errorMessage, isNotFound } from '../../../shared/api/errorMessage';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage';
import text from '../../../shared/ui/text.module.css';
import { CaseStudy } from './CaseStudy';
import { PricingTiers } from './PricingTiers';
import { Testimonials } from './Testimonials';
import styles from './Portfolio.module.css';

/** The service whose portfolio this page shows. */
export const PORTFOLIO_SERVICE = 'web-development';

export function Portfolio() {
  const service = usePublicQuery(serviceQuery(PORTFOLIO_SERVICE));

  if (service.isPending) return <StatusMessage>{t('site.loading')}</StatusMessage>;
  if (service.isError) {
    const message = isNotFound(service.error) ? t('portfolio.notFound') : errorMessage(service.error);
    return <StatusMessage failed>{message ?? t('content.error')}</StatusMessage>;
  }

  const { title, description, caseStudies, testimonials, pricingTiers } = service.data;
  return (
    <>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={text.lead}>{description}</p>
      </header>
      {caseStudies.map((caseStudy) => (
        <CaseStudy key={caseStudy.id} caseStudy={caseStudy} />
      ))}
      {testimonials.length > 0 && <Testimonials testimonials={testimonials} />}
      {pricingTiers.length > 0 && <PricingTiers tiers={pricingTiers} />}
      <section className={styles.proposal} aria-labelledby="proposal-title">
        <h2 id="proposal-title">{t('portfolio.proposal.title')}</h2>
        <p>{t('portfolio.proposal.text')}</p>
        <Link to="/proposal" className={button.primary}>
          {t('portfolio.proposal.cta')}
        </Link>
      </section>
    </>
  );
}
