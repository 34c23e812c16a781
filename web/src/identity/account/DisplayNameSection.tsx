import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { FormField } from '../../shared/forms/FormField';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useContractForm } from '../../shared/forms/useContractForm';
import fields from '../../shared/forms/Field.module.css';
import { t } from '../../shared/i18n/messages';
import { renameAccount } from './accountRequests';
import styles from './AccountScreen.module.css';
import type { Account } from './accountTypes';
import { useAccountChanged } from './useAccount';

/** The name the person goes by; for the team, what their messages and their changes show. */
export function DisplayNameSection({ account }: { account: Account }) {
  const changed = useAccountChanged();
  const { form, onSubmit, pending } = useContractForm<{ name: string }, Account>({
    body: identity.renameAccount!,
    messages: { name: t('account.name.invalid') },
    defaultValues: { name: account.name ?? '' },
    send: ({ name }) => renameAccount(name),
    successMessage: t('account.name.saved'),
    failureMessage: t('account.name.failed'),
    onSuccess: (saved) => {
      form.reset({ name: saved.name ?? '' });
      return changed();
    },
  });

  return (
    <section className={styles.section} aria-labelledby="account-name">
      <h2 id="account-name">{t('account.name.title')}</h2>
      <p className={styles.lead}>{t('account.name.lead')}</p>
      <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={t('account.name.title')}>
        <FormField form={form} name="name" label={t('account.name.label')} autoComplete="name" />
        <SubmitButton label={t('account.name.save')} pendingLabel={t('account.name.saving')} pending={pending} />
      </form>
    </section>
  );
}
