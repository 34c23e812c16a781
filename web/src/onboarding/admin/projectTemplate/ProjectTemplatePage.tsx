import { zodResolver } from '@hookform/resolvers/zod';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { get, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { onboardingKeys } from '../../onboardingKeys';
import { contractRules } from '../../../shared/forms/contractRules';
import { Field } from '../../../shared/forms/Field';
import fields from '../../../shared/forms/Field.module.css';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { t } from '../../../shared/i18n/messages';
import { formatMoment } from '../../../shared/lib/viewerTime';
import { notify } from '../../../shared/lib/notify';
import type { ProjectTemplate, TemplateMilestone } from '../../project/projectPlan';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { saveProjectTemplate, useProjectTemplate } from './useProjectTemplate';
import styles from './ProjectTemplatePage.module.css';
import { failureWithReason } from '../../../shared/admin/refusal';

const milestoneSchema = onboardingSchemas.TemplateMilestone;
const listSchema = onboardingSchemas.ProjectTemplateChange.properties.milestones;
const nameLimit = milestoneSchema.properties.name.maxLength;

/**
 * The form's rules: each milestone's name and days from the contract's TemplateMilestone, 1 to 12 of them
 * (the contract's bounds), and each name once (what the service also refuses).
 */
function templateRules() {
  const milestone = contractRules(milestoneSchema, {
    name: t('template.invalid.name'),
    offsetDays: t('template.invalid.offset'),
  });
  return z.object({
    milestones: z
      .array(milestone)
      .min(listSchema.minItems)
      .max(listSchema.maxItems)
      .superRefine((milestones, context) => {
        const seen = new Set<string>();
        milestones.forEach((item, index) => {
          const key = String(item.name).toLowerCase();
          if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: t('template.invalid.name') });
          seen.add(key);
        });
      }),
  });
}

interface TemplateValues {
  milestones: TemplateMilestone[];
}

function TemplateForm({ template }: { template: ProjectTemplate }) {
  const queryClient = useQueryClient();
  const form = useForm<TemplateValues>({
    resolver: zodResolver(templateRules()) as never,
    defaultValues: { milestones: template.milestones },
    shouldFocusError: true,
  });
  const { fields: rows, append, remove, move } = useFieldArray({ control: form.control, name: 'milestones' });
  // A moved row keeps the focus on its Move button at its new place (the other one at an end of the list).
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ index: number; control: 'up' | 'down' } | null>(null);
  const order = rows.map((row) => row.id).join(' ');
  useEffect(() => {
    const moved = refocus.current;
    if (!moved) return;
    refocus.current = null;
    const wanted = moveButtons.current.get(`${moved.index}:${moved.control}`);
    const other = moveButtons.current.get(`${moved.index}:${moved.control === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [order]);
  const moveRow = (from: number, to: number, control: 'up' | 'down') => {
    if (to < 0 || to >= rows.length) return;
    refocus.current = { index: to, control };
    move(from, to);
  };
  const moveButton = (index: number, control: 'up' | 'down') => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(`${index}:${control}`, element);
    else moveButtons.current.delete(`${index}:${control}`);
  };
  // Alt+Up and Alt+Down move the row the focus is in, as the services' features do.
  const onRowKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const up = event.key === 'ArrowUp';
    moveRow(index, index + (up ? -1 : 1), up ? 'up' : 'down');
  };
  const save = useMutation({
    mutationFn: (values: TemplateValues) => saveProjectTemplate(values.milestones),
    onSuccess: (saved) => {
      queryClient.setQueryData(onboardingKeys.projectTemplate, saved);
      form.reset({ milestones: saved.milestones });
      notify.success(t('template.saved'));
    },
    onError: (error) => notify.error(failureWithReason(t('template.saveFailed'), error)),
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  const errorOf = (name: string) => (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const last = rows.length - 1;

  return (
    <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={t('template.milestones')}>
      <p className={text.muted}>{t('template.limits')}</p>
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.id} className={styles.row} onKeyDown={(event) => onRowKeyDown(event, index)}>
              <Field
                label={t('template.name', { number })}
                registration={form.register(`milestones.${index}.name`)}
                error={errorOf(`milestones.${index}.name`)}
                maxLength={nameLimit}
                required
              />
              <Field
                label={t('template.offset', { number })}
                registration={form.register(`milestones.${index}.offsetDays`, { valueAsNumber: true })}
                error={errorOf(`milestones.${index}.offsetDays`)}
                type="number"
                min={0}
                inputMode="numeric"
                required
              />
              <div className={styles.buttons}>
                <button
                  ref={moveButton(index, 'up')}
                  type="button"
                  className={button.ghost}
                  aria-label={t('template.moveUp', { number })}
                  disabled={index === 0}
                  onClick={() => moveRow(index, index - 1, 'up')}
                >
                  ↑
                </button>
                <button
                  ref={moveButton(index, 'down')}
                  type="button"
                  className={button.ghost}
                  aria-label={t('template.moveDown', { number })}
                  disabled={index === last}
                  onClick={() => moveRow(index, index + 1, 'down')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={button.outline}
                  aria-label={t('template.remove', { number })}
                  disabled={rows.length <= listSchema.minItems}
                  onClick={() => remove(index)}
                >
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className={button.outline}
          disabled={rows.length >= listSchema.maxItems}
          onClick={() => {
            const before = form.getValues('milestones').at(-1)?.offsetDays;
            append({ name: '', offsetDays: Number.isFinite(before) ? before! + 7 : 0 });
          }}
        >
          {t('template.add')}
        </button>
        <SubmitButton label={t('template.save')} pendingLabel={t('template.saving')} pending={save.isPending} />
      </div>
      <p className={text.muted}>{t('template.updated', { moment: formatMoment(template.updatedAt) })}</p>
    </form>
  );
}

/**
 * /admin/project-plan (admins): the project template every client's plan is made from when its onboarding
 * completes - its milestones in order, each a name and the days after completion it is planned for.
 */
export function ProjectTemplatePage() {
  const template = useProjectTemplate();
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.projectTemplate.title')} description={t('page.projectTemplate.description')} noIndex />
      <div className={adminPage.header}>
        <div>
          <h1>{t('page.projectTemplate.title')}</h1>
          <p className={text.muted}>{t('page.projectTemplate.description')}</p>
        </div>
      </div>
      <div className={adminPage.card}>
        {template.isPending && <p role="status">{t('template.loading')}</p>}
        {template.isError && <p role="alert">{t('template.loadFailed')}</p>}
        {template.data && <TemplateForm template={template.data} />}
      </div>
    </section>
  );
}
