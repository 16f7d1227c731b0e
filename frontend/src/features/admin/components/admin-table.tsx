import type { ReactNode } from 'react';

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
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
