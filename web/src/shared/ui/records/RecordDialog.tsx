import { Fragment } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '../../forms/FormField';
import { useContractForm, type ContractForm } from '../../forms/useContractForm';
import { t } from '../../i18n/messages';
import { ImageUploadInput } from '../../../content/admin/posts/editor/ImageUploadInput';
import { refusalReason } from '../../admin/refusal';
import { FormDialog } from '../FormDialog';
import { RecordProblem, type RecordExtras, type RecordField, type RecordFormKind } from './RecordKind';
import { useReloadRecords } from './useRecords';

interface RecordDialogProps<Row extends { id: string }, Values extends FieldValues, Sent, Input> {
  kind: RecordFormKind<Row, Values, Sent, Input>;
  /** The record to edit, or 'new' to add one; null when closed. */
  editing: Row | 'new' | null;
  onClose: () => void;
}

/** Add or edit a record of any kind: the fields its description lists, Cancel and Save. */
export function RecordDialog<Row extends { id: string }, Values extends FieldValues, Sent, Input>({
  kind,
  editing,
  onClose,
}: RecordDialogProps<Row, Values, Sent, Input>) {
  if (!editing) return null;
  const row = editing === 'new' ? undefined : editing;
  return <RecordForm key={row?.id ?? 'new'} kind={kind} row={row} onClose={onClose} />;
}

const noExtras = (): undefined => undefined;

function RecordForm<Row extends { id: string }, Values extends FieldValues, Sent, Input>({
  kind,
  row,
  onClose,
}: {
  kind: RecordFormKind<Row, Values, Sent, Input>;
  row: Row | undefined;
  onClose: () => void;
}) {
  const reload = useReloadRecords(kind.api.reloads);
  const useExtras: (row: Row | undefined) => RecordExtras<Values, Sent, Input> | undefined = kind.form.useExtras ?? noExtras;
  const extras = useExtras(row);
  const mode = (row ? kind.form.edit : kind.form.add) ?? {};
  const title = mode.title?.(row ? kind.nameOf(row) : '') ?? t(row ? kind.words.dialogEdit : kind.words.dialogAdd);
  const { conflict } = kind.form;
  // The fields the contract checks are those with a message for when it refuses them; only these are sent.
  const messages = Object.fromEntries(
    kind.form.fields.flatMap((field) => ('invalid' in field && field.invalid ? [[field.name, t(field.invalid)]] : [])),
  ) as Record<Extract<keyof Values, string>, string>;
  const { form, onSubmit, pending } = useContractForm<Values, Row, Sent>({
    body: kind.form.body,
    messages,
    defaultValues: kind.form.valuesOf(row) as never,
    // A kind's own inputs join the checked fields; their problem refuses the send before it leaves.
    send: async (sent): Promise<Row> =>
      kind.api.save(extras ? extras.complete(sent, form.getValues()) : (sent as unknown as Input), row?.id),
    precheck: kind.form.precheck,
    successMessage: (saved) => mode.done?.(kind.nameOf(saved)) ?? t('manage.saved', { name: kind.nameOf(saved) }),
    failureMessage: (error) => {
      if (error instanceof RecordProblem) return error.message;
      return mode.failed?.(error) ?? (kind.form.failureMessage ?? refusalReason)(error) ?? t('manage.saveFailed');
    },
    conflict: conflict && { field: conflict.field, message: t(conflict.message) },
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      description={t(mode.description ?? kind.words.dialogDescription)}
      onSubmit={onSubmit}
      formLabel={mode.formLabel && t(mode.formLabel)}
      marked
      pending={pending}
      cancelLabel={t(mode.cancel ?? 'manage.cancel')}
      label={t(mode.save ?? 'manage.save')}
      pendingLabel={t(mode.saving ?? 'manage.saving')}
    >
      {kind.form.fields.map((field) =>
        field.as === 'extras' ? (
          <Fragment key="extras">{extras?.fields}</Fragment>
        ) : (
          <RecordFormField key={field.name} form={form} field={field} />
        ),
      )}
      {!kind.form.fields.some((field) => field.as === 'extras') && extras?.fields}
    </FormDialog>
  );
}

/** One described field as its `FormField` (and an address's upload under it). */
function RecordFormField<Values extends FieldValues, Sent>({
  form,
  field,
}: {
  form: ContractForm<Values, Sent>;
  field: Exclude<RecordField<Values>, { as: 'extras' }>;
}) {
  const name: Path<Values> = field.name;
  const label = t(field.label);
  const hint = field.hint && t(field.hint);
  switch (field.as) {
    case 'text':
      return <FormField form={form} name={name} label={label} hint={hint} autoComplete="off" />;
    case 'textarea':
      return <FormField form={form} name={name} label={label} hint={hint} as="textarea" rows={field.rows} />;
    case 'number':
      return (
        <FormField
          form={form}
          name={name}
          label={label}
          hint={hint}
          type="number"
          inputMode="numeric"
          registerOptions={{ valueAsNumber: true } as never}
        />
      );
    case 'dollars':
      // The contract knows cents; the kind's precheck holds the typed dollars to the rule.
      return <FormField form={form} name={name} label={label} hint={hint} inputMode="decimal" autoComplete="off" required />;
    case 'checkbox':
      return <FormField form={form} name={name} label={label} as="checkbox" />;
    case 'select':
      return (
        <FormField
          form={form}
          name={name}
          label={label}
          hint={hint}
          as="select"
          options={field.options.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      );
    case 'url':
      return (
        <>
          <FormField form={form} name={name} label={label} hint={hint} type="url" inputMode="url" />
          {field.upload && (
            <ImageUploadInput
              label={t(field.upload)}
              uploadedMessage={t('manage.uploaded')}
              onUploaded={(url) => form.setValue(name, url as never, { shouldValidate: true, shouldDirty: true })}
            />
          )}
        </>
      );
  }
}
