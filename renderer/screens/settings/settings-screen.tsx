// Settings: key (masked; replace; remove), base URL, data folder, confirmation threshold, budget cap,
// the assistant and the team library.
import { useState } from 'react';
import type { AppError } from '../../../shared/result';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { RupeeInput } from '../../ui/rupee-input';
import { AssistantSection } from './assistant-section';
import { BaseUrlForm } from './base-url-form';
import { KeyForm, KeyStatus } from './key-form';
import { LibraryCheck } from './library-check';
import { TeamSection } from './team-section';

function RemoveKey() {
  const stores = useStores();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const remove = async () => {
    setError(await stores.app.getState().clearKey());
    setAsking(false);
  };
  if (!asking)
    return (
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)} data-testid="key-remove">
        Remove key…
      </button>
    );
  return (
    <fieldset className="row plain">
      <legend className="sr-only">Confirm removing the key</legend>
      <span>Remove the key from this computer? The library stays.</span>
      <button type="button" className="btn btn-danger" onClick={remove} data-testid="key-remove-confirm">
        Remove
      </button>
      <button type="button" className="btn" onClick={() => setAsking(false)}>
        Keep
      </button>
      {error && <ErrorNotice error={error} />}
    </fieldset>
  );
}

export function SettingsScreen() {
  const stores = useStores();
  const status = useDomain('app', (s) => s.status);
  if (!status) return <p className="muted pad">Loading…</p>;
  const save = (field: 'confirmThresholdPaisa' | 'sessionCapPaisa') => async (paisa: number | null) => {
    const failure = await stores.app.getState().updateSettings(field === 'confirmThresholdPaisa' ? { confirmThresholdPaisa: paisa ?? 0 } : { sessionCapPaisa: paisa });
    return failure?.message ?? null;
  };
  return (
    <section className="screen settings" aria-labelledby="settings-title" data-testid="screen-settings">
      <h1 id="settings-title">Settings</h1>
      <section className="section" aria-label="API key">
        <h2>API key</h2>
        <KeyStatus />
        <KeyForm submitLabel={status.keyMasked ? 'Replace key' : 'Save key'} />
        {status.keyMasked && <RemoveKey />}
      </section>
      <section className="section" aria-label="Connection">
        <h2>Connection</h2>
        <BaseUrlForm value={status.baseUrl} />
        {status.embedded && <p className="muted small">This is the embedded emulator: synthetic data, nothing billed.</p>}
      </section>
      <section className="section" aria-label="Money">
        <h2>Money</h2>
        <RupeeInput id="confirm-threshold" label="Confirmation threshold (quotes above it are marked as large)" valuePaisa={status.confirmThresholdPaisa} submitLabel="Save" onSubmit={save('confirmThresholdPaisa')} testId="confirm-threshold" />
        <RupeeInput id="budget-cap" label="Session budget cap (empty: no cap)" valuePaisa={status.sessionCapPaisa} allowEmpty submitLabel="Save" onSubmit={save('sessionCapPaisa')} testId="budget-cap" />
      </section>
      <AssistantSection />
      <TeamSection />
      <section className="section" aria-label="Library">
        <h2>Library</h2>
        <dl className="facts">
          <dt>Data folder</dt>
          <dd className="mono" data-testid="data-dir">
            {status.dataDir}
          </dd>
          <dt>Version</dt>
          <dd>{status.version}</dd>
        </dl>
        <LibraryCheck />
      </section>
    </section>
  );
}
