// Beside the table: the selected company's signals and statutory obligations, each with the records
// it is read from (filing form, date, page where given), why it is in its band, and "Mark reviewed".
import { useState } from 'react';
import type { SignalEvidence } from '../../../shared/bridge/signals';
import { RISK_BAND_NAMES } from '../../../shared/bridge/signals';
import { formatFy } from '../../../shared/dates';
import type { AppError } from '../../../shared/result';
import { companyHref } from '../../router/routes';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';
import { dateOrDash } from '../../ui/format';
import { useCall } from './use-call';

function Sources({ evidence }: { evidence: SignalEvidence[] }) {
  if (evidence.length === 0) return null;
  return (
    <ul className="sources small" data-testid="panel-sources">
      {evidence.map((e) => (
        <li key={`${e.kind}-${e.id}-${e.page ?? ''}`} title={e.reference}>
          Source: {e.label}
          {e.page !== undefined ? `, page ${e.page}` : ''}
          {e.reference ? <span className="muted"> ({e.reference})</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function CompanyPanel({ bookId, companyId, onReviewed }: { bookId: string; companyId: string; onReviewed(): void }) {
  const bridge = useBridge();
  const detail = useCall(() => bridge.call('portfolio.company', { id: bookId, companyId }), `${bookId} ${companyId}`);
  const [error, setError] = useState<AppError | null>(null);
  const [reviewed, setReviewed] = useState<string | null>(null);
  const markReviewed = async () => {
    const result = await settle(bridge.call('portfolio.markReviewed', { id: bookId, companyIds: [companyId] }));
    if (result.ok) {
      setReviewed(result.value.reviewedAt);
      setError(null);
      onReviewed();
    } else setError(result.error);
  };
  const d = detail.value;
  return (
    <aside className="book-panel" aria-labelledby="book-panel-title" data-testid="book-panel" data-company-id={companyId}>
      <h2 id="book-panel-title">{d ? d.row.name : companyId}</h2>
      {detail.error && <ErrorNotice error={detail.error} />}
      {d && (
        <>
          <div className="row">
            <a className="btn" href={companyHref(companyId)} data-testid="panel-open">
              Open the company
            </a>
            <button type="button" className="btn" onClick={() => void markReviewed()} data-testid="panel-mark-reviewed">
              Mark reviewed
            </button>
          </div>
          <p className="small muted" data-testid="panel-reviewed">
            {reviewed ?? d.row.reviewedAt ? `Reviewed ${dateOrDash(reviewed ?? d.row.reviewedAt)}` : 'Not reviewed yet'} · {d.row.changesSinceReview} changes since
          </p>
          {error && <ErrorNotice error={error} />}
          <h3 data-testid="panel-band">{RISK_BAND_NAMES[d.band.band]}</h3>
          <p className="muted small band-rule">{d.band.rule}</p>
          {d.band.reasons.length > 0 && (
            <ul data-testid="panel-band-reasons">
              {d.band.reasons.map((r) => (
                <li key={`${r.source}-${r.rule}`}>
                  <span className={`sev sev-${r.severity}`}>{r.severity}</span> {r.title}
                </li>
              ))}
            </ul>
          )}
          <h3>Signals ({d.signals.length})</h3>
          {d.signals.length === 0 ? (
            <p className="muted small">None.</p>
          ) : (
            <ul className="panel-list" data-testid="panel-signals">
              {d.signals.map((s) => (
                <li key={`${s.rule}-${s.since}`} data-testid="panel-signal" data-rule={s.rule}>
                  <span className={`sev sev-${s.severity}`}>{s.severity}</span> <strong>{s.title}</strong> <span className="muted small">since {dateOrDash(s.since)}</span>
                  <div className="small">{s.detail}</div>
                  {s.rbi && <div className="small muted">RBI early-warning list: “{s.rbi.words}”</div>}
                  <Sources evidence={s.evidence} />
                </li>
              ))}
            </ul>
          )}
          <h3>Statutory filings</h3>
          <ul className="panel-list" data-testid="panel-obligations">
            {d.obligations.map((o) => (
              <li key={`${o.kind}-${o.fyStart}`} data-testid="panel-obligation" data-state={o.state}>
                <strong>
                  {o.form ?? 'AGM'} {formatFy(o.fyStart)}
                </strong>{' '}
                <span className={`pill pill-${o.state}`}>{o.state}</span> <span className="small">{o.words}</span>
                <div className="small muted">
                  Due {dateOrDash(o.dueDate)} ({o.dueRule}); {o.section}
                </div>
                <Sources evidence={o.evidence} />
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
