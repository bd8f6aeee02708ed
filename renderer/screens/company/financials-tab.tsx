// Financials: standalone/consolidated and rupees/lakh/crore toggles over the AOC-4 table.
import type { FigureUnit } from '../../../shared/money';
import { useDomain, useStores } from '../../state/context';
import type { Scope } from '../../state/financials-store';
import { ErrorNotice } from '../../ui/error-notice';
import { Toggle } from '../../ui/toggle';
import { FinancialsTable } from './financials-table';

export function FinancialsTab() {
  const stores = useStores();
  const { view, scope, unit, error, loading } = useDomain('financials', (s) => s);
  const available = view?.availableScopes ?? ['standalone', 'consolidated'];
  return (
    <div className="financials-tab">
      <div className="row">
        <Toggle<Scope>
          label="Statements"
          value={scope}
          testId="scope"
          onChange={(s) => void stores.financials.getState().setScope(s)}
          options={[
            { value: 'standalone', label: 'Standalone', disabled: !available.includes('standalone') },
            { value: 'consolidated', label: 'Consolidated', disabled: !available.includes('consolidated') },
          ]}
        />
        <Toggle<FigureUnit>
          label="Unit"
          value={unit}
          testId="unit"
          onChange={(u) => stores.financials.getState().setUnit(u)}
          options={[
            { value: 'rupees', label: '₹' },
            { value: 'lakh', label: 'Lakh' },
            { value: 'crore', label: 'Crore' },
          ]}
        />
        {loading && <span className="muted">Loading…</span>}
      </div>
      {error && <ErrorNotice error={error} />}
      {view && view.years.length === 0 && <p className="muted">No AOC-4 figures in the library for this scope. Mirroring the company reads them.</p>}
      {view && view.years.length > 0 && <FinancialsTable view={view} unit={unit} />}
    </div>
  );
}
