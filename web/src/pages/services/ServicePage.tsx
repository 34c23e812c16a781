import { Link, Navigate, useLocation } from 'react-router-dom';
import { services, type ServiceSummary } from '../../content/services';
import { t } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { BookingLink } from '../../layout/BookingLink';
import { Seo } from '../../seo/Seo';
import { site } from '../../site';
import button from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import text from '../../ui/text.module.css';
import { CallToAction } from '../CallToAction';
import marketing from '../marketing.module.css';
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

  return (
    <>
      <Seo title={t(service.name)} description={t(service.summary)} />
      <section className={marketing.hero} aria-labelledby="service-title">
        <div className={layout.container}>
          <p className={text.eyebrow}>{t('servicePage.eyebrow')}</p>
          <h1 id="service-title">{t(service.name)}</h1>
          <p className={text.lead}>{t(leadText(id), { city: site.city })}</p>
          <div className={marketing.actions}>
            <BookingLink className={button.primary}>{t('servicePage.getStarted')}</BookingLink>
            {more && (
              <Link to={more.to} className={button.outline}>
                {t(more.label)}
              </Link>
            )}
          </div>
        </div>
      </section>

      <section className={marketing.band} aria-labelledby="what-we-do">
        <div className={layout.container}>
          <h2 id="what-we-do">{t('servicePage.whatWeDo')}</h2>
          <ul className={marketing.cards}>
            {offerNumbers.map((offer) => (
              <li key={offer} className={marketing.card}>
                <h3>{t(offerText(id, offer, 'title'))}</h3>
                <p>{t(offerText(id, offer, 'text'))}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${marketing.band} ${marketing.tinted}`} aria-labelledby="how-it-works">
        <div className={layout.container}>
          <h2 id="how-it-works">{t('servicePage.howItWorks')}</h2>
          <ol className={marketing.steps}>
            {stepNumbers.map((step) => (
              <li key={step}>
                <h3>{t(stepText(id, step, 'title'))}</h3>
                <p>{t(stepText(id, step, 'text'))}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ServiceStats id={id} />

      <section className={`${marketing.band} ${marketing.tinted}`} aria-labelledby="faq">
        <div className={layout.container}>
          <h2 id="faq">{t('servicePage.faq')}</h2>
          <div className={styles.faq}>
            {faqNumbers.map((faq) => (
              <details key={faq}>
                <summary>{t(faqText(id, faq, 'question'))}</summary>
                <p>{t(faqText(id, faq, 'answer'))}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <CallToAction id="service-cta" title={t('servicePage.cta.title')} text={t('servicePage.cta.text')}>
        <BookingLink className={button.outline}>{t('servicePage.getStarted')}</BookingLink>
        <Link to="/free-website" className={marketing.onDark}>
          {t('servicePage.freeWebsite')}
        </Link>
      </CallToAction>
    </>
  );
}
