import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../forms/FormField';
import { useContractForm } from '../../../forms/useContractForm';
import { t } from '../../../i18n/messages';
import { ImageUploadInput } from '../posts/editor/ImageUploadInput';
import { PartDialog } from './PartDialog';
import { saveTestimonial, useReloadService, type AdminTestimonial, type TestimonialInput } from './useServiceParts';
import { refusalReason } from '../refusal';

interface TestimonialDialogProps {
  slug: string;
  editing: AdminTestimonial | 'new' | null;
  onClose: () => void;
}

/** Add or edit a testimonial: the quote, who said it (name, role, company, photo) and its stars. */
export function TestimonialDialog({ slug, editing, onClose }: TestimonialDialogProps) {
  if (!editing) return null;
  const testimonial = editing === 'new' ? undefined : editing;
  return <TestimonialForm key={testimonial?.id ?? 'new'} slug={slug} testimonial={testimonial} onClose={onClose} />;
}

function TestimonialForm({ slug, testimonial, onClose }: { slug: string; testimonial?: AdminTestimonial; onClose: () => void }) {
  const reload = useReloadService(slug);
  const title = testimonial ? t('testimonials.dialog.edit') : t('testimonials.dialog.add');
  const { form, onSubmit, pending } = useContractForm<TestimonialInput, AdminTestimonial>({
    body: contentSchemas.requestBodies.createTestimonial!,
    messages: {
      quote: t('testimonials.field.quote.invalid'),
      authorName: t('testimonials.field.authorName.invalid'),
      authorRole: t('testimonials.field.authorRole.invalid'),
      company: t('testimonials.field.company.invalid'),
      photoUrl: t('testimonials.field.photoUrl.invalid'),
      rating: t('testimonials.field.rating.invalid'),
    },
    defaultValues: {
      quote: testimonial?.quote ?? '',
      authorName: testimonial?.authorName ?? '',
      authorRole: testimonial?.authorRole ?? '',
      company: testimonial?.company ?? '',
      photoUrl: testimonial?.photo?.url ?? '',
      rating: testimonial?.rating ?? 5,
    },
    send: (input) => saveTestimonial(slug, input, testimonial?.id),
    successMessage: (saved) => t('manage.saved', { name: saved.authorName }),
    failureMessage: (error) => refusalReason(error) ?? t('manage.saveFailed'),
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });
  return (
    <PartDialog
      title={title}
      description={t('testimonials.dialog.description')}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="quote" label={t('testimonials.field.quote')} as="textarea" rows={4} />
      <FormField form={form} name="authorName" label={t('testimonials.field.authorName')} autoComplete="off" />
      <FormField form={form} name="authorRole" label={t('testimonials.field.authorRole')} autoComplete="off" />
      <FormField form={form} name="company" label={t('testimonials.field.company')} autoComplete="off" />
      <FormField
        form={form}
        name="photoUrl"
        label={t('testimonials.field.photoUrl')}
        hint={t('testimonials.field.photoUrl.hint')}
        type="url"
        inputMode="url"
      />
      <ImageUploadInput
        label={t('testimonials.field.photoUpload')}
        uploadedMessage={t('manage.uploaded')}
        onUploaded={(url) => form.setValue('photoUrl', url, { shouldValidate: true, shouldDirty: true })}
      />
      <FormField
        form={form}
        name="rating"
        label={t('testimonials.field.rating')}
        type="number"
        inputMode="numeric"
        registerOptions={{ valueAsNumber: true }}
      />
    </PartDialog>
  );
}
