import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import type { components } from '@agency/contracts/openapi/onboarding';
import { onboardingKeys } from '../../onboardingKeys';
import { FormField } from '../../../shared/forms/FormField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { updateOwnContact, type ClientView } from '../portalSession';
import styles from './Dashboard.module.css';

type ContactEdit = components['schemas']['ContactEdit'];
type ContactValues = Required<ContactEdit>;

const body = onboardingSchemas.requestBodies.updateOwnContact;

const valuesOf = (client: ClientView): ContactValues => ({ contactName: client.contactName, phone: client.phone });

function EditContactDialog({ client, onClose }: { client: ClientView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { form, onSubmit, pending } = useContractForm<ContactValues, ClientView>({
    body,
    messages: { contactName: t('dashboard.contact.name.invalid'), phone: t('dashboard.contact.phone.invalid') },
    defaultValues: valuesOf(client),
    send: updateOwnContact,
    successMessage: t('dashboard.contact.saved'),
    failureMessage: t('dashboard.contact.failed'),
    onSuccess: (saved) => {
      queryClient.setQueryData(onboardingKeys.portal.client, saved);
      onClose();
    },
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('dashboard.contact.edit')}
      description={t('dashboard.contact.edit.description')}
      onSubmit={onSubmit}
      pending={pending}
      cancelLabel={t('dashboard.contact.cancel')}
      label={t('dashboard.contact.save')}
      pendingLabel={t('dashboard.contact.saving')}
    >
      <FormField form={form} name="contactName" label={t('dashboard.contact.name')} autoComplete="name" required={false} />
      <FormField form={form} name="phone" label={t('dashboard.contact.phone')} type="tel" autoComplete="tel" required={false} />
    </FormDialog>
  );
}

/** Your Contact Details: the name and phone the team reaches the client by, which the client edits itself. */
export function ContactDetailsCard({ client }: { client: ClientView }) {
  const [editing, setEditing] = useState(false);
  const shown = (value: string) => value.trim() || t('dashboard.contact.notGiven');
  return (
    <section className={styles.card} aria-labelledby="dashboard-contact">
      <h2 id="dashboard-contact">{t('dashboard.contact')}</h2>
      <ul className={styles.list}>
        <li className={styles.item}>
          <strong>{t('dashboard.contact.name')}</strong>
          <span>{shown(client.contactName)}</span>
        </li>
        <li className={styles.item}>
          <strong>{t('dashboard.contact.phone')}</strong>
          <span>{shown(client.phone)}</span>
        </li>
      </ul>
      <div>
        <button type="button" className={button.outline} onClick={() => setEditing(true)}>
          {t('dashboard.contact.edit')}
        </button>
      </div>
      {editing && <EditContactDialog client={client} onClose={() => setEditing(false)} />}
    </section>
  );
}
