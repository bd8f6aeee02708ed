// A mirrored company: header, then tabs (each its own URL).
import { useEffect } from 'react';
import { COMPANY_TABS, type CompanyTab, companyHref } from '../../router/routes';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { Tabs } from '../../ui/tabs';
import { ChargesTab } from './charges-tab';
import { CompanyHeader } from './company-header';
import { CompanySpendTab } from './company-spend-tab';
import { ConnectionsTab } from './connections-tab';
import { DirectorsTab } from './directors-tab';
import { FilingsTab } from './filings-tab';
import { FinancialsTab } from './financials-tab';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';

const LABELS: Record<CompanyTab, string> = {
  overview: 'Overview',
  directors: 'Directors',
  charges: 'Charges',
  connections: 'Connections',
  filings: 'Filings',
  financials: 'Financials',
  notes: 'Notes',
  spend: 'Spend',
};

export function CompanyScreen({ id, tab }: { id: string; tab: CompanyTab }) {
  const stores = useStores();
  const state = useDomain('company', (s) => s);
  const current = state.id === id;
  const detail = current ? state.detail : null;
  const error = current ? state.error : null;
  const loading = !current || state.loading;
  useEffect(() => {
    void stores.company.getState().load(id);
    void stores.filings.getState().load(id);
    void stores.financials.getState().load(id);
    void stores.findings.getState().load(id);
    void stores.notes.getState().load(id);
  }, [stores, id]);

  return (
    <section className="screen" aria-labelledby="company-title" data-testid="screen-company">
      {error && <ErrorNotice error={error} />}
      {!detail && !error && loading && <p className="muted">Loading {id}…</p>}
      {detail && (
        <>
          <CompanyHeader summary={detail.summary} reads={detail.reads} />
          <Tabs label="Company sections" idPrefix="company" current={tab} items={COMPANY_TABS.map((t) => ({ id: t, label: LABELS[t], href: companyHref(id, t) }))} />
          <div id="company-panel" role="tabpanel" aria-labelledby={`company-tab-${tab}`} className="tabpanel" data-testid={`panel-${tab}`}>
            {tab === 'overview' && <OverviewTab detail={detail} />}
            {tab === 'directors' && <DirectorsTab directors={detail.directors} sandbox={detail.summary.sandbox} />}
            {tab === 'charges' && <ChargesTab charges={detail.charges} />}
            {tab === 'connections' && <ConnectionsTab companyId={id} sandbox={detail.summary.sandbox} />}
            {tab === 'filings' && <FilingsTab />}
            {tab === 'financials' && <FinancialsTab />}
            {tab === 'notes' && <NotesTab companyId={id} />}
            {tab === 'spend' && <CompanySpendTab id={id} />}
          </div>
        </>
      )}
    </section>
  );
}
