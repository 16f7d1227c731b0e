import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import '../../../components/chart.css';

export interface WeekCount {
  /** Monday 00:00 UTC of the week. */
  weekStart: string;
  count: number;
}

/** "Mar 4": the Monday the week starts on, read in UTC as the server counts it. */
export function weekLabel(weekStart: string): string {
  const date = new Date(weekStart);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * New accounts per week as bars. This module is the admin area's only user of recharts and is
 * loaded lazily by the dashboard; the table below the drawing carries the same figures.
 */
export function NewUsersChart({ weeks, height = 240 }: { weeks: readonly WeekCount[]; height?: number }) {
  const captionId = useId();
  const data = weeks.map((w) => ({ key: w.weekStart, label: weekLabel(w.weekStart), count: w.count }));
  const title = 'New users per week (weeks start on Monday)';
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {title}
      </figcaption>
      <div className="chart__plot" aria-hidden="true">
        <BarChart responsive data={data} style={{ width: '100%', height }} margin={{ top: 8, right: 16, bottom: 4, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart__grid" />
          <XAxis dataKey="label" tickLine={false} minTickGap={8} />
          <YAxis allowDecimals={false} width={48} />
          <Tooltip formatter={(value) => [value, 'New users']} cursor={{ className: 'chart__cursor' }} />
          <Bar dataKey="count" name="New users" fill="currentColor" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">New users</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.key}>
                <td>{row.label}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
