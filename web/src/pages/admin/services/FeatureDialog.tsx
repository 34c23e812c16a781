import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../forms/FormField';
import { useContractForm } from '../../../forms/useContractForm';
import { t } from '../../../i18n/messages';
import { PartDialog } from './PartDialog';
import { saveFeature, useReloadService, type AdminServiceFeature, type ServiceFeatureInput } from './useServiceParts';
import { refusalReason } from '../refusal';

interface FeatureDialogProps {
  slug: string;
  /** The feature to edit, or 'new'; null when closed. */
  editing: AdminServiceFeature | 'new' | null;
  /** How many features the service has (a new one goes last unless told). */
  count: number;
  onClose: () => void;
}

/** Add or edit a feature: its title, description and position on the page. */
export function FeatureDialog({ slug, editing, count, onClose }: FeatureDialogProps) {
  if (!editing) return null;
  const feature = editing === 'new' ? undefined : editing;
  return <FeatureForm key={feature?.id ?? 'new'} slug={slug} feature={feature} count={count} onClose={onClose} />;
}

function FeatureForm({
  slug,
  feature,
  count,
  onClose,
}: {
  slug: string;
  feature?: AdminServiceFeature;
  count: number;
  onClose: () => void;
}) {
  const reload = useReloadService(slug);
  const title = feature ? t('features.dialog.edit') : t('features.dialog.add');
  const { form, onSubmit, pending } = useContractForm<ServiceFeatureInput, AdminServiceFeature>({
    body: contentSchemas.requestBodies.createServiceFeature!,
    messages: {
      title: t('features.field.title.invalid'),
      description: t('features.field.description.invalid'),
      displayOrder: t('features.field.displayOrder.invalid'),
    },
    defaultValues: feature
      ? { title: feature.title, description: feature.description, displayOrder: feature.displayOrder }
      : { title: '', description: '', displayOrder: count + 1 },
    send: (input) => saveFeature(slug, input, feature?.id),
    successMessage: (saved) => t('manage.saved', { name: saved.title }),
    failureMessage: (error) => refusalReason(error) ?? t('manage.saveFailed'),
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });
  return (
    <PartDialog
      title={title}
      description={t('features.dialog.description')}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="title" label={t('features.field.title')} autoComplete="off" />
      <FormField form={form} name="description" label={t('features.field.description')} as="textarea" rows={3} />
      <FormField
        form={form}
        name="displayOrder"
        label={t('features.field.displayOrder')}
        hint={t('features.field.displayOrder.hint')}
        type="number"
        inputMode="numeric"
        registerOptions={{ valueAsNumber: true }}
      />
    </PartDialog>
  );
}
