/** Percentiles and a plain table for the benchmark report. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

export interface Row {
  name: string;
  [column: string]: string | number;
}

/** `digits`: decimals of the figures (sub-millisecond timings need more than one). */
export function summarize(name: string, samples: number[], digits = 1): Row {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  return {
    name,
    n: sorted.length,
    'mean ms': mean.toFixed(digits),
    'p50 ms': percentile(sorted, 50).toFixed(digits),
    'p95 ms': percentile(sorted, 95).toFixed(digits),
    'p99 ms': percentile(sorted, 99).toFixed(digits),
    'max ms': (sorted.at(-1) ?? NaN).toFixed(digits),
  };
}

export function printTable(title: string, rows: Row[]): void {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ');
  process.stdout.write(`\n${title}\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(columns.map((c) => String(row[c] ?? '')))}\n`);
}
