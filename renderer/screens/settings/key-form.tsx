// Enter or replace the API key. The key goes to the core once and never comes back: afterwards
// only its masked form, its kind (live/test) and the wallet are shown.
import { type FormEvent, useState } from 'react';
import type { AppError } from '../../../shared/result';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { rupeesOrDash } from '../../ui/format';

export function KeyStatus() {
  const status = useDomain('app', (s) => s.status);
  if (!status?.keyMasked) return <p className="muted">No API key is set.</p>;
  return (
    <dl className="facts" data-testid="key-status">
      <dt>Key</dt>
      <dd className="mono" data-testid="key-masked">
        {status.keyMasked}
      </dd>
      <dt>Kind</dt>
      <dd data-testid="key-kind">{status.keyKind === 'test' ? 'Test key (sandbox only, never billed)' : status.keyKind === 'live' ? 'Live key (billed)' : '—'}</dd>
      <dt>Wallet</dt>
      <dd className="num" data-testid="key-wallet">
        {rupeesOrDash(status.walletPaisa)}
      </dd>
    </dl>
  );
}

export function KeyForm({ submitLabel = 'Save key', onSaved }: { submitLabel?: string; onSaved?: () => void }) {
  const stores = useStores();
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = apiKey.trim();
    if (trimmed.length < 10) {
      setError({ code: 'KEY_TOO_SHORT', message: 'That does not look like an API key: keys are at least 10 characters.' });
      return;
    }
    setBusy(true);
    const failure = await stores.app.getState().setKey(trimmed);
    setBusy(false);
    setError(failure);
    if (!failure) {
      setApiKey(''); // do not keep the key in the page any longer than needed
      onSaved?.();
    }
  };

  return (
    <form className="form key-form" onSubmit={submit} data-testid="key-form">
      <label htmlFor="api-key">API key</label>
      <div className="row">
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          className="mono grow"
          placeholder="svc_live_… or svc_test_…"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          data-testid="key-input"
        />
        <button type="submit" className="btn btn-primary" disabled={busy || apiKey.trim() === ''} data-testid="key-save">
          {busy ? 'Checking…' : submitLabel}
        </button>
      </div>
      {error && <ErrorNotice error={error} testId="key-error" />}
    </form>
  );
}
