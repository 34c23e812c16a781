import { useState } from 'react';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { errorMessage } from '../../../api/errorMessage';
import { ApiError } from '../../../api/expectOk';
import { FormField } from '../../../forms/FormField';
import { useContractForm } from '../../../forms/useContractForm';
import fields from '../../../forms/Field.module.css';
import { t } from '../../../i18n/messages';
import button from '../../../ui/button.module.css';
import styles from '../manage/Manage.module.css';
import { ImageUploadInput } from '../posts/editor/ImageUploadInput';
import { MAX_GALLERY, MAX_RESULTS, resultsProblem, type ResultRow } from './caseStudyRules';
import { moved } from './FeaturesSection';
import { PartDialog } from './PartDialog';
import services from './Services.module.css';
import { saveCaseStudy, useReloadService, type AdminCaseStudy, type CaseStudyInput } from './useServiceParts';

type CaseStudyFields = Omit<CaseStudyInput, 'results' | 'galleryImageUrls'>;

interface CaseStudyDialogProps {
  slug: string;
  editing: AdminCaseStudy | 'new' | null;
  onClose: () => void;
}

/** Add or edit a case study: its texts, cover, live site, key results (rows) and gallery (uploaded, ordered). */
export function CaseStudyDialog({ slug, editing, onClose }: CaseStudyDialogProps) {
  if (!editing) return null;
  const study = editing === 'new' ? undefined : editing;
  return <CaseStudyForm key={study?.id ?? 'new'} slug={slug} study={study} onClose={onClose} />;
}

const fieldsOf = (study: AdminCaseStudy | undefined): CaseStudyFields => ({
  title: study?.title ?? '',
  description: study?.description ?? '',
  coverImageUrl: study?.coverImage.url ?? '',
  clientName: study?.clientName ?? '',
  clientIndustry: study?.clientIndustry ?? '',
  projectUrl: study?.projectUrl ?? '',
  challenge: study?.challenge ?? '',
  solution: study?.solution ?? '',
});

/** Refused before sending: the rows' problem is the message. */
class RowsProblem extends Error {}

