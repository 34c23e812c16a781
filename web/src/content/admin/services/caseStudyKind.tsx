import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errorMessage';
import { ApiError } from '../../../shared/api/expectOk';
import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import { RecordProblem, type RecordExtras, type RecordKind } from '../../../shared/ui/records/RecordKind';
import styles from '../manage/Manage.module.css';
import { ImageUploadInput } from '../posts/editor/ImageUploadInput';
import { MAX_GALLERY, MAX_RESULTS, resultsProblem, type ResultRow } from './caseStudyRules';
import { moved } from './FeaturesSection';
import { partKeys, partWords, SERVICE_PARTS_PAGE_SIZE } from './servicePart';
import { caseStudyRequests } from './partRequests';
import services from './Services.module.css';
import type { AdminCaseStudy, CaseStudyInput } from './useServiceParts';

type CaseStudyFields = Omit<CaseStudyInput, 'results' | 'galleryImageUrls'>;

/** A case study's key results (rows) and gallery (uploaded, ordered); the rows' problem refuses the send. */
function useResultsAndGallery(study: AdminCaseStudy | undefined): RecordExtras<CaseStudyFields, CaseStudyFields, CaseStudyInput> {
  const [rows, setRows] = useState<ResultRow[]>(study?.results ?? [{ key: '', value: '' }]);
  const [gallery, setGallery] = useState<string[]>(study?.galleryImages.map((image) => image.url) ?? []);
  const [checked, setChecked] = useState(false);
  const problem = checked ? resultsProblem(rows) : undefined;

  const setRow = (index: number, change: Partial<ResultRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const complete = (values: CaseStudyFields): CaseStudyInput => {
    setChecked(true);
    const rowsWrong = resultsProblem(rows);
    if (rowsWrong) throw new RecordProblem(rowsWrong);
    const results = rows.map((row) => ({ key: row.key.trim(), value: row.value.trim() }));
    return { ...values, results, galleryImageUrls: gallery };
  };

  return {
    complete,
    fields: (
      <>
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
      </>
    ),
  };
}

/** A service's case studies, newest first: texts, cover, live site, key results and gallery. */
export const caseStudyKind = (slug: string): RecordKind<AdminCaseStudy, CaseStudyFields, CaseStudyFields, CaseStudyInput> => ({
  words: partWords('caseStudies'),
  nameOf: (study) => study.title,
  columns: [
    {
      header: 'services.column.cover',
      cell: (study) => (
        <img
          className={styles.thumb}
          src={study.coverImage.url}
          alt={t('services.coverOf', { title: study.title })}
          loading="lazy"
        />
      ),
    },
    { header: 'services.column.title', cell: (study) => study.title, names: true },
    {
      header: 'services.column.client',
      cell: (study) => (
        <>
          {study.clientName}
          <br />
          {study.clientIndustry}
        </>
      ),
    },
    { header: 'services.column.gallery', cell: (study) => t('services.galleryCount', { count: study.galleryImages.length }) },
  ],
  form: {
    body: contentSchemas.requestBodies.createCaseStudy!,
    fields: [
      { as: 'text', name: 'title', label: 'caseStudies.field.title', invalid: 'caseStudies.field.title.invalid' },
      {
        as: 'textarea',
        name: 'description',
        label: 'caseStudies.field.description',
        invalid: 'caseStudies.field.description.invalid',
        rows: 3,
      },
      {
        as: 'url',
        name: 'coverImageUrl',
        label: 'caseStudies.field.coverImageUrl',
        hint: 'caseStudies.field.coverImageUrl.hint',
        invalid: 'caseStudies.field.coverImageUrl.invalid',
        upload: 'caseStudies.field.coverUpload',
      },
      { as: 'text', name: 'clientName', label: 'caseStudies.field.clientName', invalid: 'caseStudies.field.clientName.invalid' },
      {
        as: 'text',
        name: 'clientIndustry',
        label: 'caseStudies.field.clientIndustry',
        invalid: 'caseStudies.field.clientIndustry.invalid',
      },
      {
        as: 'url',
        name: 'projectUrl',
        label: 'caseStudies.field.projectUrl',
        hint: 'caseStudies.field.projectUrl.hint',
        invalid: 'caseStudies.field.projectUrl.invalid',
      },
      {
        as: 'textarea',
        name: 'challenge',
        label: 'caseStudies.field.challenge',
        invalid: 'caseStudies.field.challenge.invalid',
        rows: 3,
      },
      {
        as: 'textarea',
        name: 'solution',
        label: 'caseStudies.field.solution',
        invalid: 'caseStudies.field.solution.invalid',
        rows: 3,
      },
      { as: 'extras' },
    ],
    valuesOf: (study) => ({
      title: study?.title ?? '',
      description: study?.description ?? '',
      coverImageUrl: study?.coverImage.url ?? '',
      clientName: study?.clientName ?? '',
      clientIndustry: study?.clientIndustry ?? '',
      projectUrl: study?.projectUrl ?? '',
      challenge: study?.challenge ?? '',
      solution: study?.solution ?? '',
    }),
    useExtras: useResultsAndGallery,
    // The server's message names the result or image it refused, so it is shown as it is.
    failureMessage: (error) => (error instanceof ApiError && errorMessage(error)) || undefined,
  },
  api: {
    ...partKeys(slug, 'case-studies'),
    ...caseStudyRequests(slug),
  },
  pageSize: SERVICE_PARTS_PAGE_SIZE,
});
