// A horizontal bar chart in inline SVG (no chart library): one bar per row, amounts in rupees.
import { formatCompact } from '../../../shared/money';

export interface Bar {
  key: string;
  label: string;
  paisa: number;
}

export function BarChart({ bars, title, testId }: { bars: Bar[]; title: string; testId: string }) {
  if (bars.length === 0) return <p className="muted">Nothing spent yet.</p>;
  const max = Math.max(1, ...bars.map((b) => b.paisa));
  const rowH = 24;
  const labelW = 250;
  const valueW = 90;
  const barW = 400;
  return (
    <svg
      className="barchart"
      viewBox={`0 0 ${labelW + barW + valueW} ${bars.length * rowH}`}
      width="100%"
      role="img"
      aria-label={title}
      data-testid={testId}
    >
      {bars.map((b, i) => (
        <g key={b.key} transform={`translate(0 ${i * rowH})`}>
          <text x={labelW - 6} y={rowH - 7} textAnchor="end" className="bar-label">
            {b.label.length > 30 ? `${b.label.slice(0, 29)}…` : b.label}
          </text>
          {/* Width is a display proportion, not money: a float is fine here. */}
          <rect x={labelW} y={4} height={rowH - 8} width={Math.max(1, (b.paisa / max) * barW)} className="bar" />
          <text x={labelW + barW + valueW - 4} y={rowH - 7} textAnchor="end" className="bar-value">
            {formatCompact(b.paisa)}
          </text>
          <title>{`${b.label}: ${formatCompact(b.paisa)}`}</title>
        </g>
      ))}
    </svg>
  );
}
