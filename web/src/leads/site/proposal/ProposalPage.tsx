import { lazy, Suspense } from 'react';
import { t, useMessages, type TextKey } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import marketing from '../../../shared/ui/marketing.module.css';
import styles from './ProposalPage.module.css';

// The steps carry the form library, so they load beside the page's text (the server renders them in place).
const ProposalRequestSteps = lazy(() =>
  import('./ProposalRequestSteps').then((module) => ({ default: module.ProposalRequestSteps })),
);

const nextSteps: readonly TextKey[] = ['proposal.why.read', 'proposal.why.proposal', 'proposal.why.call'];

export function ProposalPage() {
  useMessages('leads');
  return (
    <>
      <Seo title={t('page.proposal.title')} description={t('page.proposal.description')} />
      <section className={marketing.hero} aria-labelledby="proposal-title">
        <div className={`${layout.container} ${styles.layout}`}>
          <div>
            <h1 id="proposal-title">{t('page.proposal.title')}</h1>
            <p className={marketing.lead}>{t('page.proposal.description')}</p>
            <h2 className={styles.nextTitle}>{t('proposal.why.title')}</h2>
            <ol className={styles.next}>
              {nextSteps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </div>
          <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
            <ProposalRequestSteps />
          </Suspense>
        </div>
      </section>
    </>
  );
}
