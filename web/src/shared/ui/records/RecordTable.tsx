import { t } from '../../i18n/messages';
import adminTable from '../../admin/adminTable.module.css';
import styles from '../../../content/admin/manage/Manage.module.css';
import { TableFrame } from '../../admin/TableFrame';
import type { RecordColumn, RowActionWords, RowContext, RowExtras } from './RecordKind';
import { RowActions } from './RowActions';

interface RecordTableProps<Row extends { id: string }, Input> extends RowExtras<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly RecordColumn<Row, Input>[];
  nameOf: (row: Row) => string;
  actionWords?: RowActionWords;
  /** Admins get the Actions column (and the cells' own controls); members see the list. */
  context: RowContext<Row, Input>;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** A kind's records: a column each as its description says and, for admins, the row's actions. */
export function RecordTable<Row extends { id: string }, Input>(props: RecordTableProps<Row, Input>) {
  const { rows, columns, context } = props;
  return (
    <TableFrame label={props.label}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {t(column.header)}
              </th>
            ))}
            {context.canManage && <th scope="col">{t('manage.column.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...props.rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.names ? styles.name : undefined}>
                  {column.cell(row, context)}
                </td>
              ))}
              {context.canManage && (
                <td>
                  <RowActions
                    name={props.nameOf(row)}
                    busy={context.busy}
                    onEdit={() => props.onEdit(row)}
                    onDelete={() => props.onDelete(row)}
                    more={props.moreActions?.(row)}
                    words={props.actionWords}
                  >
                    {props.actions?.(row)}
                  </RowActions>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
