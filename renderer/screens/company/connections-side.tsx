// Beside the drawing: the card of the node clicked (what it is, the records behind it, what can be
// opened or bought) and the red flags of the network, each with its sources.
import { collapseWords, HUB_LINKS, type NetworkFlag, type NetworkView } from '../../../shared/bridge/network';
import { companyHref, directorHref } from '../../router/routes';
import { PaidButton } from '../../ui/paid-button';
import { SEVERITY } from './report-links';
import { EDGE_WORDS, KIND_WORDS } from './connections-style';

export function NodeCard({ view, id, sandbox }: { view: NetworkView; id: string; sandbox: boolean }) {
  const node = view.nodes.find((n) => n.id === id);
  if (!node) return null;
  const links = view.edges.filter((e) => e.from === id || e.to === id);
  const label = new Map(view.nodes.map((n) => [n.id, n.label]));
  const sources = [...new Map([...(node.disqualifiedBy ?? []), ...links.flatMap((e) => e.sources)].map((s) => [`${s.record}:${s.id}`, s])).values()];
  return (
    <section className="section node-card" aria-labelledby="node-card-title" data-testid="connections-card" data-id={id}>
      <h2 id="node-card-title" className="subhead">{node.label}</h2>
      <p className="muted small">
        {KIND_WORDS[node.kind]} · <span className="mono">{node.id}</span>
        {node.status ? ` · ${node.status}` : ''} · {node.inLibrary ? 'in the library' : node.kind === 'company' ? 'known from a profile or a charge' : node.kind === 'director' ? 'profile not bought' : 'from the records below'}
      </p>
      {node.collapsed && (
        <p className="small" data-testid="connections-card-collapsed">
          Not expanded: {node.collapsed.map(collapseWords).join('; ')}. A hub this large would pull much of the library into the drawing.
        </p>
      )}
      <ul className="small">
        {links.slice(0, 12).map((e) => (
          <li key={e.id}>
            {label.get(e.from) ?? e.from} — {EDGE_WORDS[e.kind].toLowerCase()} — {label.get(e.to) ?? e.to}
          </li>
        ))}
        {links.length > 12 && <li className="muted">and {links.length - 12} more (table view)</li>}
      </ul>
      <div className="actions">
        {node.kind === 'company' && node.inLibrary && node.id !== view.root && <a href={companyHref(node.id, 'connections')}>Open company</a>}
        {node.kind === 'company' && !node.inLibrary && <PaidButton call="mirror.quote" args={{ id: node.id }} label="Mirror…" testId="connections-mirror" sandbox={sandbox} />}
        {node.kind === 'company' && node.inLibrary && <PaidButton call="network.expandQuote" args={{ id: node.id }} label="Expand company…" testId="connections-expand-company" sandbox={sandbox} />}
        {node.kind === 'director' && node.inLibrary && <a href={directorHref(node.id)}>Open director</a>}
        {node.kind === 'director' && <PaidButton call="network.expandQuote" args={{ id: node.id }} label="Expand…" testId="connections-expand" sandbox={sandbox} />}
      </div>
      <details>
        <summary>Sources ({sources.length})</summary>
        <ul className="small">
          {sources.map((s) => (
            <li key={`${s.record}:${s.id}`}>{s.label}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The hubs the neighbourhood counted instead of walking through ("HDFC Bank Limited: 2,314 companies it holds charges on, not expanded"). */
export function HubNote({ view, onSelect }: { view: NetworkView; onSelect: (id: string) => void }) {
  const hubs = view.nodes.filter((n) => n.collapsed);
  if (hubs.length === 0) return null;
  return (
    <p className="muted small" data-testid="connections-hubs">
      Not expanded (shared by more than {HUB_LINKS} companies, the graph would explode):{' '}
      {hubs.map((n, i) => (
        <span key={n.id}>
          {i > 0 ? '; ' : ''}
          <button type="button" className="link-button" onClick={() => onSelect(n.id)}>
            {n.label}
          </button>
          : {(n.collapsed ?? []).map(collapseWords).join(', ')}
        </span>
      ))}
      .
    </p>
  );
}

function FlagItem({ flag, onSelect }: { flag: NetworkFlag; onSelect: (id: string) => void }) {
  const severity = SEVERITY[flag.severity];
  return (
    <li className={`finding finding-${flag.severity}`} data-testid={`connections-flag-${flag.kind}`}>
      <div className="finding-head">
        <span className={`severity severity-${flag.severity}`}>
          <span aria-hidden="true">{severity.icon}</span> {severity.word}
        </span>
        <button type="button" className="link-button finding-title" onClick={() => onSelect(flag.nodeIds[0] ?? '')}>
          {flag.summary}
        </button>
      </div>
      <p className="finding-detail small">{flag.detail}</p>
      <ul className="evidence small" aria-label="Sources">
        {flag.sources.map((s) => (
          <li key={`${s.record}:${s.id}`}>{s.label}</li>
        ))}
      </ul>
    </li>
  );
}

export function FlagList({ flags, onSelect }: { flags: NetworkFlag[]; onSelect: (id: string) => void }) {
  return (
    <section className="section" aria-labelledby="connections-flags-title" data-testid="connections-flags">
      <h2 id="connections-flags-title" className="subhead">Red flags</h2>
      {flags.length === 0 ? (
        <p className="muted">Nothing to flag in what the library holds.</p>
      ) : (
        <ul className="finding-list">
          {flags.map((f) => (
            <FlagItem key={`${f.kind}-${f.summary}`} flag={f} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </section>
  );
}
