import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { availabilityLabels, studyYearLabels } from '@agency/contracts/leads/labels';
import { availabilities, interests, studyYears } from '@agency/contracts/leads/rules';
import { useEffect } from 'react';
import { leadsApi } from '../../api/clients';
import { expectOk } from '../../api/expectOk';
import { CheckboxGroupField } from '../../forms/CheckboxGroupField';
import { Field } from '../../forms/Field';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { TextAreaField } from '../../forms/TextAreaField';
import { useContractForm } from '../../forms/useContractForm';
import { t } from '../../i18n/messages';
import fields from '../../forms/Field.module.css';
import text from '../../ui/text.module.css';
import { emptyApplication, type ApplicationRequest, type ApplicationValues } from './applicationForm';
import styles from './WorkshopPage.module.css';

const body = leads.submitApplication!;
const limits = body.properties!;

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
    send: (application) => expectOk(leadsApi.POST('/applications', { body: application })),
    successMessage: t('workshop.success'),
    failureMessage: t('form.failed'),
    onSuccess: onReceived,
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);

  return (
    <form className={`${fields.stack} ${fields.marked}`} onSubmit={onSubmit} noValidate aria-labelledby="apply">
      <p className={text.muted}>{t('form.requiredNote')}</p>
      <div className={styles.fields}>
        <Field
          label={t('application.name')}
          autoComplete="name"
          required
          maxLength={limits.name!.maxLength}
          registration={form.register('name')}
          error={errors.name?.message}
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
        <Field
          label={t('application.university')}
          autoComplete="organization"
          required
          maxLength={limits.university!.maxLength}
          registration={form.register('university')}
          error={errors.university?.message}
        />
        <Field
          label={t('application.program')}
          required
          maxLength={limits.program!.maxLength}
          registration={form.register('program')}
          error={errors.program?.message}
        />
        <SelectField
          label={t('application.year')}
          placeholder={t('application.year.choose')}
          required
          options={studyYears.map((year) => ({ value: year, label: studyYearLabels[year] }))}
          registration={form.register('year')}
          error={errors.year?.message}
        />
        <SelectField
          label={t('application.availability')}
          placeholder={t('application.availability.choose')}
          required
          options={availabilities.map((term) => ({ value: term, label: availabilityLabels[term] }))}
          registration={form.register('availability')}
          error={errors.availability?.message}
        />
        <div className={styles.wide}>
          <CheckboxGroupField
            legend={t('application.interests')}
            hint={t('application.interests.hint')}
            options={interests.map((interest) => ({ value: interest, label: interest }))}
            registration={form.register('interests')}
            error={errors.interests?.message}
          />
        </div>
        <TextAreaField
          className={styles.wide}
          label={t('application.experience')}
          hint={t('application.experience.hint')}
          rows={4}
          required
          maxLength={limits.experience!.maxLength}
          registration={form.register('experience')}
          error={errors.experience?.message}
        />
        <TextAreaField
          className={styles.wide}
          label={t('application.motivation')}
          rows={4}
          required
          maxLength={limits.motivation!.maxLength}
          registration={form.register('motivation')}
          error={errors.motivation?.message}
        />
      </div>
      <div>
        <SubmitButton label={t('workshop.submit')} pendingLabel={t('workshop.submitting')} pending={pending} />
      </div>
    </form>
  );
}
