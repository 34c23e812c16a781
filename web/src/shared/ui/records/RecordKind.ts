import type { QueryKey } from '@tanstack/react-query';
import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { JsonSchema } from '../../forms/contractRules';
import type { Precheck } from '../../forms/useContractForm';
import type { TextKey } from '../../i18n/messages';

/** One page of a list, as the services answer it. */
export interface RecordPage<Row> {
  items: Row[];
  total: number;
  page: number;
}

/** The words of a kind's list, dialog and delete question, from the catalog. */
export interface RecordWords {
  /** Add's label; a kind added elsewhere (a tag, by naming it on a post) has none. */
  add?: TextKey;
  loading: TextKey;
  loadFailed: TextKey;
  empty: TextKey;
  /** The table's name. */
  table: TextKey;
  search: TextKey;
  searchPlaceholder?: TextKey;
  dialogAdd: TextKey;
  dialogEdit: TextKey;
  dialogDescription: TextKey;
  deleteQuestion: (name: string) => string;
  deleteDetail: TextKey;
}

/** How a kind's records are read and written: request functions and keys from the service's key factory. */
export interface RecordApi<Row, Input> {
  pageKey: (q: string, page: number) => QueryKey;
  /** What a change makes stale: the team's list and the public pages that show the records. */
  reloads: readonly QueryKey[];
  page: (q: string | undefined, page: number, pageSize: number) => Promise<RecordPage<Row>>;
  /** Adds a record, or changes the one `id` names. */
  save: (input: Input, id?: string) => Promise<Row>;
  /** A kind without it draws its own Delete (`RecordList`'s `onDelete`). */
  remove?: (row: Row) => Promise<unknown>;
}

/** What a cell may do to its row: admins change it in place (an Active switch). */
export interface RowContext<Row, Input> {
  canManage: boolean;
  busy: boolean;
  save: (row: Row, input: Input) => void;
}

export interface RecordColumn<Row, Input> {
  header: TextKey;
  cell: (row: Row, context: RowContext<Row, Input>) => ReactNode;
  /** The cell that names the row, in bold. */
  names?: boolean;
}

interface FieldBase<Values> {
  name: Path<Values>;
  label: TextKey;
  /** Shown when the contract refuses the value; a field the contract does not check has none. */
  invalid?: TextKey;
  hint?: TextKey;
}

/** A field of the dialog's form; its most characters and required mark come from the contract. */
export type RecordField<Values> =
  | (FieldBase<Values> & { as: 'text' | 'number' | 'checkbox' })
  | (FieldBase<Values> & { as: 'textarea'; rows: number })
  /** An address, with an image upload (or a pick from the media library) that fills it in. */
  | (FieldBase<Values> & { as: 'url'; upload?: TextKey })
  /** A price typed in dollars; the kind's precheck reads it. */
  | (FieldBase<Values> & { as: 'dollars' })
  | (FieldBase<Values> & { as: 'select'; options: readonly { value: string; label: TextKey }[] })
  /** Where the kind's own inputs go (`useExtras`). */
  | { as: 'extras' };

/** A kind's inputs beyond the contract form's fields (rows, a gallery, lines), and how they join what is sent. */
export interface RecordExtras<Values, Sent, Input> {
  fields: ReactNode;
  /** The record to send from the checked fields and these inputs; throws a `RecordProblem` to refuse it. */
  complete: (sent: Sent, values: Values) => Input;
}

/** A mode of the dialog (adding, or editing a record) in its own words, where they are not the shared ones. */
export interface RecordDialogWords {
  title?: (name: string) => string;
  description?: TextKey;
  /** The form's name, when it is not the title. */
  formLabel?: TextKey;
  save?: TextKey;
  saving?: TextKey;
  cancel?: TextKey;
  done?: (name: string) => string;
  failed?: (error: unknown) => string;
}

export interface RecordForm<Row, Values extends FieldValues, Sent, Input> {
  /** The request body schema, from `@agency/contracts/openapi/<service>.schemas`. */
  body: JsonSchema;
  fields: readonly RecordField<Values>[];
  /** The form's values: a record's, or a new one's. */
  valuesOf: (row: Row | undefined) => Values;
  useExtras?: (row: Row | undefined) => RecordExtras<Values, Sent, Input>;
  precheck?: Precheck<Values>;
  /** The failure in the kind's words, when it has its own; else the refusal's reason. */
  failureMessage?: (error: unknown) => string | undefined;
  /** The field a 409 is about (a name already taken), with what to say there. */
  conflict?: { field: Path<Values>; message: TextKey };
  add?: RecordDialogWords;
  edit?: RecordDialogWords;
}

/** A record Delete does not remove: it says what uses it, and confirming does something else (deactivates it). */
export interface RecordInUse<Row, Input> {
  applies: (row: Row) => boolean;
  detail: (row: Row) => string;
  confirm: TextKey;
  instead: (row: Row) => Input;
}

/**
 * A kind of record the back office lists, adds, edits and deletes: its words, columns, form and requests.
 * `RecordList` and `RecordDialog` draw any kind from this description.
 */
export interface RecordKind<Row extends { id: string }, Values extends FieldValues = FieldValues, Sent = Values, Input = Sent> {
  words: RecordWords;
  nameOf: (row: Row) => string;
  columns: readonly RecordColumn<Row, Input>[];
  form: RecordForm<Row, Values, Sent, Input>;
  api: RecordApi<Row, Input>;
  pageSize: number;
  inUse?: RecordInUse<Row, Input>;
  rowActions?: RowActionWords;
  /** The search's most characters, when the contract's query allows fewer than 200. */
  searchMaxLength?: number;
}

/** What the add/edit dialog needs of a kind: its form, its dialog's words, and how a record is saved. */
export type RecordFormKind<Row extends { id: string }, Values extends FieldValues, Sent, Input> = Pick<
  RecordKind<Row, Values, Sent, Input>,
  'nameOf' | 'form'
> & {
  words: Pick<RecordWords, 'dialogAdd' | 'dialogEdit' | 'dialogDescription'>;
  api: Pick<RecordApi<Row, Input>, 'save' | 'reloads'>;
};

/** A row's own controls beside Edit and Delete (a feature's Move buttons) and its row's attributes (dragging). */
export interface RowExtras<Row> {
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** Before Edit. */
  actions?: (row: Row) => ReactNode;
  /** Between Edit and Delete. */
  moreActions?: (row: Row) => ReactNode;
}

/** Edit and Delete in a kind's own words (Rename), when they are not the shared ones. */
export interface RowActionWords {
  edit: TextKey;
  editOf: (name: string) => string;
  delete: TextKey;
  deleteOf: (name: string) => string;
  /** Delete opens a dialog of choices, not a question. */
  deleteOpensDialog?: boolean;
}

/** Refused before sending; its message is the toast. */
export class RecordProblem extends Error {}
