import { useId, type ReactNode } from 'react';
import './chart.css';

export interface ChartRow {
  key: string;
  label: string;
  value: number;
}

interface ChartFigureProps {
  /** Names the chart and its data table for assistive technology. */
  title: string;
  /** The table's column headings: the label's, then the value's. */
  columns: readonly [string, string];
  rows: readonly ChartRow[];
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
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.label}</td>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
