import { createElement } from 'react';

/** Stands in for the mood chart (recharts): its points' values as text. */
export function MoodLineChart({ points }: { points: { value: number }[] }) {
  return createElement('div', { 'data-testid': 'mood-chart' }, points.map((p) => p.value).join(','));
}
