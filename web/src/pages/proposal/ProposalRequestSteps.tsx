import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { industries, timelines } from '@agency/contracts/leads/rules';
import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { leadsApi } from '../../api/clients';
import { expectOk } from '../../api/expectOk';
import { Field } from '../../forms/Field';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { TextAreaField } from '../../forms/TextAreaField';
import { useContractForm } from '../../forms/useContractForm';
import { t } from '../../i18n/messages';
import { BookingLink } from '../../layout/BookingLink';
import { industryLabel, timelineLabel } from '../../leads/labels';
import fields from '../../forms/Field.module.css';
import button from '../../ui/button.module.css';
import text from '../../ui/text.module.css';
import hidden from '../../ui/visuallyHidden.module.css';
import { businessFields, emptyProposal, type ProposalRequest, type ProposalValues } from './proposalForm';
import styles from './ProposalPage.module.css';

const body = leads.submitProposal!;
const limits = body.properties!;

type Step = 1 | 2 | 3;
const steps = ['proposal.step.business', 'proposal.step.project', 'proposal.step.done'] as const;

/** A step's heading, with its place among the steps for screen readers; it takes focus after a step change. */
function StepHeading({ step, focus, children }: { step: Step; focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 id={`proposal-step-${step}`} ref={heading} className={styles.stepTitle} tabIndex={-1}>
      <span className={hidden.visuallyHidden}>{t('proposal.stepOf', { step, steps: steps.length })} </span>
      {children}
    </h2>
  );
}

/**
 * The proposal request: business info, project details, then 'Thank You'. One form across the first
 * two steps, so going back keeps what was typed; Continue moves on without checking step 1.
 */
