// Settings → Assistant: the exact configuration an MCP client (Claude Desktop, VS Code, Cursor)
// needs to start Dossier's library connector on this library, with a copy button; whether an
// assistant is connected; the assistant budget; and what assistants asked for lately.
import { useEffect, useState } from 'react';
import type { AssistantRequestView, AssistantView } from '../../../shared/bridge/assistant';
import { formatRupees } from '../../../shared/money';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash } from '../../ui/format';
import { RupeeInput } from '../../ui/rupee-input';

/** Settings → Assistant asks again this often, so "connected" follows a client that comes or goes. */
const REFRESH_MS = 15_000;

function ConnectionLine({ view }: { view: AssistantView }) {
  const latest = view.sessions[0];
  const who = (s: NonNullable<typeof latest>) => [s.clientName ?? 'an MCP client', s.clientVersion].filter(Boolean).join(' ');
  if (view.connected && latest) {
    return (
      <p className="assistant-connected" data-testid="assistant-connection" data-connected="true">
        Connected: {who(latest)}, last seen {dateTimeOrDash(latest.lastSeenAt)}.
      </p>
    );
  }
  return (
    <p className="muted" data-testid="assistant-connection" data-connected="false">
      {latest ? `No assistant connected now; the last was ${who(latest)}, until ${dateTimeOrDash(latest.endedAt ?? latest.lastSeenAt)}.` : 'No assistant has connected yet.'}
    </p>
  );
}

function ClientConfig({ view }: { view: AssistantView }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(view.config.json);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="assistant-config">
      <p className="small">
        Paste this into the assistant&rsquo;s MCP configuration: Claude Desktop&rsquo;s <code>claude_desktop_config.json</code>, Cursor&rsquo;s{' '}
        <code>~/.cursor/mcp.json</code>, or VS Code&rsquo;s <code>.vscode/mcp.json</code> (there the key is <code>servers</code> instead of{' '}
        <code>mcpServers</code>). Then restart the assistant.
      </p>
      <pre className="mono small" data-testid="assistant-config">
        {view.config.json}
      </pre>
      <div className="row">
        <button type="button" className="btn" onClick={copy} data-testid="assistant-copy">
          Copy configuration
        </button>
        {copied === 'yes' && <span className="muted small">Copied</span>}
        {copied === 'failed' && <span className="muted small">Could not copy: select the text above and copy it.</span>}
      </div>
      <p className="muted small">
        Reading the library is free and works offline. Paid tools use the command line&rsquo;s API key (set it with <code>dossier key set</code>) and
        never run without you: within the budget below, or after you allow them here.
      </p>
    </div>
  );
}

const STATE_WORDS: Record<AssistantRequestView['state'], string> = {
  pending: 'waiting for you',
  approved: 'allowed',
  declined: 'declined',
  expired: 'not answered in time',
  ran: 'ran',
  failed: 'failed',
};

function RecentRequests({ requests }: { requests: AssistantRequestView[] }) {
  if (requests.length === 0) return <p className="muted small">No paid call asked for by an assistant yet.</p>;
  return (
    <table className="table" data-testid="assistant-requests">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Tool</th>
          <th scope="col">About</th>
          <th scope="col" className="num">
            Quoted
          </th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((r) => (
          <tr key={r.requestId} data-testid="assistant-request" data-state={r.state}>
            <td className="small">{dateTimeOrDash(r.createdAt)}</td>
            <td className="mono">{r.tool}</td>
            <td className="mono">{r.subject}</td>
            <td className="num">{formatRupees(r.quote.totalPaisa)}</td>
            <td>
              {STATE_WORDS[r.state]}
              {r.answeredBy === 'budget' ? ' (within the budget)' : r.answeredBy === 'analyst' ? ' (by you)' : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AssistantSection() {
  const stores = useStores();
  const { view, error } = useDomain('assistant', (s) => s);
  useEffect(() => {
    const refresh = () => void stores.assistant.getState().refresh();
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [stores]);
  const saveBudget = async (paisa: number | null) => (await stores.assistant.getState().setBudget(paisa ?? 0))?.message ?? null;

  return (
    <section className="section" aria-label="Assistant" data-testid="settings-assistant">
      <h2>Assistant</h2>
      <p className="small">
        An AI assistant can read this library through Dossier&rsquo;s library connector: companies, filings, the text of every stored PDF, figures by FY,
        findings and notes, each answer citing where it came from.
      </p>
      {error && <ErrorNotice error={error} />}
      {view && (
        <>
          <ConnectionLine view={view} />
          <ClientConfig view={view} />
          <RupeeInput
            id="assistant-budget"
            label="Assistant budget: what an assistant may spend without asking you (₹0: every paid call asks)"
            valuePaisa={view.budgetPaisa}
            submitLabel="Save"
            onSubmit={saveBudget}
            testId="assistant-budget"
          />
          <p className="muted small" data-testid="assistant-budget-use">
            {view.budgetSetAt
              ? `Since ${dateTimeOrDash(view.budgetSetAt)}: ${formatRupees(view.budgetUsedPaisa)} agreed to at quoted prices, ${formatRupees(view.budgetLeftPaisa)} left; ${formatRupees(view.spentSinceSetPaisa)} spent.`
              : 'No budget set: every paid call an assistant confirms waits for you in the quote dialog.'}{' '}
            A single call at or above {formatRupees(view.confirmThresholdPaisa)} (your confirmation threshold) always asks.
          </p>
          <h3>Asked by assistants</h3>
          <RecentRequests requests={view.recent} />
        </>
      )}
    </section>
  );
}
