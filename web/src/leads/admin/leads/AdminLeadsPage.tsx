import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import { isEmail } from '../../../shared/lib/validation';
import { Seo } from '../../../app/seo/Seo';
import { DetailList } from '../../../shared/admin/DetailDialog';
import { entryStatus, kindLabel, mainFields } from './leadEntry';
import { useLeadHistory } from './useLeadHistory';
import fields from '../../../shared/forms/Field.module.css';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import styles from './AdminLeadsPage.module.css';

/** One lead inbox: every inquiry, proposal and application an e-mail address has sent, newest first. */
export function AdminLeadsPage() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const asked = isEmail(email) ? email : null;
  const { data, isPending, isError } = useLeadHistory(asked);

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('leads.title')} description={t('leads.description')} noIndex />
      <div className={adminPage.header}>
        <div>
          <h1>{t('leads.title')}</h1>
          <p className={text.muted}>{t('leads.description')}</p>
        </div>
      </div>
      {/* Keyed by the address so the box shows the one the page is about after each navigation. */}
      <AddressForm key={email} email={email} onShow={(next) => setParams({ email: next })} />

      {!asked && email === '' && <p className={adminPage.empty}>{t('leads.prompt')}</p>}
      {asked && isPending && (
        <p className={layout.status} role="status">
          {t('leads.loading')}
        </p>
      )}
      {asked && isError && !data && <p className={adminPage.empty}>{t('leads.loadFailed')}</p>}
      {asked && data && data.items.length === 0 && <p className={adminPage.empty}>{t('leads.empty', { email: asked })}</p>}
      {asked && data && data.items.length > 0 && (
        <>
          <p className={styles.count} role="status">
            {t('leads.count', { count: data.items.length, email: data.email })}
          </p>
          <ol className={styles.entries}>
            {data.items.map((entry) => {
              const id = entry.application?.id ?? entry.inquiry?.id ?? entry.createdAt;
              return (
                <li key={id}>
                  <article className={`${adminPage.card} ${styles.entry}`} aria-labelledby={`lead-${id}`}>
                    <header className={styles.entryHeader}>
                      <h2 id={`lead-${id}`} className={styles.kind}>
                        {t(kindLabel(entry.kind))}
                      </h2>
                      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, 'short')}</time>
                      <span className={styles.status}>
                        {t('inquiry.status')}: {entryStatus(entry)}
                      </span>
                    </header>
                    <DetailList details={mainFields(entry)} notGiven={t('detail.notGiven')} />
                  </article>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

function AddressForm({ email, onShow }: { email: string; onShow: (email: string) => void }) {
  const [typed, setTyped] = useState(email);
  const [invalid, setInvalid] = useState(email !== '' && !isEmail(email));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (!isEmail(next)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onShow(next);
  };
  return (
    <form className={styles.search} onSubmit={submit} noValidate>
      <div className={fields.field}>
        <label htmlFor="lead-email">{t('leads.email')}</label>
        <input
          id="lead-email"
          type="email"
          maxLength={254}
          value={typed}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'lead-email-error' : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {invalid && (
          <p id="lead-email-error" className={fields.error}>
            {t('field.email.invalid')}
          </p>
        )}
      </div>
      <button type="submit" className={button.primary}>
        {t('leads.show')}
      </button>
    </form>
  );
}
