import type { ReactNode } from 'react';
import adminTable from './adminTable.module.css';

/** A table's name: its own words, or the heading of its section. */
export type TableName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

type TableFrameProps = { children: ReactNode } & TableName;

/**
 * The frame of a back-office table: where the columns do not fit (a phone) it scrolls sideways, with a
 * shadow cue on the side where more columns are. It is a named group that takes focus, so the keyboard
 * can scroll it too, whether or not the table has controls of its own.
 */
export function TableFrame({ label, labelledBy, children }: TableFrameProps) {
  return (
    <div className={adminTable.wrap} role="group" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
