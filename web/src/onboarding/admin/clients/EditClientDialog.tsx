import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { ApiError } from '../../../shared/api/expectOk';
import { FormField } from '../../../shared/forms/FormField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { FormDialog } from '../../../shared/ui/FormDialog';
import type { ClientDetail } from './clientLabels';
import { updateClient, type ClientEdit } from './useClientRecord';
import { useReloadClients } from './useClients';
import { failureWithReason } from '../../../shared/admin/refusal';

const body = onboardingSchemas.requestBodies.updateClient;

type EditValues = Required<ClientEdit>;
const editable = ['businessName', 'contactName', 'email', 'phone', 'projectType'] as const;

const valuesOf = (client: ClientDetail): EditValues => ({
  businessName: client.businessName,
  contactName: client.contactName,
  email: client.email,
  phone: client.phone,
  projectType: client.projectType,
});

/** Only what the team changed is sent, so an untouched e-mail never undoes a change waiting for confirmation. */
function changesOf(client: ClientDetail, values: ClientEdit): ClientEdit {
  const before = valuesOf(client);
  return Object.fromEntries(editable.filter((field) => values[field] !== before[field]).map((field) => [field, values[field]]));
}

const isEmailTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

interface EditClientDialogProps {
  client: ClientDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Edit Client: the business and contact names, e-mail, phone and package label. The server's word on a field
 * (a phone that is no number, an e-mail another client has) is shown on it and the dialog stays open.
 */
export function EditClientDialog({ client, open, onClose }: EditClientDialogProps) {
  const reloadClients = useReloadClients();
  const { form, onSubmit, pending } = useContractForm<EditValues, ClientDetail, ClientEdit>({
    body,
    messages: {
      businessName: t('clients.field.businessName.invalid'),
      contactName: t('clients.field.contactName.invalid'),
      email: t('clients.field.email.invalid'),
      phone: t('clients.field.phone.invalid'),
      projectType: t('client.edit.projectType.invalid'),
    },
    defaultValues: valuesOf(client),
    precheck: {
      owns: ['businessName', 'email'],
      check: ({ businessName, email }) => {
        const missing = (['businessName', 'email'] as const).filter((field) => !{ businessName, email }[field].trim());
        return missing.length > 0 ? { fields: missing, message: t('client.edit.required') } : undefined;
      },
    },
    send: async (values) => {
      const changes = changesOf(client, values);
      return Object.keys(changes).length === 0 ? client : updateClient(client.id, changes);
    },
    successMessage: (saved) =>
      saved.pendingEmail && saved.pendingEmail.email !== client.pendingEmail?.email
        ? t('client.edit.pendingSaved')
        : t('client.edit.saved'),
    failureMessage: (error) =>
      isEmailTaken(error) ? t('clients.emailTaken') : failureWithReason(t('client.edit.failed'), error),
    conflict: { field: 'email', message: t('clients.emailTaken') },
    onSuccess: async () => {
      await reloadClients();
      onClose();
    },
  });

  function close() {
    form.reset(valuesOf(client));
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('client.edit')}
      description={t('client.edit.description')}
      onSubmit={onSubmit}
      marked
      pending={pending}
      cancelLabel={t('clients.cancel')}
      label={t('client.edit.save')}
      pendingLabel={t('client.edit.saving')}
    >
      <FormField form={form} name="businessName" label={t('clients.field.businessName')} autoComplete="off" />
      <FormField form={form} name="contactName" label={t('clients.field.contactName')} autoComplete="off" />
      <FormField form={form} name="email" label={t('clients.field.email')} type="email" autoComplete="off" />
      <FormField form={form} name="phone" label={t('clients.field.phone')} type="tel" autoComplete="off" />
      <FormField form={form} name="projectType" label={t('client.edit.projectType')} autoComplete="off" />
    </FormDialog>
  );
}
