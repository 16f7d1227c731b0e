import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/chart-figure';

/**
 * PHQ-9 and GAD-7 totals over time on one chart (0 to 27). The only module of the check-ins that
 * imports recharts: the page loads it lazily, so the chart library stays out of the first load.
 */
export interface CheckInPoint {
  key: string;
  /** The x label, e.g. "Mar 4". */
  label: string;
  phq9: number | null;
  gad7: number | null;
}

const Y_TICKS = [0, 5, 10, 15, 20, 27];

export function CheckInChart({ points }: { points: readonly CheckInPoint[] }) {
  const data = points.map((p) => ({ ...p }));
  const rows = points.map((p) => ({ key: p.key, label: p.label, values: [p.phq9, p.gad7] }));
  return (
    <ChartFigure
      title="Your PHQ-9 and GAD-7 scores over time, oldest first"
      columns={['Date', 'PHQ-9 (0 to 27)', 'GAD-7 (0 to 21)']}
      rows={rows}
      testId="check-in-chart"
    >
      <LineChart responsive data={data} style={{ width: '100%', height: 240 }} margin={{ top: 8, right: 16, bottom: 4, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" className="chart__grid" />
        <XAxis dataKey="label" tickLine={false} minTickGap={12} />
        <YAxis domain={[0, 27]} ticks={Y_TICKS} allowDecimals={false} interval={0} width={40} />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="phq9" name="PHQ-9" stroke="currentColor" strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
        <Line
          type="monotone"
          dataKey="gad7"
          name="GAD-7"
          stroke="var(--color-accent)"
          strokeDasharray="6 3"
          strokeWidth={2}
          dot={{ r: 3 }}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFigure>
  );
}