export function ProposalRequestSteps() {
  const [step, setStep] = useState<Step>(1);
  const [moved, setMoved] = useState(false);
  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const { form, onSubmit, pending } = useContractForm<ProposalValues, unknown, ProposalRequest>({
    body,
    messages: {
      businessName: t('form.tooLong', { max: limits.businessName!.maxLength! }),
      industry: t('proposal.industry.invalid'),
      teamSize: t('form.tooLong', { max: limits.teamSize!.maxLength! }),
      existingTech: t('form.tooLong', { max: limits.existingTech!.maxLength! }),
      projectScope: t('form.tooLong', { max: limits.projectScope!.maxLength! }),
      timeline: t('proposal.timeline.invalid'),
      budget: t('form.tooLong', { max: limits.budget!.maxLength! }),
      goals: t('proposal.goals.invalid'),
      challenges: t('form.tooLong', { max: limits.challenges!.maxLength! }),
      email: t('field.email.invalid'),
      phone: t('field.phone.invalid'),
    },
    defaultValues: emptyProposal,
    send: (proposal) => expectOk(leadsApi.POST('/inquiries/proposal', { body: proposal })),
    successMessage: t('proposal.success'),
    failureMessage: t('form.failed'),
    onSuccess: () => goTo(3),
  });
  const { errors } = form.formState;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (step === 1) {
      event.preventDefault();
      goTo(2);
      return;
    }
    await onSubmit(event);
    // What step 1 holds is checked only with the whole request; a field there that is refused is shown there.
    if (businessFields.some((field) => form.getFieldState(field).invalid)) goTo(1);
  };

  return (
    <div className={styles.request}>
      <ol className={styles.progress} aria-label={t('proposal.progress')}>
        {steps.map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? 'step' : undefined}>
            {t(label)}
          </li>
        ))}
      </ol>
      {step === 3 ? (
        <div className={styles.thanks}>
          <StepHeading step={3} focus>
            {t('proposal.thanksTitle')}
          </StepHeading>
          <p>{t('proposal.thanksText')}</p>
          <BookingLink className={button.primary}>{t('proposal.schedule')}</BookingLink>
        </div>
      ) : (
        <form
          className={`${fields.stack} ${fields.marked}`}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-labelledby={`proposal-step-${step}`}
        >
          {/* Each step's fields are elements of their own: reused ones would carry the other step's value. */}
          {step === 1 ? (
            <Fragment key="business">
              <StepHeading step={1} focus={moved}>
                {t('proposal.business.title')}
              </StepHeading>
              <p className={text.muted}>{t('form.requiredNote')}</p>
              <div className={styles.fields}>
                <Field
                  label={t('proposal.businessName')}
                  autoComplete="organization"
                  required
                  maxLength={limits.businessName!.maxLength}
                  registration={form.register('businessName')}
                  error={errors.businessName?.message}
                />
                <SelectField
                  label={t('proposal.industry')}
                  placeholder={t('proposal.industry.choose')}
                  required
                  options={industries.map((industry) => ({ value: industry, label: industryLabel(industry) }))}
                  registration={form.register('industry')}
                  error={errors.industry?.message}
                />
                <Field
                  className={styles.wide}
                  label={t('proposal.teamSize')}
                  hint={t('proposal.teamSize.hint')}
                  required
                  maxLength={limits.teamSize!.maxLength}
                  registration={form.register('teamSize')}
                  error={errors.teamSize?.message}
                />
                <TextAreaField
                  className={styles.wide}
                  label={t('proposal.existingTech')}
                  hint={t('proposal.existingTech.hint')}
                  rows={3}
                  required
                  maxLength={limits.existingTech!.maxLength}
                  registration={form.register('existingTech')}
                  error={errors.existingTech?.message}
                />
              </div>
              <div className={styles.actions}>
                <SubmitButton label={t('proposal.continue')} pending={false} />
              </div>
            </Fragment>
          ) : (
            <Fragment key="project">
              <StepHeading step={2} focus={moved}>
                {t('proposal.project.title')}
              </StepHeading>
              <p className={text.muted}>{t('form.requiredNote')}</p>
              <div className={styles.fields}>
                <TextAreaField
                  className={styles.wide}
                  label={t('proposal.projectScope')}
                  hint={t('proposal.projectScope.hint')}
                  rows={3}
                  maxLength={limits.projectScope!.maxLength}
                  registration={form.register('projectScope')}
                  error={errors.projectScope?.message}
                />
                <SelectField
                  label={t('proposal.timeline')}
                  placeholder={t('proposal.timeline.choose')}
                  required
                  options={timelines.map((timeline) => ({ value: timeline, label: timelineLabel(timeline) }))}
                  registration={form.register('timeline')}
                  error={errors.timeline?.message}
                />
                <Field
                  label={t('proposal.budget')}
                  hint={t('proposal.budget.hint')}
                  maxLength={limits.budget!.maxLength}
                  registration={form.register('budget')}
                  error={errors.budget?.message}
                />
                <TextAreaField
                  className={styles.wide}
                  label={t('proposal.goals')}
                  rows={3}
                  required
                  maxLength={limits.goals!.maxLength}
                  registration={form.register('goals')}
                  error={errors.goals?.message}
                />
                <TextAreaField
                  className={styles.wide}
                  label={t('proposal.challenges')}
                  rows={3}
                  maxLength={limits.challenges!.maxLength}
                  registration={form.register('challenges')}
                  error={errors.challenges?.message}
                />
                <Field
                  label={t('field.email')}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={limits.email!.maxLength}
                  registration={form.register('email')}
                  error={errors.email?.message}
                />
                <Field
                  label={t('field.phone')}
                  type="tel"
                  autoComplete="tel"
                  required
                  maxLength={limits.phone!.maxLength}
                  registration={form.register('phone')}
                  error={errors.phone?.message}
                />
              </div>
              <div className={styles.actions}>
                <button type="button" className={button.ghost} onClick={() => goTo(1)}>
                  {t('proposal.back')}
                </button>
                <SubmitButton label={t('proposal.submit')} pendingLabel={t('proposal.submitting')} pending={pending} />
              </div>
            </Fragment>
          )}
        </form>
      )}
    </div>
  );
}
