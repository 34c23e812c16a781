import { lazy, Suspense } from 'react';
import { t } from '../../shared/i18n/messages';
import { PortalCard, PortalStatus } from './PortalCard';

// The form carries the form library and the API clients, so it loads beside the page's text.
const Registration = lazy(() => import('./Registration').then((module) => ({ default: module.Registration })));

/** /onboarding/register: a client creates its account with the access code from its invitation. */
export function RegisterPage() {
  return (
    <PortalCard title={t('page.register.title')} description={t('page.register.description')} lead={t('register.lead')}>
      <Suspense fallback={<PortalStatus>{t('site.loading')}</PortalStatus>}>
        <Registration />
      </Suspense>
    </PortalCard>
  );
}
