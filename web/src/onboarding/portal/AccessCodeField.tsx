import type { FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../shared/forms/FormField';
import type { ContractForm } from '../../shared/forms/useContractForm';
import { t } from '../../shared/i18n/messages';

/** A text field whose letters become capitals as they are typed. */
function upperCased<Name extends string>(registration: UseFormRegisterReturn<Name>): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const { selectionStart, selectionEnd } = input;
      input.value = input.value.toUpperCase();
      input.setSelectionRange(selectionStart, selectionEnd);
      return registration.onChange(event);
    },
  };
}

interface AccessCodeFieldProps<Values extends FieldValues, Sent, Name extends Path<Values>> {
  form: ContractForm<Values, Sent>;
  name: Name;
}

/** The invitation's access code, as the sign-in and the registration ask for it: in capitals, never autofilled. */
export function AccessCodeField<Values extends FieldValues, Sent, Name extends Path<Values>>({
  form,
  name,
}: AccessCodeFieldProps<Values, Sent, Name>) {
  return (
    <FormField
      form={form}
      name={name}
      label={t('portal.accessCode')}
      hint={t('portal.accessCode.hint')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      adapt={upperCased}
    />
  );
}
