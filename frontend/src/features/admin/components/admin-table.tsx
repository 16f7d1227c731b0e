import type { ReactNode } from 'react';
import { TableHead } from '../../../components/table-head';

interface AdminTableProps {
  /** The table's name, read by screen readers. */
  caption: string;
  /** The scrolling region's name, when it must differ from the caption. */
  regionLabel?: string;
  columns: readonly string[];
  /** A last column of row buttons, without a visible heading. */
  actions?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** Every admin list: a keyboard-scrollable region around a table with column headings. */
export function AdminTable({ caption, regionLabel, columns, actions = false, children }: AdminTableProps) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={regionLabel ?? caption} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={columns} actions={actions} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
