import type { TextKey } from '../../i18n/messages';
import { ActiveToggle } from '../../../content/admin/manage/ActiveToggle';
import styles from '../../../content/admin/manage/Manage.module.css';
import type { RecordColumn } from './RecordKind';

interface Image {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** A thumbnail of the row's image (none when it has none), described in the catalog's words. */
export function imageColumn<Row, Input>(
  header: TextKey,
  imageOf: (row: Row) => Image | null,
  altOf: (row: Row) => string,
): RecordColumn<Row, Input> {
  return {
    header,
    cell: (row) => {
      const image = imageOf(row);
      return (
        image && (
          <img
            className={styles.thumb}
            src={image.url}
            alt={altOf(row)}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
          />
        )
      );
    },
  };
}

/** Active: admins switch it in place (the record saved with the other state), anyone else reads it. */
export function activeColumn<Row extends { name: string; active: boolean }, Input>(
  inputOf: (row: Row, active: boolean) => Input,
): RecordColumn<Row, Input> {
  return {
    header: 'manage.column.active',
    cell: (row, { canManage, busy, save }) => (
      <ActiveToggle
        name={row.name}
        active={row.active}
        canChange={canManage}
        busy={busy}
        onChange={(active) => save(row, inputOf(row, active))}
      />
    ),
  };
}

/** The row's name, in bold. */
export const nameColumn = <Row extends { name: string }, Input>(
  header: TextKey = 'manage.column.name',
): RecordColumn<Row, Input> => ({
  header,
  cell: (row) => row.name,
  names: true,
});

/** A plain text cell. */
export const textColumn = <Row, Input>(header: TextKey, textOf: (row: Row) => string | number): RecordColumn<Row, Input> => ({
  header,
  cell: (row) => textOf(row),
});
