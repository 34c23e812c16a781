import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { FormField } from '../../../shared/forms/FormField';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { submitStrategyCall } from '../../../leads/submissions';
import { preferredTimeText, preferredTimes, type Challenge, type ContactDetails } from './challenges';
import { StepTitle } from './StepTitle';
import fields from '../../../shared/forms/Field.module.css';
import button from '../../../shared/ui/button.module.css';
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
    send: (contact) => submitStrategyCall({ ...contact, situationType: challenge }),
    successMessage: t('wizard.success'),
    failureMessage: t('form.failed'),
    onSuccess: onSubmitted,
  });

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-2">
      <StepTitle id="wizard-step-2" focus>
        {t('wizard.contactTitle')}
      </StepTitle>
      <div className={styles.fields}>
        <FormField form={form} name="name" label={t('field.name')} autoComplete="name" />
        <FormField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" />
        <FormField form={form} name="phone" label={t('field.phone')} type="tel" autoComplete="tel" />
        <FormField
          form={form}
          name="preferredTime"
          label={t('field.preferredTime')}
          as="select"
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
