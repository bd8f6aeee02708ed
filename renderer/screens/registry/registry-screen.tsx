// Registry search: a paid name/identifier resolve (priced on the button, confirmed in the quote
// dialog), the sandbox list on a test key, and "Mirror…" on every candidate.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { CompanyCandidateView } from '../../../shared/bridge/registry-candidates';
import { offlineReason } from '../../state/app-store';
import { useDomain, useStores } from '../../state/context';
import { SandboxLabel } from '../../ui/badges';
import { ErrorNotice } from '../../ui/error-notice';
import { plural } from '../../ui/format';
import { CandidatesTable } from './candidates-table';
import { resultNote } from './result-note';
import { useResolvePrice } from './use-resolve-price';

export function RegistryScreen() {
  const stores = useStores();
  const { query, sandbox, sandboxLoaded, result, error } = useDomain('registry', (s) => s);
  const status = useDomain('app', (s) => s.status);
  const offline = useDomain('app', (s) => offlineReason(s));
  const companies = useDomain('library', (s) => s.companies);
  const [includeDirectors, setIncludeDirectors] = useState(false);
  const onTestKey = status?.mode === 'sandbox' || status?.keyKind === 'test';
  const price = useResolvePrice(query, offline === null || onTestKey);

  useEffect(() => {
    if (onTestKey) void stores.registry.getState().refresh();
  }, [stores, onTestKey]);

  const mirrored = useMemo(() => new Set(companies.map((c) => c.id)), [companies]);
  // A company search finds companies; director candidates would need a table of their own.
  const candidates = useMemo(() => (result?.candidates ?? []).filter((c): c is CompanyCandidateView => c.kind === 'company'), [result]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') return;
    void stores.quote.getState().open('registry.quoteResolve', { query: query.trim() });
  };
  const blocked = offline !== null && !onTestKey;

  return (
    <section className="screen" aria-labelledby="registry-title" data-testid="screen-registry">
      <div className="screen-head">
        <h1 id="registry-title">Registry search</h1>
        {onTestKey && <SandboxLabel />}
      </div>
      <search aria-label="Search the registry">
      <form className="form row" onSubmit={search}>
        <input
          type="search"
          className="grow"
          placeholder="Company name, CIN, FCIN or LLPIN"
          aria-label="Company name or identifier"
          value={query}
          onChange={(e) => stores.registry.getState().setQuery(e.target.value)}
          data-testid="registry-query"
        />
        <button type="submit" className="btn btn-primary" disabled={query.trim() === '' || blocked} title={blocked ? (offline ?? undefined) : 'Shows the price first'} data-testid="registry-search">
          {price ? `Search the registry (${price})…` : 'Search the registry…'}
        </button>
        <label className="inline">
          <input type="checkbox" checked={includeDirectors} onChange={(e) => setIncludeDirectors(e.target.checked)} data-testid="include-directors" /> Mirror with director profiles
        </label>
      </form>
      </search>
      {error && <ErrorNotice error={error} />}
      {result && (
        <section aria-label="Registry matches" className="section">
          <h2>
            {plural(candidates.length, 'match', 'matches')} {result.sandbox && <SandboxLabel />}
          </h2>
          {resultNote(result) && (
            <p className="note" data-testid="registry-note">
              {resultNote(result)}
            </p>
          )}
          {candidates.length > 0 && <CandidatesTable rows={candidates} mirrored={mirrored} includeDirectors={includeDirectors} sandbox={result.sandbox} testId="candidates-table" />}
        </section>
      )}
      {onTestKey && (
        <section aria-label="Sandbox companies" className="section">
          <h2>
            Sandbox companies <SandboxLabel />
          </h2>
          <p className="muted">A test key reaches only this fixed set. Mirroring them is free.</p>
          {sandboxLoaded ? <CandidatesTable rows={sandbox} mirrored={mirrored} includeDirectors={includeDirectors} sandbox testId="sandbox-table" /> : <p className="muted">Loading…</p>}
        </section>
      )}
    </section>
  );
}
