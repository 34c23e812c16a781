import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { availabilityLabel, studyYearLabel } from '../../labels';
import { availabilities, interests, studyYears } from '@agency/contracts/leads/rules';
import { useEffect } from 'react';
import { FormField } from '../../../shared/forms/FormField';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { submitApplication } from '../../submissions';
import fields from '../../../shared/forms/Field.module.css';
import text from '../../../shared/ui/text.module.css';
import { emptyApplication, type ApplicationRequest, type ApplicationValues } from './applicationForm';
import styles from './WorkshopPage.module.css';

const body = leads.submitApplication!;

interface VolunteerFormProps {
  /** After 'Submit another application', focus starts on the first field. */
  focusFirstField: boolean;
  onReceived: () => void;
}

export function VolunteerForm({ focusFirstField, onReceived }: VolunteerFormProps) {
  const { form, onSubmit, pending } = useContractForm<ApplicationValues, unknown, ApplicationRequest>({
    body,
    messages: {
      name: t('application.name.invalid'),
      email: t('field.email.invalid'),
      phone: t('field.phone.invalid'),
      university: t('application.university.invalid'),
      program: t('application.program.invalid'),
      year: t('application.year.invalid'),
      experience: t('application.experience.invalid'),
      availability: t('application.availability.invalid'),
      interests: t('application.interests.invalid'),
      motivation: t('application.motivation.invalid'),
    },
    defaultValues: emptyApplication,
    send: submitApplication,
    successMessage: t('workshop.success'),
    failureMessage: t('form.failed'),
    onSuccess: onReceived,
  });
  const { setFocus } = form;

  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);

  return (
    <form className={`${fields.stack} ${fields.marked}`} onSubmit={onSubmit} noValidate aria-labelledby="apply">
      <p className={text.muted}>{t('form.requiredNote')}</p>
      <div className={styles.fields}>
        <FormField form={form} name="name" label={t('application.name')} autoComplete="name" />
        <FormField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" />
        <FormField form={form} name="phone" label={t('field.phone')} type="tel" autoComplete="tel" />
        <FormField form={form} name="university" label={t('application.university')} autoComplete="organization" />
        <FormField form={form} name="program" label={t('application.program')} />
        <FormField
          form={form}
          name="year"
          label={t('application.year')}
          as="select"
          placeholder={t('application.year.choose')}
          options={studyYears.map((year) => ({ value: year, label: studyYearLabel(year) }))}
        />
        <FormField
          form={form}
          name="availability"
          label={t('application.availability')}
          as="select"
          placeholder={t('application.availability.choose')}
          options={availabilities.map((term) => ({ value: term, label: availabilityLabel(term) }))}
        />
        <div className={styles.wide}>
          <FormField
            form={form}
            name="interests"
            label={t('application.interests')}
            as="checkboxes"
            hint={t('application.interests.hint')}
            options={interests.map((interest) => ({ value: interest, label: interest }))}
          />
        </div>
        <FormField
          form={form}
          name="experience"
          label={t('application.experience')}
          as="textarea"
          className={styles.wide}
          hint={t('application.experience.hint')}
          rows={4}
        />
        <FormField
          form={form}
          name="motivation"
          label={t('application.motivation')}
          as="textarea"
          className={styles.wide}
          rows={4}
        />
      </div>
      <div>
        <SubmitButton label={t('workshop.submit')} pendingLabel={t('workshop.submitting')} pending={pending} />
      </div>
    </form>
  );
}
