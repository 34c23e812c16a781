import { useRef, useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, isEmail, isPhone, isPresent, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../lib/validation';
import { TextField } from '../../ui/TextField';
import { preferredTimes, type PreferredTime } from './challenges';

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  preferredTime: PreferredTime;
}

export const emptyContact: ContactDetails = { name: '', email: '', phone: '', preferredTime: 'morning' };

type ContactErrors = Partial<Record<'name' | 'email' | 'phone', string>>;

function validate(contact: ContactDetails): ContactErrors {
  const errors: ContactErrors = {};
  if (!isPresent(contact.name)) errors.name = 'Please enter your name';
  if (!isEmail(contact.email)) errors.email = 'Please enter a valid email address';
  if (!isPhone(contact.phone)) errors.phone = 'Please enter a valid phone number';
  return errors;
}

interface ContactStepProps {
  contact: ContactDetails;
  onChange: (contact: ContactDetails) => void;
  onBack: () => void;
  onSubmit: (contact: ContactDetails) => void;
  submitting: boolean;
}

export function ContactStep({ contact, onChange, onBack, onSubmit, submitting }: ContactStepProps) {
  const [errors, setErrors] = useState<ContactErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const update = (field: keyof ContactDetails, value: string) => onChange({ ...contact, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(contact);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit({ ...contact, name: contact.name.trim(), email: contact.email.trim(), phone: contact.phone.trim() });
  };

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-labelledby="wizard-step-2">
      <h3 id="wizard-step-2" className="wizard-step-title" tabIndex={-1}>
        When can we call you?
      </h3>
      <div className="form-grid">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={contact.name}
          onChange={(event) => update('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={contact.email}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email}
        />
        <TextField
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel"
          required
          maxLength={PHONE_MAX_LENGTH}
          value={contact.phone}
          onChange={(event) => update('phone', event.target.value)}
          error={errors.phone}
        />
        <div className="field">
          <label htmlFor="wizard-preferred-time">Preferred Time</label>
          <select
            id="wizard-preferred-time"
            name="preferredTime"
            value={contact.preferredTime}
            onChange={(event) => update('preferredTime', event.target.value)}
          >
            {preferredTimes.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="wizard-actions">
        <button type="button" className="button button-ghost" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? 'Scheduling...' : 'Schedule My Call'}
        </button>
      </div>
    </form>
  );
}
