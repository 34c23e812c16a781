import { t } from '../../shared/i18n/messages';
import { Seo } from '../../app/seo/Seo';
import layout from '../../shared/ui/layout.module.css';
import text from '../../shared/ui/text.module.css';
import { AccountScreen } from '../account/AccountScreen';
import adminPage from '../../shared/admin/adminPage.module.css';

/** /admin/account: a team member's own account, in the back office. */
export function AdminAccountPage() {
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('account.title')} description={t('account.description')} noIndex />
      <div className={adminPage.header}>
        <div>
          <h1>{t('account.title')}</h1>
          <p className={text.muted}>{t('account.description')}</p>
        </div>
      </div>
      <AccountScreen signInPath="/admin/login" />
    </section>
  );
}
