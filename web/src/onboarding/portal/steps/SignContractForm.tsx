import { requestBodies } from '@agency/contracts/openapi/onboarding.schemas';
import { FormField } from '../../../shared/forms/FormField';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import fields from '../../../shared/forms/Field.module.css';
import { isSessionEnded, leavePortal } from './portalQueries';
import { signContract, useAfterSigning, type Contract, type SignatureRequest } from './useContract';

interface SignatureValues {
  fullName: string;
  consent: boolean;
}

const body = requestBodies.signContract!;

/** The signature: the signer's full name as typed and the consent to sign electronically. */
export function SignContractForm() {
  const afterSigning = useAfterSigning();
  const { form, onSubmit, pending } = useContractForm<SignatureValues, Contract, SignatureRequest>({
    body,
    messages: { fullName: t('contract.fullName.invalid'), consent: t('contract.consent.required') },
    defaultValues: { fullName: '', consent: false },
    send: signContract,
    successMessage: t('contract.signed'),
    failureMessage: t('contract.signFailed'),
    onSuccess: (contract) => afterSigning(contract),
    // An ended session says nothing here: the tab leaves the portal instead.
    quietFailure: isSessionEnded,
    onFailure: (error) => {
      if (isSessionEnded(error)) leavePortal();
    },
  });

  return (
    <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('contract.sign')}>
      <FormField
        form={form}
        name="fullName"
        label={t('contract.fullName')}
        hint={t('contract.fullName.hint')}
        autoComplete="name"
      />
      <FormField form={form} name="consent" label={t('contract.consent')} as="checkbox" />
      <SubmitButton label={t('contract.sign')} pendingLabel={t('contract.signing')} pending={pending} />
    </form>
  );
}
