import { t } from '../../shared/i18n/messages';
import { Seo } from '../../app/seo/Seo';
import layout from '../../shared/ui/layout.module.css';
import text from '../../shared/ui/text.module.css';
import { AccountScreen } from './AccountScreen';

/** A client's own account, in the portal (the route's guard lets only a signed-in client here). */
export function ClientAccount() {
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('account.title')} description={t('account.description')} noIndex />
      <h1>{t('account.title')}</h1>
      <p className={text.muted}>{t('account.description')}</p>
      <AccountScreen signInPath="/onboarding" />
    </section>
  );
}
