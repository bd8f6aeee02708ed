// Spend: wallet, session budget, the monitoring budget and this month's checks, what the money bought (by endpoint, company, day), the ledger,
// and the API's own usage report beside it.
import { useEffect } from 'react';
import { formatRupees } from '../../../shared/money';
import { companyHref } from '../../router/routes';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { dateOrDash, rupeesOrDash } from '../../ui/format';
import { RupeeInput } from '../../ui/rupee-input';
import { BarChart } from './bar-chart';
import { LedgerTable } from './ledger-table';
import { UsageComparison } from './usage-comparison';

export function SpendScreen() {
  const stores = useStores();
  const { view, error, companyId } = useDomain('spend', (s) => s);
  const status = useDomain('app', (s) => s.status);
  useEffect(() => {
    void stores.spend.getState().load(null);
  }, [stores]);
  const shown = companyId === null ? view : null;
  const monitoring = useDomain('changes', (s) => s.watchlist?.budget ?? null);
  useEffect(() => {
    void stores.changes.getState().refresh();
  }, [stores]);
  const saveMonitoring = async (paisa: number | null) => (await stores.changes.getState().setBudget(paisa ?? 0))?.message ?? null;

  const saveCap = async (paisa: number | null) => {
    const failure = await stores.app.getState().updateSettings({ sessionCapPaisa: paisa });
    if (!failure) void stores.spend.getState().refresh();
    return failure?.message ?? null;
  };

  return (
    <section className="screen" aria-labelledby="spend-title" data-testid="screen-spend">
      <div className="screen-head">
        <h1 id="spend-title">Spend</h1>
      </div>
      {error && <ErrorNotice error={error} />}
      <div className="cards">
        <div className="card stat">
          <div className="muted small">Wallet</div>
          <div className="big num" data-testid="spend-wallet">
            {rupeesOrDash(shown?.walletPaisa ?? status?.walletPaisa ?? null)}
          </div>
        </div>
        <div className="card stat">
          <div className="muted small">This session</div>
          <div className="big num" data-testid="spend-session">
            {formatRupees(shown?.sessionSpendPaisa ?? status?.sessionSpendPaisa ?? 0)}
          </div>
          <div className="muted small">cap {rupeesOrDash(shown?.sessionCapPaisa ?? status?.sessionCapPaisa ?? null)}</div>
        </div>
        <div className="card stat">
          <div className="muted small">Total in the ledger</div>
          <div className="big num" data-testid="spend-total">
            {shown ? formatRupees(shown.totalPaisa) : '—'}
          </div>
          {shown && shown.byAssistant.calls > 0 && (
            <div className="muted small" data-testid="spend-assistant">
              {formatRupees(shown.byAssistant.spendPaisa)} of it asked for by an assistant ({shown.byAssistant.calls} call{shown.byAssistant.calls === 1 ? '' : 's'})
            </div>
          )}
        </div>
        <div className="card">
          {status && (
            <RupeeInput
              id="session-cap"
              label="Session budget cap"
              valuePaisa={status.sessionCapPaisa}
              allowEmpty
              submitLabel="Set cap"
              onSubmit={saveCap}
              testId="session-cap"
            />
          )}
        </div>
        <div className="card" data-testid="monitoring-budget">
          <div className="muted small">Monitoring this month</div>
          <div className="big num" data-testid="monitoring-spent">
            {monitoring ? formatRupees(monitoring.spentThisMonthPaisa) : '—'}
          </div>
          {monitoring && (
            <RupeeInput
              id="monitoring-budget"
              label="Monthly monitoring budget"
              valuePaisa={monitoring.monthlyPaisa}
              submitLabel="Set budget"
              onSubmit={saveMonitoring}
              testId="monitoring-budget-input"
            />
          )}
        </div>
      </div>
      {shown && (
        <>
          <div className="charts">
            <section aria-label="By endpoint">
              <h2>By endpoint</h2>
              <BarChart title="Spend by endpoint" testId="chart-endpoint" bars={shown.byEndpoint.map((e) => ({ key: e.endpointKey, label: `${e.endpointKey} (${e.calls})`, paisa: e.spendPaisa }))} />
            </section>
            <section aria-label="By company">
              <h2>By company</h2>
              <BarChart
                title="Spend by company"
                testId="chart-company"
                bars={shown.byCompany.map((c) => ({ key: c.companyId, label: c.name ?? c.companyId, paisa: c.spendPaisa, href: companyHref(c.companyId, 'spend') }))}
              />
            </section>
            <section aria-label="By day">
              <h2>By day</h2>
              <BarChart title="Spend by day" testId="chart-day" bars={shown.byDay.map((d) => ({ key: d.day, label: dateOrDash(d.day), paisa: d.spendPaisa }))} />
            </section>
          </div>
          <section className="section" aria-label="API usage">
            <h2>API usage beside the ledger</h2>
            <UsageComparison view={shown} />
          </section>
          <section className="section" aria-label="Ledger">
            <h2>Ledger</h2>
            <LedgerTable rows={shown.recent} />
          </section>
        </>
      )}
    </section>
  );
}
