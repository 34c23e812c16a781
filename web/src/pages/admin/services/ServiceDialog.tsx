import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import type { components } from '@agency/contracts/openapi/content';
import { FormField } from '../../../forms/FormField';
import { useContractForm } from '../../../forms/useContractForm';
import { t } from '../../../i18n/messages';
import { PartDialog } from './PartDialog';
import { saveService, useReloadService, type AdminServiceSummary } from './useServiceParts';
import { refusalReason } from '../refusal';

type ServiceInput = components['schemas']['ServiceInput'];

/** Change the service's title and description (the portfolio's heading, the site search); its address stays. */
export function ServiceDialog({ service, onClose }: { service: AdminServiceSummary; onClose: () => void }) {
  const reload = useReloadService(service.slug);
  const { form, onSubmit, pending } = useContractForm<ServiceInput, AdminServiceSummary>({
    body: contentSchemas.requestBodies.updateService!,
    messages: {
      title: t('services.field.title.invalid'),
      description: t('services.field.description.invalid'),
    },
    defaultValues: { title: service.title, description: service.description },
    send: (body) => saveService(service.slug, body),
    successMessage: (saved) => t('manage.saved', { name: saved.title }),
    failureMessage: (error) => refusalReason(error) ?? t('manage.saveFailed'),
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });
  return (
    <PartDialog
      title={t('services.dialog.edit')}
      description={t('services.dialog.description')}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="title" label={t('services.field.title')} autoComplete="off" />
      <FormField form={form} name="description" label={t('services.field.description')} as="textarea" rows={4} />
    </PartDialog>
  );
}
