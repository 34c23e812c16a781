import type { ReactNode } from 'react';
import { TableFrame, type TableName } from './TableFrame';
import adminTable from './adminTable.module.css';

type AdminTableProps = { columns: readonly string[]; children: ReactNode } & TableName;

/** A back-office data table in its frame: the columns' headings, then the rows it is given. */
export function AdminTable({ columns, children, ...name }: AdminTableProps) {
  return (
    <TableFrame {...name}>
      <table className={adminTable.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}
