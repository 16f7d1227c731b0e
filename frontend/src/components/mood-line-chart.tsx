import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';

/**
 * A mood line on the spec's scale (y from 0 to 5 in steps of 1). This module is the only one
 * that imports recharts: pages load it lazily, so the chart library stays out of the first load.
 */
export interface MoodPoint {
  /** Unique per point (two logs can share a day). */
  key: string;
  /** The x label, e.g. "Mar 4". */
  label: string;
  value: number;
}

export interface MoodLineChartProps {
  points: readonly MoodPoint[];
  /** Names the chart and its data table for assistive technology. */
  title: string;
  /** The name of the value in the table and the tooltip, e.g. "Mood". */
  valueName?: string;
  height?: number;
}

const Y_TICKS = [0, 1, 2, 3, 4, 5];

export function MoodLineChart({ points, title, valueName = 'Mood', height = 240 }: MoodLineChartProps) {
  const data = points.map((p) => ({ key: p.key, label: p.label, value: p.value }));
  return (
    <ChartFigure title={title} columns={['Date', valueName]} rows={data} testId="mood-chart">
      <LineChart responsive data={data} style={{ width: '100%', height }} margin={{ top: 8, right: 16, bottom: 4, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" className="chart__grid" />
        <XAxis dataKey="label" tickLine={false} minTickGap={12} />
        <YAxis domain={[0, 5]} ticks={Y_TICKS} allowDecimals={false} interval={0} width={40} />
        <Tooltip formatter={(value) => [value, valueName]} />
        <Line type="monotone" dataKey="value" name={valueName} stroke="currentColor" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ChartFigure>
  );
}
