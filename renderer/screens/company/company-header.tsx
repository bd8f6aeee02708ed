// Company header: name, id, status, freshness (reasons in a tooltip), unlock and expiry, wallet,
// SANDBOX label, the findings count, the paid Refresh… / Fetch missing… buttons (each opens its
// quote), Export… (free: the export dialog) and the watch toggle with its check interval.
import type { CompanySummary, ReadsView } from '../../../shared/bridge/views';
import { readsWords } from '../../../shared/reads-words';
import { useDomain, useStores } from '../../state/context';
import { FreshnessBadge, SandboxLabel, UnlockLabel } from '../../ui/badges';
import { rupeesOrDash } from '../../ui/format';
import { PaidButton } from '../../ui/paid-button';
import { FindingsCount } from './findings-panel';
import { TeamBoughtBy } from './team-provenance';
import { WatchToggle } from './watch-toggle';

export function CompanyHeader({ summary, reads }: { summary: CompanySummary; reads: ReadsView }) {
  const stores = useStores();
  // Which reads were sandbox (never charged) and which were paid: a sandbox company can be read with a live key.
  const readWords = readsWords(reads);
  const wallet = useDomain('app', (s) => s.status?.walletPaisa ?? null);
  return (
    <div className="company-head" data-testid="company-header">
      <div>
        <h1 id="company-title" data-testid="company-name">
          {summary.name} {summary.sandbox && <SandboxLabel title={`Synthetic test data of the registry's sandbox set${readWords ? `; ${readWords}` : ''}`} />}
        </h1>
        <div className="row small">
          <span className="mono" data-testid="company-id">
            {summary.id}
          </span>
          <span>{summary.idType.toUpperCase()}</span>
          {summary.status && <span>{summary.status}</span>}
          {summary.knownAs && <span className="muted">known as {summary.knownAs}</span>}
          <FindingsCount companyId={summary.id} />
        </div>
        {readWords && (
          <p className="muted small company-reads" data-testid="company-reads">
            {readWords.charAt(0).toUpperCase()}
            {readWords.slice(1)}
          </p>
        )}
      </div>
      <div className="row head-status">
        <FreshnessBadge freshness={summary.freshness} />
        <UnlockLabel unlock={summary.unlock} />
        <TeamBoughtBy companyId={summary.id} unlockedAt={summary.unlock.unlockedAt} />
        <span className="muted small">
          PDFs {summary.downloadedPdfs}/{summary.totalFilings}
          {summary.missingPdfs > 0 && <span className="warn"> · {summary.missingPdfs} missing</span>}
        </span>
        <span className="small num">Wallet {rupeesOrDash(wallet)}</span>
        <WatchToggle companyId={summary.id} />
        <PaidButton call="refresh.quote" args={{ id: summary.id }} label="Refresh…" testId="company-refresh" sandbox={summary.sandbox} />
        <PaidButton call="fetch.quote" args={{ id: summary.id }} label="Fetch missing…" testId="company-fetch" sandbox={summary.sandbox} />
        <button type="button" className="btn" onClick={() => stores.exports.getState().show(summary.id, summary.name)} aria-haspopup="dialog" data-testid="export-button">
          Export…
        </button>
      </div>
    </div>
  );
}
