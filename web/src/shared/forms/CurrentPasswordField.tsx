import type { FieldValues, Path } from 'react-hook-form';
import { t } from '../i18n/messages';
import { FormField } from './FormField';
import type { ContractForm } from './useContractForm';

interface CurrentPasswordFieldProps<Values extends FieldValues, Sent> {
  form: ContractForm<Values, Sent>;
  name: Path<Values>;
  label: string;
}

/** The password one has now, to sign in or to confirm a change to one's account: the browser offers the saved one. */
export function CurrentPasswordField<Values extends FieldValues, Sent>({
  form,
  name,
  label,
}: CurrentPasswordFieldProps<Values, Sent>) {
  return <FormField form={form} name={name} label={label} type="password" autoComplete="current-password" />;
}

/** A sign-in's e-mail and password (the team's and the clients'), which the browser fills in together. */
export function SignInFields<Values extends { email: string; password: string }, Sent>({
  form,
}: {
  form: ContractForm<Values, Sent>;
}) {
  return (
    <>
      <FormField form={form} name={'email' as Path<Values>} label={t('field.email')} type="email" autoComplete="username" />
      <CurrentPasswordField form={form} name={'password' as Path<Values>} label={t('field.password')} />
    </>
  );
}
