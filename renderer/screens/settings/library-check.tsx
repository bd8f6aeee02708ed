// Settings → Library → Check: the library checked as an auditor would (library.check): the
// database, the search indexes, every PDF against the SHA-256 and size recorded when it was
// bought. Repair rebuilds indexes and moves stray files to quarantine/; it never deletes a file.
import { useState } from 'react';
import type { LibraryCheckReport } from '../../../shared/bridge/library-check';
import type { AppError } from '../../../shared/result';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';

const n = (v: number) => v.toLocaleString('en-IN');

function Report({ report }: { report: LibraryCheckReport }) {
  const { documents: d } = report;
  return (
    <div data-testid="library-check-report">
      <p className={report.ok ? 'small' : 'field-error'} role="status">
        {report.ok ? 'All hold.' : 'Problems found.'} {n(report.counts.companies)} companies, {n(report.counts.filings)} filings, {n(d.intact)} of {n(d.checked)} PDFs match the SHA-256 and size recorded when they were bought.
      </p>
      <ul className="small">
        <li>Database: {report.databaseProblems.length === 0 ? 'ok' : report.databaseProblems.join('; ')}</li>
        <li>
          Search indexes: {report.searchProblems.length === 0 ? 'ok' : report.searchProblems.join('; ')}
          {report.searchRebuilt.length > 0 && ` (rebuilt: ${report.searchRebuilt.join(', ')})`}
        </li>
        {d.problems.map((p) => (
          <li key={p.filingId} data-testid="library-check-problem">
            {p.problem === 'missing' ? 'Missing' : 'Altered'}: filing <span className="mono">{p.filingId}</span> of {p.companyId} (<span className="mono">{p.path}</span>)
          </li>
        ))}
        {report.orphans.length > 0 && (
          <li>
            {n(report.orphans.length)} files no record names{report.quarantinedTo ? `, moved to ${report.quarantinedTo}` : ''}
          </li>
        )}
      </ul>
      {d.problems.length > 0 && <p className="muted small">A missing or altered PDF is never changed here: restore it from a backup or mirror the filing again.</p>}
    </div>
  );
}

export function LibraryCheck() {
  const bridge = useBridge();
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<LibraryCheckReport | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const run = async (repair: boolean) => {
    setRunning(true);
    const result = await settle(bridge.call('library.check', { repair }));
    setRunning(false);
    setReport(result.ok ? result.value : null);
    setError(result.ok ? null : result.error);
  };
  return (
    <div className="form" data-testid="library-check">
      <div className="row">
        <button type="button" className="btn" disabled={running} onClick={() => void run(false)} data-testid="library-check-run">
          {running ? 'Checking…' : 'Check the library'}
        </button>
        {report && !report.ok && (
          <button type="button" className="btn" disabled={running} onClick={() => void run(true)} data-testid="library-check-repair">
            Repair indexes and quarantine stray files
          </button>
        )}
      </div>
      {report && <Report report={report} />}
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
