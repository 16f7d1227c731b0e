import { useId, type ReactNode } from 'react';
import { TableHead } from './table-head';
import './chart.css';

export interface ChartRow {
  key: string;
  label: string;
  value: number;
}

/** A row of a chart with several series: one value per value column, null where a series has none. */
export interface ChartSeriesRow {
  key: string;
  label: string;
  values: readonly (number | string | null)[];
}

interface ChartFigureProps {
  /** Names the chart and its data table for assistive technology. */
  title: string;
  /** The table's column headings: the label's, then the value's (one per series). */
  columns: readonly [string, ...string[]];
  rows: readonly (ChartRow | ChartSeriesRow)[];
  testId?: string;
  /** The drawing. */
  children: ReactNode;
}

/** A chart's figure: the drawing for sighted users and a hidden table of the same figures. */
export function ChartFigure({ title, columns, rows, testId, children }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure className="chart" aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId} className="visually-hidden">
        {title}
      </figcaption>
      {/* The drawing is for sighted users; the table below carries the same data for everyone else. */}
      <div className="chart__plot" aria-hidden="true">
        {children}
      </div>
      {/* Hidden by its wrapper: a table ignores the 1px width of the hiding class and would widen the page. */}
      <div className="visually-hidden">
        <DataTable caption={title} columns={columns} rows={rows} />
      </div>
    </figure>
  );
}

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: ChartFigureProps['rows'];
  className?: string;
}

/** A table of figures: the label's column, then one per value ('none' where a value is missing). */
export function DataTable({ caption, columns, rows, className }: DataTableProps) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <TableHead columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.label}</td>
            {('values' in row ? row.values : [row.value]).map((value, index) => (
              <td key={columns[index + 1] ?? index}>{value ?? 'none'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
