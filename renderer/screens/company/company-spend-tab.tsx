// What this company cost: its own ledger and totals by endpoint.
import { useEffect } from 'react';
import { formatRupees } from '../../../shared/money';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { BarChart } from '../spend/bar-chart';
import { LedgerTable } from '../spend/ledger-table';

export function CompanySpendTab({ id }: { id: string }) {
  const stores = useStores();
  const { view, error, companyId } = useDomain('spend', (s) => s);
  useEffect(() => {
    void stores.spend.getState().load(id);
  }, [stores, id]);
  if (error) return <ErrorNotice error={error} />;
  if (!view || companyId !== id) return <p className="muted">Loading…</p>;
  return (
    <div data-testid="company-spend">
      <p className="strong">
        Total spent on this company: <span className="num">{formatRupees(view.totalPaisa)}</span>
      </p>
      <BarChart title="Spend by endpoint" testId="company-spend-chart" bars={view.byEndpoint.map((e) => ({ key: e.endpointKey, label: `${e.endpointKey} (${e.calls})`, paisa: e.spendPaisa }))} />
      <LedgerTable rows={view.recent} />
    </div>
  );
}
