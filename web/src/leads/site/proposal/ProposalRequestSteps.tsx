import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { industries, timelines } from '@agency/contracts/leads/rules';
import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fieldLimits } from '../../../shared/forms/contractRules';
import { FormField } from '../../../shared/forms/FormField';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { BookingLink } from '../../../app/layout/OutboundLink';
import { industryLabel, timelineLabel } from '../../labels';
import { submitProposal } from '../../submissions';
import fields from '../../../shared/forms/Field.module.css';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import hidden from '../../../shared/ui/visuallyHidden.module.css';
import { businessFields, emptyProposal, type ProposalRequest, type ProposalValues } from './proposalForm';
import styles from './ProposalPage.module.css';

const body = leads.submitProposal!;

/** What a free-text field says when it is refused: only its length can be wrong. */
const tooLong = (field: keyof typeof body.properties) => t('form.tooLong', { max: fieldLimits(body, field).maxLength! });

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
      businessName: tooLong('businessName'),
      industry: t('proposal.industry.invalid'),
      teamSize: tooLong('teamSize'),
      existingTech: tooLong('existingTech'),
      projectScope: tooLong('projectScope'),
      timeline: t('proposal.timeline.invalid'),
      budget: tooLong('budget'),
      goals: t('proposal.goals.invalid'),
      challenges: tooLong('challenges'),
      email: t('field.email.invalid'),
      phone: t('field.phone.invalid'),
    },
    defaultValues: emptyProposal,
    send: submitProposal,
    successMessage: t('proposal.success'),
    failureMessage: t('form.failed'),
    onSuccess: () => goTo(3),
  });

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
                {/* Marked required as the spec shows them; the contract takes them empty (businessFields). */}
                <FormField
                  form={form}
                  name="businessName"
                  label={t('proposal.businessName')}
                  autoComplete="organization"
                  required
                />
                <FormField
                  form={form}
                  name="industry"
                  label={t('proposal.industry')}
                  as="select"
                  placeholder={t('proposal.industry.choose')}
                  required
                  options={industries.map((industry) => ({ value: industry, label: industryLabel(industry) }))}
                />
                <FormField
                  form={form}
                  name="teamSize"
                  label={t('proposal.teamSize')}
                  className={styles.wide}
                  hint={t('proposal.teamSize.hint')}
                  required
                />
                <FormField
                  form={form}
                  name="existingTech"
                  label={t('proposal.existingTech')}
                  as="textarea"
                  className={styles.wide}
                  hint={t('proposal.existingTech.hint')}
                  rows={3}
                  required
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
                <FormField
                  form={form}
                  name="projectScope"
                  label={t('proposal.projectScope')}
                  as="textarea"
                  className={styles.wide}
                  hint={t('proposal.projectScope.hint')}
                  rows={3}
                />
                <FormField
                  form={form}
                  name="timeline"
                  label={t('proposal.timeline')}
                  as="select"
                  placeholder={t('proposal.timeline.choose')}
                  options={timelines.map((timeline) => ({ value: timeline, label: timelineLabel(timeline) }))}
                />
                <FormField form={form} name="budget" label={t('proposal.budget')} hint={t('proposal.budget.hint')} />
                <FormField form={form} name="goals" label={t('proposal.goals')} as="textarea" className={styles.wide} rows={3} />
                <FormField
                  form={form}
                  name="challenges"
                  label={t('proposal.challenges')}
                  as="textarea"
                  className={styles.wide}
                  rows={3}
                />
                <FormField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" />
                <FormField form={form} name="phone" label={t('field.phone')} type="tel" autoComplete="tel" />
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
