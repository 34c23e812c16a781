import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/expectOk';
import { queryClient } from '../api/queryClient';
import { notify, type NotifyOptions } from '../lib/notify';
import { isTooLongMessage } from '@agency/contracts/validation';
import { contractRules, TOO_LONG, type FieldMessages, type JsonSchema } from './contractRules';
import { fieldErrorsOf } from './serverErrors';

type FieldName<Values> = Extract<keyof Values, string>;

interface ContractFormOptions<Values extends FieldValues, Result, Sent, Checked extends FieldName<Values>> {
  /** The operation's request body schema, from `@agency/contracts/openapi/<service>.schemas`. */
  body: JsonSchema;
  /**
   * The fields the contract checks (all the form asks for, unless a field is the form's own, such as a
   * password's confirmation), each with the message shown when it is not valid. Only these are sent.
   */
  messages: FieldMessages<Checked>;
  /** Fields sent exactly as typed, not trimmed. */
  verbatim?: readonly Checked[];
  defaultValues: DefaultValues<Values>;
  /** Gets the values as the rules leave them (trimmed; lists split, empty nullable fields null). */
  send: (values: Sent) => Promise<Result>;
  /**
   * Toasts the spec words for this form: fixed, or made from what the server answered (with the parts of
   * it to keep on one line, such as an access code).
   */
  successMessage: string | ((result: Result) => string | SuccessToast);
  failureMessage: string | ((error: unknown) => string);
  /** After the success toast; a promise it returns keeps the form pending until it settles. */
  onSuccess?: (result: Result, values: Sent) => void | Promise<void>;
  /** After the failure toast (a dialog the spec closes when sending fails). */
  onFailure?: (error: unknown) => void;
  /** A failure passed over in silence (no toast, no field message), such as an ended session `onFailure` answers by leaving. */
  quietFailure?: (error: unknown) => boolean;
  /** The field a 409 is about (a slug or name already in use), with what to say there. */
  conflict?: { field: Path<Values>; message: string };
  /** The field a failed send is about (a code the server refused), which then shows the failure message. */
  errorField?: (error: unknown) => Path<Values> | undefined;
  /**
   * Rules the spec words apart from the contract's, for the fields they own (passwords that must match
   * before their length counts, fields that must not be empty). When they fail, their message is shown
   * on the fields it names, in place of the contract's errors on the fields they own, and as a toast.
   */
  precheck?: Precheck<Values>;
}

/** A react-hook-form form that knows the request body its rules come from, so each field finds its limits there. */
export type ContractForm<Values extends FieldValues, Sent = Values> = UseFormReturn<Values, unknown, Sent> & {
  readonly contract: JsonSchema;
};

export interface Precheck<Values extends FieldValues> {
  owns: readonly Path<Values>[];
  check: (values: Values) => { fields: readonly Path<Values>[]; message: string } | undefined;
}

/** A success toast with options: its text, and the parts of it kept on one line. */
export type SuccessToast = { text: string } & NotifyOptions;

const PRECHECK = 'precheck';

const messageFor = <T, Message>(message: string | ((value: T) => Message), value: T) =>
  typeof message === 'string' ? message : message(value);

/**
 * The one way a form is built: react-hook-form with rules from the contract, a TanStack Query
 * mutation to send it, the spec's toasts, and server `details[].path` errors on their fields.
 * The shared client is passed explicitly so public pages need no provider on their first route.
 */
export function useContractForm<
  Values extends FieldValues,
  Result = unknown,
  Sent = Values,
  Checked extends FieldName<Values> = FieldName<Values>,
>(options: ContractFormOptions<Values, Result, Sent, Checked>) {
  const rules = zodResolver(
    contractRules(options.body, options.messages, options.verbatim) as unknown as z.ZodType<Sent, Values>,
  ) as Resolver<Values, unknown, Sent>;
  const { precheck } = options;
  const resolver: Resolver<Values, unknown, Sent> = async (values, context, resolverOptions) => {
    const result = await rules(values, context, resolverOptions);
    const failed = precheck?.check(values);
    if (!precheck || !failed) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const field of precheck.owns) delete errors[field];
    for (const field of failed.fields) errors[field] = { type: PRECHECK, message: failed.message };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
  // The contract rides on the form object itself (the same object for the form's whole life), so a
  // field is given the form alone.
  const form: ContractForm<Values, Sent> = Object.assign(
    useForm<Values, unknown, Sent>({ resolver, defaultValues: options.defaultValues, shouldFocusError: true }),
    { contract: options.body },
  );

  const mutation = useMutation(
    {
      mutationFn: options.send,
      onSuccess: (result, values) => {
        const toast = messageFor(options.successMessage, result);
        if (typeof toast === 'string') notify.success(toast);
        else notify.success(toast.text, { unbroken: toast.unbroken });
        return options.onSuccess?.(result, values);
      },
      onError: (error) => {
        if (options.quietFailure?.(error)) {
          options.onFailure?.(error);
          return;
        }
        const messages = options.messages as Record<string, string>;
        for (const [field, serverMessage] of fieldErrorsOf(error)) {
          form.setError(
            field as Path<Values>,
            { type: isTooLongMessage(serverMessage) ? TOO_LONG : 'server', message: messages[field] ?? serverMessage },
            { shouldFocus: true },
          );
        }
        const { conflict } = options;
        if (conflict && error instanceof ApiError && error.status === 409) {
          form.setError(conflict.field, { type: 'server', message: conflict.message }, { shouldFocus: true });
        }
        const message = messageFor(options.failureMessage, error);
        const field = options.errorField?.(error);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        notify.error(message);
        options.onFailure?.(error);
      },
    },
    queryClient,
  );

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (mutation.isPending) return;
      await mutation.mutateAsync(values).catch(() => undefined);
    },
    // A precheck's message is also toasted, once per attempt (not on each re-validation as the fields change).
    (errors) => {
      const failed = Object.values(errors).find((error) => error?.type === PRECHECK);
      if (typeof failed?.message === 'string') notify.error(failed.message);
    },
  );

  return { form, onSubmit, pending: mutation.isPending };
}
