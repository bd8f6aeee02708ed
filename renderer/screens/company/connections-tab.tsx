// Connections: who is behind the company, from the library's graph (free, offline). The drawing
// (lazy: sigma.js and graphology load only when the tab opens) or a table of the same nodes and
// links, filters by depth, link kind and "current only", the card of a clicked node and the flags.
import { lazy, Suspense, useEffect, useState } from 'react';
import { NETWORK_EDGE_KINDS, type NetworkEdgeKind, type NetworkView } from '../../../shared/bridge/network';
import type { AppError } from '../../../shared/result';
import { useBridge, useDomain } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';
import { PaidButton } from '../../ui/paid-button';
import { ConnectionsLegend } from './connections-legend';
import { FlagList, HubNote, NodeCard } from './connections-side';
import { EDGE_WORDS } from './connections-style';
import { ConnectionsTable } from './connections-table';

const ConnectionsGraph = lazy(() => import('./connections-graph'));

interface Filters {
  depth: number;
  currentOnly: boolean;
  kinds: NetworkEdgeKind[];
}

/** The neighbourhood for these filters, read again whenever the company's data changes. */
function useNetwork(id: string, filters: Filters): { view: NetworkView | null; error: AppError | null } {
  const bridge = useBridge();
  const changed = useDomain('company', (s) => (s.id === id ? s.detail : null));
  const [state, setState] = useState<{ view: NetworkView | null; error: AppError | null }>({ view: null, error: null });
  const kinds = filters.kinds.join(',');
  useEffect(() => {
    // Read again whenever the company's data changed (a mirror or an expand landed).
    void changed;
    let live = true;
    const chosen = kinds.split(',').filter(Boolean) as NetworkEdgeKind[];
    const all = chosen.length === NETWORK_EDGE_KINDS.length;
    void settle(bridge.call('network.view', { id, depth: filters.depth, currentOnly: filters.currentOnly, ...(all ? {} : { kinds: chosen }) })).then((r) => {
      if (live) setState(r.ok ? { view: r.value, error: null } : { view: null, error: r.error });
    });
    return () => {
      live = false;
    };
  }, [bridge, id, filters.depth, filters.currentOnly, kinds, changed]);
  return state;
}

export function ConnectionsTab({ companyId, sandbox }: { companyId: string; sandbox: boolean }) {
  const [filters, setFilters] = useState<Filters>({ depth: 2, currentOnly: false, kinds: [...NETWORK_EDGE_KINDS] });
  const [mode, setMode] = useState<'graph' | 'table'>('graph');
  const [selected, setSelected] = useState<string | null>(null);
  const { view, error } = useNetwork(companyId, filters);
  const toggleKind = (kind: NetworkEdgeKind) =>
    setFilters((f) => ({ ...f, kinds: f.kinds.includes(kind) ? f.kinds.filter((k) => k !== kind) : [...f.kinds, kind] }));
  return (
    <div className="connections" data-testid="connections">
      <fieldset className="toolbar connections-toolbar">
        <legend className="sr-only">Connections filters</legend>
        <label>
          Depth{' '}
          <select value={filters.depth} onChange={(e) => setFilters((f) => ({ ...f, depth: Number(e.target.value) }))} data-testid="connections-depth">
            <option value={1}>1 hop</option>
            <option value={2}>2 hops</option>
            <option value={3}>3 hops</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={filters.currentOnly} onChange={(e) => setFilters((f) => ({ ...f, currentOnly: e.target.checked }))} data-testid="connections-current" /> Current only
        </label>
        {NETWORK_EDGE_KINDS.map((k) => (
          <label key={k} className="small">
            <input type="checkbox" checked={filters.kinds.includes(k)} onChange={() => toggleKind(k)} /> {EDGE_WORDS[k]}
          </label>
        ))}
        <span className="spacer" />
        <button type="button" className="btn" aria-pressed={mode === 'table'} onClick={() => setMode(mode === 'graph' ? 'table' : 'graph')} data-testid="connections-mode">
          {mode === 'graph' ? 'Show as table' : 'Show as graph'}
        </button>
        <PaidButton call="network.expandQuote" args={{ id: companyId }} label="Expand company…" testId="connections-expand-root" sandbox={sandbox} />
      </fieldset>
      {error && <ErrorNotice error={error} testId="connections-error" />}
      {!view && !error && <p className="muted">Reading the library…</p>}
      {view && (
        <>
          <p className="muted small" data-testid="connections-summary">
            {view.nodes.length} nodes, {view.edges.length} links{view.truncated ? ' (cut at the node limit)' : ''}
            {view.group && view.group.size > 1 ? ` · group of ${view.group.size} companies through shared directors, ${view.group.struckOff} struck off` : ''}. Nothing is bought by opening this view.
          </p>
          <HubNote view={view} onSelect={setSelected} />
          <div className="connections-body">
            <div className="connections-main">
              {mode === 'graph' ? (
                <Suspense fallback={<p className="muted">Drawing…</p>}>
                  <ConnectionsGraph view={view} selected={selected} onSelect={setSelected} />
                  <ConnectionsLegend />
                </Suspense>
              ) : (
                <ConnectionsTable view={view} onSelect={setSelected} />
              )}
            </div>
            <aside className="connections-side">
              {selected && <NodeCard view={view} id={selected} sandbox={sandbox} />}
              <FlagList flags={view.flags} onSelect={setSelected} />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
