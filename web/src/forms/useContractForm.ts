import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/expectOk';
import { queryClient } from '../api/queryClient';
import { notify } from '../lib/notify';
import { contractRules, type FieldMessages, type JsonSchema } from './contractRules';
import { fieldErrorsOf } from './serverErrors';

interface ContractFormOptions<Values extends FieldValues, Result, Sent> {
  /** The operation's request body schema, from `@agency/contracts/openapi/<service>.schemas`. */
  body: JsonSchema;
  /** The fields the form asks for, each with the message shown when it is not valid. */
  messages: FieldMessages<Extract<keyof Values, string>>;
  /** Fields sent exactly as typed, not trimmed. */
  verbatim?: readonly Extract<keyof Values, string>[];
  defaultValues: DefaultValues<Values>;
  /** Gets the values as the rules leave them (trimmed; lists split, empty nullable fields null). */
  send: (values: Sent) => Promise<Result>;
  /** Toasts the spec words for this form. */
  successMessage: string;
  failureMessage: string;
  onSuccess?: (result: Result, values: Sent) => void;
  /** The field a 409 is about (a slug or name already in use), with what to say there. */
  conflict?: { field: Path<Values>; message: string };
}

/**
 * The one way a form is built: react-hook-form with rules from the contract, a TanStack Query
 * mutation to send it, the spec's toasts, and server `details[].path` errors on their fields.
 * The shared client is passed explicitly so public pages need no provider on their first route.
 */
export function useContractForm<Values extends FieldValues, Result = unknown, Sent = Values>(
  options: ContractFormOptions<Values, Result, Sent>,
) {
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(contractRules(options.body, options.messages, options.verbatim) as unknown as z.ZodType<Sent, Values>),
    defaultValues: options.defaultValues,
    shouldFocusError: true,
  });

  const mutation = useMutation(
    {
      mutationFn: options.send,
      onSuccess: (result, values) => {
        notify.success(options.successMessage);
        options.onSuccess?.(result, values);
      },
      onError: (error) => {
        const messages = options.messages as Record<string, string>;
        for (const [field, serverMessage] of fieldErrorsOf(error)) {
          form.setError(
            field as Path<Values>,
            { type: 'server', message: messages[field] ?? serverMessage },
            { shouldFocus: true },
          );
        }
        const { conflict } = options;
        if (conflict && error instanceof ApiError && error.status === 409) {
          form.setError(conflict.field, { type: 'server', message: conflict.message }, { shouldFocus: true });
        }
        notify.error(options.failureMessage);
      },
    },
    queryClient,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(values).catch(() => undefined);
  });

  return { form, onSubmit, pending: mutation.isPending };
}
