// First run: explore the sandbox (synthetic data, never billed) or enter an API key.
import { useState } from 'react';
import type { AppError } from '../../../shared/result';
import { hrefOf } from '../../router/routes';
import { navigate } from '../../router/routes';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { KeyForm, KeyStatus } from '../settings/key-form';

export function FirstRun() {
  const stores = useStores();
  const mode = useDomain('app', (s) => s.status?.mode ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  const explore = async () => {
    setBusy(true);
    const failure = await stores.app.getState().exploreSandbox();
    setBusy(false);
    setError(failure);
    if (!failure) {
      void stores.library.getState().refresh();
      navigate(hrefOf({ screen: 'registry' }));
    }
  };

  return (
    <section className="screen first-run" aria-labelledby="first-run-title" data-testid="screen-welcome">
      <h1 id="first-run-title">Welcome to Dossier</h1>
      <p className="lead">Mirror Indian company records into a local library you can review offline. Every paid call is priced first and needs your confirmation.</p>
      <div className="cards">
        <div className="card">
          <h2>Explore the sandbox</h2>
          <p>A fixed set of 52 synthetic companies and LLPs with the same shapes as live data. Nothing is billed.</p>
          <button type="button" className="btn btn-primary" onClick={explore} disabled={busy} data-testid="use-sandbox">
            {busy ? 'Setting up…' : 'Explore the sandbox'}
          </button>
          {error && <ErrorNotice error={error} testId="sandbox-error" />}
        </div>
        <div className="card">
          <h2>Use my API key</h2>
          <p>A live key reaches every company and is billed per call from your prepaid wallet; a test key reaches the sandbox only.</p>
          <KeyForm submitLabel="Use this key" onSaved={() => navigate(hrefOf({ screen: 'library' }))} />
          {mode !== 'unconfigured' && <KeyStatus />}
        </div>
      </div>
    </section>
  );
}
