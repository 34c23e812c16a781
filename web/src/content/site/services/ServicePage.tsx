import { Suspense } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { services, type ServiceSummary } from '../../services';
import { t, useMessages } from '../../../shared/i18n/messages';
import { BookingLink } from '../../../app/layout/OutboundLink';
import { Seo } from '../../../app/seo/Seo';
import { lazyWithQueries } from '../../../shared/lib/lazyPage';
import { site } from '../../../app/site';
import button from '../../../shared/ui/button.module.css';
import marketing from '../../../shared/ui/marketing.module.css';
import {
  copyPart,
  faqNumbers,
  faqText,
  leadText,
  offerNumbers,
  offerText,
  serviceExtras,
  stepNumbers,
  stepText,
} from './serviceCopy';
import { ServiceStats } from './ServiceStats';
import styles from './ServicePage.module.css';
import { Band, CallToAction, PageHero, StepList } from '../../../shared/ui/sections';

/** The features stored for the service, loaded with the query library after the page's own copy. */
const ServiceFeatures = lazyWithQueries(() => import('./ServiceFeatures'), 'ServiceFeatures');

const serviceAt = (pathname: string) => services.find((service) => service.path === pathname.replace(/\/+$/, ''));

/** One of the six service pages, chosen by the path it is shown at. */
export function ServicePage() {
  const service = serviceAt(useLocation().pathname);
  if (!service) return <Navigate to="/404" replace />;
  return <ServiceContent service={service} />;
}

function ServiceContent({ service }: { service: ServiceSummary }) {
  const { id } = service;
  useMessages('servicePage', copyPart(id));
  const { more } = serviceExtras[id];
  const steps = stepNumbers.map((step) => ({ title: t(stepText(id, step, 'title')), text: t(stepText(id, step, 'text')) }));

  return (
    <>
      <Seo title={t(service.name)} description={t(service.summary)} />
      <PageHero
        id="service-title"
        eyebrow={t('servicePage.eyebrow')}
        title={t(service.name)}
        lead={t(leadText(id), { city: site.city })}
        actions={
          <>
            <BookingLink className={button.primary}>{t('servicePage.getStarted')}</BookingLink>
            {more && (
              <Link to={more.to} className={button.outline}>
                {t(more.label)}
              </Link>
            )}
          </>
        }
      />

      <Band id="what-we-do" title={t('servicePage.whatWeDo')}>
        <ul className={marketing.cards}>
          {offerNumbers.map((offer) => (
            <li key={offer} className={marketing.card}>
              <h3>{t(offerText(id, offer, 'title'))}</h3>
              <p>{t(offerText(id, offer, 'text'))}</p>
            </li>
          ))}
        </ul>
      </Band>

      <Suspense fallback={null}>
        <ServiceFeatures slug={service.path.slice(service.path.lastIndexOf('/') + 1)} />
      </Suspense>

      <Band id="how-it-works" title={t('servicePage.howItWorks')} tinted>
        <StepList steps={steps} />
      </Band>

      <ServiceStats id={id} />

      <Band id="faq" title={t('servicePage.faq')} tinted>
        <div className={styles.faq}>
          {faqNumbers.map((faq) => (
            <details key={faq}>
              <summary>{t(faqText(id, faq, 'question'))}</summary>
              <p>{t(faqText(id, faq, 'answer'))}</p>
            </details>
          ))}
        </div>
      </Band>

      <CallToAction id="service-cta" title={t('servicePage.cta.title')} text={t('servicePage.cta.text')}>
        <BookingLink className={button.outline}>{t('servicePage.getStarted')}</BookingLink>
        <Link to="/free-website" className={marketing.onDark}>
          {t('servicePage.freeWebsite')}
        </Link>
      </CallToAction>
    </>
  );
}
