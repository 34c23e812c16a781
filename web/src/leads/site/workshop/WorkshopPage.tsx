import { lazy, Suspense, type MouseEvent } from 'react';
import { t, useMessages, type TextKey } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import marketing from '../../../shared/ui/marketing.module.css';
import { Band, PageHero } from '../../../shared/ui/sections';
import styles from './WorkshopPage.module.css';

// The form carries the form library, so it loads beside the page's text (the server renders it in place).
const VolunteerApplication = lazy(() =>
  import('./VolunteerApplication').then((module) => ({ default: module.VolunteerApplication })),
);

// The terms are the leads contract's, whose code comes with the form's rather than on the page's first route,
// its request starting with the page's code. The server renders them in place; the browser keeps that HTML
// until the code arrives.
const loadAvailabilityTerms = () => import('./AvailabilityTerms');
const AvailabilityTerms = lazy(() => loadAvailabilityTerms().then((module) => ({ default: module.AvailabilityTerms })));
if (typeof window !== 'undefined') void loadAvailabilityTerms();

export const APPLY_ID = 'apply';

/** 'Apply Now' takes the visitor, and the keyboard's focus, to the form's first field (else the link scrolls as usual). */
function focusApplication(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(APPLY_ID)?.closest('section');
  const firstField = section?.querySelector<HTMLElement>('input, select, textarea');
  if (!section || !firstField) return;
  event.preventDefault();
  section.scrollIntoView?.({ block: 'start' });
  firstField.focus({ preventScroll: true });
}

const studentWork: readonly { title: TextKey; text: TextKey }[] = [
  { title: 'workshop.what.clients.title', text: 'workshop.what.clients.text' },
  { title: 'workshop.what.mentors.title', text: 'workshop.what.mentors.text' },
  { title: 'workshop.what.portfolio.title', text: 'workshop.what.portfolio.text' },
];

export function WorkshopPage() {
  useMessages('leads');
  return (
    <>
      <Seo title={t('page.workshop.title')} description={t('page.workshop.description')} />
      <PageHero
        id="workshop-title"
        eyebrow={t('workshop.eyebrow')}
        title={t('page.workshop.title')}
        lead={t('page.workshop.description')}
        actions={
          <a href={`#${APPLY_ID}`} className={button.primary} onClick={focusApplication}>
            {t('workshop.apply')}
          </a>
        }
      />

      <Band id="workshop-what" title={t('workshop.what.title')} lead={t('workshop.what.lead')}>
        <ul className={marketing.cards}>
          {studentWork.map((item) => (
            <li key={item.title} className={marketing.card}>
              <h3>{t(item.title)}</h3>
              <p>{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="workshop-commitment" title={t('workshop.commitment.title')} tinted>
        <ul className={marketing.cards}>
          <li className={marketing.card}>
            <h3>{t('workshop.commitment.hours')}</h3>
            <p>{t('workshop.commitment.hoursText')}</p>
          </li>
          <li className={marketing.card}>
            <h3>{t('workshop.commitment.terms')}</h3>
            <Suspense fallback={null}>
              <AvailabilityTerms className={styles.terms} />
            </Suspense>
          </li>
          <li className={marketing.card}>
            <h3>{t('workshop.commitment.answer')}</h3>
            <p>{t('workshop.commitment.answerText')}</p>
          </li>
        </ul>
      </Band>

      <Band id={APPLY_ID} title={t('workshop.form.title')} lead={t('workshop.form.lead')}>
        <div className={styles.panel}>
          <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
            <VolunteerApplication />
          </Suspense>
        </div>
      </Band>
    </>
  );
}
