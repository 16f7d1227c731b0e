import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/chart-figure';

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
  const data = weeks.map((w) => ({ key: w.weekStart, label: weekLabel(w.weekStart), value: w.count }));
  return (
    <ChartFigure
      title="New users per week (weeks start on Monday)"
      columns={['Week of', 'New users']}
      rows={data}
    >
      <BarChart responsive data={data} style={{ width: '100%', height }} margin={{ top: 8, right: 16, bottom: 4, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} className="chart__grid" />
        <XAxis dataKey="label" tickLine={false} minTickGap={8} />
        <YAxis allowDecimals={false} width={48} />
        <Tooltip formatter={(value) => [value, 'New users']} cursor={{ className: 'chart__cursor' }} />
        <Bar dataKey="value" name="New users" fill="currentColor" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}
