// Findings on the Overview: each with its severity (colour, shape and word), what it means, the
// links to the records, filings and extractions it rests on, and its review. Dismissed findings
// stay listed, greyed in their own group (open unless the analyst folds it): this is due diligence.
// Plus the count badge of the header.
import type { ReviewedFinding } from '../../../shared/bridge/reports';
import { companyHref } from '../../router/routes';
import { useDomain } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { plural } from '../../ui/format';
import { FindingReview } from './finding-review';
import { evidenceHref, SEVERITY } from './report-links';

function FindingItem({ companyId, finding }: { companyId: string; finding: ReviewedFinding }) {
  const severity = SEVERITY[finding.severity];
  const reviewState = finding.review?.state ?? 'open';
  return (
    <li
      className={`finding finding-${finding.severity} finding-${reviewState}`}
      data-testid={`finding-${finding.rule}`}
      data-severity={finding.severity}
      data-review={reviewState}
    >
      <div className="finding-head">
        <span className={`severity severity-${finding.severity}`} data-testid="finding-severity">
          <span aria-hidden="true">{severity.icon}</span> {severity.word}
        </span>
        <strong className="finding-title">{finding.title}</strong>
      </div>
      <p className="finding-detail">{finding.detail}</p>
      {finding.evidence.length > 0 && (
        <ul className="evidence" aria-label="Evidence">
          {finding.evidence.map((e) => (
            <li key={`${e.kind}-${e.id}`}>
              <span className="muted small">{e.kind}</span>{' '}
              <a href={evidenceHref(companyId, finding.rule, e)} data-testid="finding-evidence" data-kind={e.kind}>
                {e.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <FindingReview finding={finding} />
    </li>
  );
}

const isDismissed = (f: ReviewedFinding) => f.review?.state === 'dismissed';

function FindingList({ companyId, findings }: { companyId: string; findings: ReviewedFinding[] }) {
  const dismissed = findings.filter(isDismissed);
  return (
    <>
      <ul className="finding-list">
        {findings
          .filter((f) => !isDismissed(f))
          .map((f) => (
            <FindingItem key={f.key} companyId={companyId} finding={f} />
          ))}
      </ul>
      {dismissed.length > 0 && (
        <details className="findings-dismissed" open data-testid="findings-dismissed">
          <summary>{plural(dismissed.length, 'dismissed finding')}</summary>
          <ul className="finding-list">
            {dismissed.map((f) => (
              <FindingItem key={f.key} companyId={companyId} finding={f} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

export function FindingsPanel({ companyId }: { companyId: string }) {
  const { id, findings, error, loading } = useDomain('findings', (s) => s);
  const current = id === companyId;
  return (
    <section className="section findings" aria-labelledby="findings-title" data-testid="company-findings">
      <h2 id="findings-title">Findings</h2>
      {current && error && <ErrorNotice error={error} testId="findings-error" />}
      {(!current || (findings === null && loading)) && <p className="muted">Reading the library…</p>}
      {current && findings && findings.length === 0 && <p className="muted">Nothing to flag from what the library holds.</p>}
      {current && findings && findings.length > 0 && (
<FindingList companyId={companyId} findings={findings} />
      )}
    </section>
  );
}

/**
 * "3 findings · 1 high · 1 dismissed" beside the company name; links to the Overview where they are
 * listed. A dismissed finding is still counted (never hidden) but sets neither the colour nor "high".
 */
export function FindingsCount({ companyId }: { companyId: string }) {
  const findings = useDomain('findings', (s) => (s.id === companyId ? s.findings : null));
  if (!findings) return null;
  const standing = findings.filter((f) => !isDismissed(f));
  const dismissed = findings.length - standing.length;
  const high = standing.filter((f) => f.severity === 'high').length;
  const worst = high > 0 ? 'high' : standing.some((f) => f.severity === 'medium') ? 'medium' : 'info';
  return (
    <a href={companyHref(companyId, 'overview')} className={`label findings-count severity-${standing.length === 0 ? 'none' : worst}`} data-testid="findings-count" data-count={findings.length}>
      {standing.length > 0 && <span aria-hidden="true">{SEVERITY[worst].icon} </span>}
      {plural(findings.length, 'finding')}
      {high > 0 && ` · ${high} high`}
      {dismissed > 0 && ` · ${dismissed} dismissed`}
    </a>
  );
}
