// The rows a book could not settle alone: each ambiguous row with its candidates in a picker beside
// it (portfolio.resolveRow), unmatched rows with why. The answer is the analyst's and is kept.
import { useId, useState } from 'react';
import type { BookRowView } from '../../../shared/bridge/portfolio';
import type { AppError } from '../../../shared/result';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';
import { exposureText } from './book-columns';

const NONE = '__none__';

function writtenName(row: BookRowView): string {
  return row.written.name ?? row.written.id ?? '(no name)';
}

function PickerRow({ bookId, row, onResolved }: { bookId: string; row: BookRowView; onResolved(row: BookRowView): void }) {
  const bridge = useBridge();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!choice) return;
    setBusy(true);
    const result = await settle(bridge.call('portfolio.resolveRow', { id: bookId, rowId: row.rowId, companyId: choice === NONE ? null : choice }));
    setBusy(false);
    if (result.ok) {
      setError(null);
      onResolved(result.value);
    } else setError(result.error);
  };
  return (
    <tr data-testid="review-row" data-line={row.line} data-resolution={row.resolution}>
      <td className="num">{row.line}</td>
      <td>
        <strong>{writtenName(row)}</strong>
        <div className="muted small">
          {[row.reference, row.state, row.pin].filter(Boolean).join(' · ')}
          {row.exposurePaisa !== null ? ` · ${exposureText(row.exposurePaisa)}` : ''}
        </div>
        {row.problem && <div className="muted small">{row.problem}</div>}
      </td>
      <td>
        {row.resolution === 'resolved' ? (
          <span data-testid="review-answer">{row.companyName ?? row.companyId}</span>
        ) : row.candidates.length > 0 ? (
          <div className="row">
            <label className="sr-only" htmlFor={id}>
              Company for line {row.line}
            </label>
            <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="review-picker">
              <option value="">Pick the company…</option>
              {row.candidates.map((c) => (
                <option key={c.companyId} value={c.companyId}>
                  {c.name} ({c.companyId}) — {[c.state, c.city, c.status].filter(Boolean).join(', ')}; {c.why}
                </option>
              ))}
              <option value={NONE}>None of these (no company)</option>
            </select>
            <button type="button" className="btn" disabled={!choice || busy} onClick={() => void save()} data-testid="review-save">
              Use it
            </button>
          </div>
        ) : (
          <span className="muted">{row.resolution === 'unmatched' ? 'No company found' : row.resolution === 'pending' ? 'Not searched yet' : row.resolution}</span>
        )}
        {error && <ErrorNotice error={error} testId="review-error" />}
      </td>
    </tr>
  );
}

export function ReviewList({ bookId, rows, onResolved }: { bookId: string; rows: BookRowView[]; onResolved(row: BookRowView): void }) {
  if (rows.length === 0) return null;
  return (
    <table className="table review-table" aria-label="Rows to review" data-testid="review-list">
      <thead>
        <tr>
          <th scope="col" className="num">
            Line
          </th>
          <th scope="col">As written</th>
          <th scope="col">Company</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <PickerRow key={row.rowId} bookId={bookId} row={row} onResolved={onResolved} />
        ))}
      </tbody>
    </table>
  );
}