function CaseStudyForm({ slug, study, onClose }: { slug: string; study?: AdminCaseStudy; onClose: () => void }) {
  const reload = useReloadService(slug);
  const [rows, setRows] = useState<ResultRow[]>(study?.results ?? [{ key: '', value: '' }]);
  const [gallery, setGallery] = useState<string[]>(study?.galleryImages.map((image) => image.url) ?? []);
  const [checked, setChecked] = useState(false);
  const problem = checked ? resultsProblem(rows) : undefined;
  const title = study ? t('caseStudies.dialog.edit') : t('caseStudies.dialog.add');

  const { form, onSubmit, pending } = useContractForm<CaseStudyFields, AdminCaseStudy>({
    body: contentSchemas.requestBodies.createCaseStudy!,
    messages: {
      title: t('caseStudies.field.title.invalid'),
      description: t('caseStudies.field.description.invalid'),
      coverImageUrl: t('caseStudies.field.coverImageUrl.invalid'),
      clientName: t('caseStudies.field.clientName.invalid'),
      clientIndustry: t('caseStudies.field.clientIndustry.invalid'),
      projectUrl: t('caseStudies.field.projectUrl.invalid'),
      challenge: t('caseStudies.field.challenge.invalid'),
      solution: t('caseStudies.field.solution.invalid'),
    },
    defaultValues: fieldsOf(study),
    send: (values) => {
      setChecked(true);
      const rowsWrong = resultsProblem(rows);
      if (rowsWrong) return Promise.reject(new RowsProblem(rowsWrong));
      const results = rows.map((row) => ({ key: row.key.trim(), value: row.value.trim() }));
      return saveCaseStudy(slug, { ...values, results, galleryImageUrls: gallery }, study?.id);
    },
    successMessage: (saved) => t('manage.saved', { name: saved.title }),
    failureMessage: (error) =>
      error instanceof RowsProblem ? error.message : (error instanceof ApiError && errorMessage(error)) || t('manage.saveFailed'),
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });

  const setRow = (index: number, change: Partial<ResultRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <PartDialog
      title={title}
      description={t('caseStudies.dialog.description')}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="title" label={t('caseStudies.field.title')} autoComplete="off" />
      <FormField form={form} name="description" label={t('caseStudies.field.description')} as="textarea" rows={3} />
      <FormField
        form={form}
        name="coverImageUrl"
        label={t('caseStudies.field.coverImageUrl')}
        hint={t('caseStudies.field.coverImageUrl.hint')}
        type="url"
        inputMode="url"
      />
      <ImageUploadInput
        label={t('caseStudies.field.coverUpload')}
        uploadedMessage={t('manage.uploaded')}
        onUploaded={(url) => form.setValue('coverImageUrl', url, { shouldValidate: true, shouldDirty: true })}
      />
      <FormField form={form} name="clientName" label={t('caseStudies.field.clientName')} autoComplete="off" />
      <FormField form={form} name="clientIndustry" label={t('caseStudies.field.clientIndustry')} autoComplete="off" />
      <FormField
        form={form}
        name="projectUrl"
        label={t('caseStudies.field.projectUrl')}
        hint={t('caseStudies.field.projectUrl.hint')}
        type="url"
        inputMode="url"
      />
      <FormField form={form} name="challenge" label={t('caseStudies.field.challenge')} as="textarea" rows={3} />
      <FormField form={form} name="solution" label={t('caseStudies.field.solution')} as="textarea" rows={3} />

      <fieldset className={services.rows} aria-describedby="case-study-results-hint">
        <legend>{t('caseStudies.results')}</legend>
        <p id="case-study-results-hint" className={fields.hint}>
          {t('caseStudies.results.hint')}
        </p>
        {rows.map((row, index) => (
          <div key={index} className={services.row}>
            <div className={fields.field}>
              <label htmlFor={`result-key-${index}`}>{t('caseStudies.result.key', { number: index + 1 })}</label>
              <input
                id={`result-key-${index}`}
                value={row.key}
                maxLength={60}
                autoComplete="off"
                onChange={(event) => setRow(index, { key: event.target.value })}
              />
            </div>
            <div className={fields.field}>
              <label htmlFor={`result-value-${index}`}>{t('caseStudies.result.value', { number: index + 1 })}</label>
              <input
                id={`result-value-${index}`}
                value={row.value}
                maxLength={200}
                autoComplete="off"
                onChange={(event) => setRow(index, { value: event.target.value })}
              />
            </div>
            <button
              type="button"
              className={button.outline}
              disabled={rows.length <= 1}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              {t('caseStudies.result.remove', { number: index + 1 })}
            </button>
          </div>
        ))}
        {problem && (
          <p className={services.problem} role="alert">
            {problem}
          </p>
        )}
        <div>
          <button
            type="button"
            className={button.outline}
            disabled={rows.length >= MAX_RESULTS}
            onClick={() => setRows((current) => [...current, { key: '', value: '' }])}
          >
            {t('caseStudies.result.add')}
          </button>
        </div>
      </fieldset>

      <fieldset className={services.rows}>
        <legend>{t('caseStudies.gallery')}</legend>
        <p className={fields.hint}>{t('caseStudies.gallery.hint', { max: MAX_GALLERY })}</p>
        {gallery.length === 0 && <p className={fields.hint}>{t('caseStudies.gallery.empty')}</p>}
        <ol className={services.gallery}>
          {gallery.map((url, index) => (
            <li key={url} className={services.galleryItem}>
              <img className={styles.thumb} src={url} alt={t('caseStudies.gallery.image', { number: index + 1 })} />
              <button
                type="button"
                className={button.outline}
                disabled={index === 0}
                onClick={() => setGallery((current) => moved(current, index, index - 1))}
              >
                {t('caseStudies.gallery.moveUp', { number: index + 1 })}
              </button>
              <button
                type="button"
                className={button.outline}
                disabled={index === gallery.length - 1}
                onClick={() => setGallery((current) => moved(current, index, index + 1))}
              >
                {t('caseStudies.gallery.moveDown', { number: index + 1 })}
              </button>
              <button
                type="button"
                className={button.danger}
                onClick={() => setGallery((current) => current.filter((_, at) => at !== index))}
              >
                {t('caseStudies.gallery.remove', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
        {gallery.length < MAX_GALLERY ? (
          <ImageUploadInput
            label={t('caseStudies.gallery.upload')}
            uploadedMessage={t('caseStudies.gallery.uploaded')}
            onUploaded={(url) => setGallery((current) => (current.includes(url) ? current : [...current, url]))}
          />
        ) : (
          <p className={fields.hint}>{t('caseStudies.gallery.full', { max: MAX_GALLERY })}</p>
        )}
      </fieldset>
    </PartDialog>
  );
}
