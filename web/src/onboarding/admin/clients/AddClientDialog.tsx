import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { ApiError } from '../../../shared/api/expectOk';
import { FormField } from '../../../shared/forms/FormField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { defaultPackage, packageLabel, packages, type ClientCreated, type Package } from './clientLabels';
import { createClient, useReloadClients } from './useClients';
import { failureWithReason } from '../../../shared/admin/refusal';

const body = onboardingSchemas.requestBodies.createClient;

interface NewClientValues {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  package: Package;
}

const emptyClient: NewClientValues = { businessName: '', contactName: '', email: '', phone: '', package: defaultPackage };

interface AddClientDialogProps {
  open: boolean;
  onClose: () => void;
}

/** ONBOARDING_EMAIL_TAKEN: a client with this e-mail (in any case) exists already. */
const isEmailTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Add Client (spec 001 §2, §5): business name and e-mail are required, the contact name is marked
 * required, the phone is optional and the package starts at Growth. The new access code is announced
 * in a toast; when creating fails the dialog closes, as the spec has it, except for an e-mail already
 * in use, which is said on the field and leaves the dialog open with what was typed.
 */
export function AddClientDialog({ open, onClose }: AddClientDialogProps) {
  const reloadClients = useReloadClients();
  const { form, onSubmit, pending } = useContractForm<NewClientValues, ClientCreated>({
    body,
    messages: {
      businessName: t('clients.field.businessName.invalid'),
      contactName: t('clients.field.contactName.invalid'),
      email: t('clients.field.email.invalid'),
      phone: t('clients.field.phone.invalid'),
      package: t('clients.field.package.invalid'),
    },
    defaultValues: emptyClient,
    precheck: {
      owns: ['businessName', 'email'],
      check: ({ businessName, email }) => {
        const missing = (['businessName', 'email'] as const).filter((field) => !{ businessName, email }[field].trim());
        return missing.length > 0 ? { fields: missing, message: t('clients.required') } : undefined;
      },
    },
    send: createClient,
    successMessage: ({ accessCode: { code } }) => ({ text: t('clients.created', { code }), unbroken: [code] }),
    failureMessage: (error) =>
      isEmailTaken(error) ? t('clients.emailTaken') : failureWithReason(t('clients.createFailed'), error),
    conflict: { field: 'email', message: t('clients.emailTaken') },
    onSuccess: () => {
      void reloadClients();
      close();
    },
    // An e-mail already in use is the team's to correct, so the dialog stays, with what was typed.
    onFailure: (error) => {
      if (!isEmailTaken(error)) close();
    },
  });

  function close() {
    form.reset(emptyClient);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('clients.add')}
      description={t('clients.add.description')}
      onSubmit={onSubmit}
      marked
      pending={pending}
      cancelLabel={t('clients.cancel')}
      label={t('clients.create')}
      pendingLabel={t('clients.creating')}
    >
      <FormField form={form} name="businessName" label={t('clients.field.businessName')} autoComplete="organization" />
      {/* Marked required as the spec shows it, though the contract takes a client without one. */}
      <FormField form={form} name="contactName" label={t('clients.field.contactName')} autoComplete="name" required />
      <FormField form={form} name="email" label={t('clients.field.email')} type="email" autoComplete="email" />
      <FormField form={form} name="phone" label={t('clients.field.phone')} type="tel" autoComplete="tel" />
      <FormField
        form={form}
        name="package"
        label={t('clients.field.package')}
        as="select"
        required
        options={packages.map((pkg) => ({ value: pkg, label: packageLabel(pkg) }))}
      />
    </FormDialog>
  );
}
