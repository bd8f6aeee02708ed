import { type Goal, type Measurement, passes } from '../types';

/** One row of the printed table and of the results file. */
export interface ResultRow extends Measurement {
  benchmark: string;
  pass: boolean | null;
}

export function rowsOf(benchmark: string, measurements: readonly Measurement[]): ResultRow[] {
  return measurements.map((m) => ({ benchmark, ...m, pass: m.goal ? passes(m.value, m.goal) : null }));
}

export function goalText(goal: Goal | undefined, unit: string): string {
  return goal ? `${goal.op} ${goal.target}${unit ? ` ${unit}` : ''}` : '';
}

function verdict(pass: boolean | null): string {
  if (pass === null) return '';
  return pass ? 'pass' : 'FAIL';
}

/** A plain-text table: fixed-width columns, numbers right-aligned. */
export function formatTable(rows: readonly ResultRow[]): string {
  const header = ['benchmark', 'metric', 'value', 'unit', 'goal', 'result'];
  const body = rows.map((r) => [r.benchmark, r.metric, String(r.value), r.unit, goalText(r.goal, r.unit), verdict(r.pass)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
