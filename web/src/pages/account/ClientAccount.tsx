import { t } from '../../i18n/messages';
import { Seo } from '../../seo/Seo';
import layout from '../../ui/layout.module.css';
import text from '../../ui/text.module.css';
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
