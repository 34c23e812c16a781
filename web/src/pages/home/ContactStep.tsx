import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { leadsApi } from '../../api/clients';
import { expectOk } from '../../api/expectOk';
import { Field } from '../../forms/Field';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { useContractForm } from '../../forms/useContractForm';
import { t } from '../../i18n/messages';
import { preferredTimeText, preferredTimes, type Challenge, type ContactDetails } from './challenges';
import { StepTitle } from './StepTitle';
import fields from '../../forms/Field.module.css';
import button from '../../ui/button.module.css';
import styles from './SolutionWizard.module.css';

interface ContactStepProps {
  challenge: Challenge;
  /** What the visitor typed before going back, so nothing is lost. */
  draft: ContactDetails;
  onBack: (draft: ContactDetails) => void;
  onSubmitted: () => void;
}

export function ContactStep({ challenge, draft, onBack, onSubmitted }: ContactStepProps) {
  const { form, onSubmit, pending } = useContractForm<ContactDetails>({
    body: leads.submitStrategyCall!,
    messages: {
      name: t('field.name.invalid'),
      email: t('field.email.invalid'),
      phone: t('field.phone.invalid'),
      preferredTime: t('field.preferredTime.invalid'),
    },
    defaultValues: draft,
    send: (contact) => expectOk(leadsApi.POST('/inquiries/strategy-call', { body: { ...contact, situationType: challenge } })),
    successMessage: t('wizard.success'),
    failureMessage: t('form.failed'),
    onSuccess: onSubmitted,
  });
  const { errors } = form.formState;

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-2">
      <StepTitle id="wizard-step-2" focus>
        {t('wizard.contactTitle')}
      </StepTitle>
      <div className={styles.fields}>
        <Field
          label={t('field.name')}
          autoComplete="name"
          required
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <Field
          label={t('field.email')}
          type="email"
          autoComplete="email"
          required
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <Field
          label={t('field.phone')}
          type="tel"
          autoComplete="tel"
          required
          registration={form.register('phone')}
          error={errors.phone?.message}
        />
        <SelectField
          label={t('field.preferredTime')}
          registration={form.register('preferredTime')}
          options={preferredTimes.map((time) => ({ value: time, label: preferredTimeText(time) }))}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className={button.ghost} onClick={() => onBack(form.getValues())}>
          {t('wizard.back')}
        </button>
        <SubmitButton label={t('wizard.submit')} pendingLabel={t('wizard.submitting')} pending={pending} />
      </div>
    </form>
  );
}
