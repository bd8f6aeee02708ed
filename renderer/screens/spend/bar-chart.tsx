// A horizontal bar chart in HTML and CSS (no chart library, no scaled SVG): each row is a label at
// the page's own text size (a link when the bar stands for something to open), the amount beside
// it, and a bar under both whose length is the amount's share of the largest.
import { formatCompact, formatRupees } from '../../../shared/money';

export interface Bar {
  key: string;
  label: string;
  paisa: number;
  /** Where the label leads, if anywhere. */
  href?: string;
}

/** Compact (₹330, ₹1.2 L), but with paisa below ₹100: a PDF at 5 paisa must not read ₹0. */
export function chartAmount(paisa: number): string {
  return Math.abs(paisa) < 10_000 ? formatRupees(paisa) : formatCompact(paisa);
}

export function BarChart({ bars, title, testId }: { bars: Bar[]; title: string; testId: string }) {
  if (bars.length === 0) return <p className="muted">Nothing spent yet.</p>;
  const max = Math.max(1, ...bars.map((b) => b.paisa));
  return (
    <table className="barchart" aria-label={title} data-testid={testId}>
      <tbody>
        {bars.map((b) => (
          <tr key={b.key} data-testid="bar">
            <th scope="row">
              <div className="bar-label ellipsis" title={b.label}>
                {b.href ? <a href={b.href}>{b.label}</a> : b.label}
              </div>
              <div className="bar-track" aria-hidden="true">
                {/* Width is a display proportion, not money: a float is fine here. */}
                <span className="bar" style={{ width: `${Math.max(0.5, (b.paisa / max) * 100)}%` }} />
              </div>
            </th>
            <td className="bar-value num">{chartAmount(b.paisa)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
