// Settings → Team: the team database's URL and this analyst's password, kept apart: the password
// field is type=password, never filled back, and goes to the OS keychain (the core checks the
// login once before it keeps anything). With DOSSIER_TEAM_URL set the environment decides and the
// form is shown disabled, saying so.
import { type FormEvent, useEffect, useState } from 'react';
import type { TeamStatusView } from '../../../shared/bridge/team';
import type { AppError } from '../../../shared/result';
import { useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';

const URL_RULE = 'postgres://role@host:port/database (the password goes in its own field)';

export function TeamConnectForm({ status }: { status: TeamStatusView }) {
  const stores = useStores();
  const fromEnv = status.source === 'environment';
  const [url, setUrl] = useState(status.url ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => setUrl(status.url ?? ''), [status.url]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fromEnv || busy || url.trim() === '') return;
    setBusy(true);
    setError(null);
    const failure = await stores.team.getState().connect(url.trim(), password === '' ? null : password);
    // Whatever happened, the password does not stay on the screen.
    setPassword('');
    setBusy(false);
    setError(failure);
  };
  return (
    <form className="form" onSubmit={submit} data-testid="team-connect-form" noValidate aria-busy={busy}>
      {fromEnv && (
        <p className="small" data-testid="team-env-override">
          <strong>DOSSIER_TEAM_URL</strong> in the environment decides the team database for this run; the settings below cannot change it.
        </p>
      )}
      <label htmlFor="team-url">Team database URL</label>
      <p className="muted small" id="team-url-rule">
        {URL_RULE}.
      </p>
      <div className="row">
        <input
          id="team-url"
          type="text"
          className="mono grow"
          value={url}
          placeholder="postgres://asha@db.firm.internal:5432/dossier_team"
          autoComplete="off"
          spellCheck={false}
          disabled={fromEnv}
          aria-describedby="team-url-rule"
          onChange={(e) => setUrl(e.target.value)}
          data-testid="team-url"
        />
      </div>
      <label htmlFor="team-password">Password {status.configured && status.source === 'settings' ? '(kept in the keychain; type it only to change it)' : ''}</label>
      <div className="row">
        <input
          id="team-password"
          type="password"
          className="mono grow"
          value={password}
          autoComplete="new-password"
          disabled={fromEnv}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="team-password"
        />
        <button type="submit" className="btn btn-primary" disabled={fromEnv || busy || url.trim() === ''} data-testid="team-connect">
          {busy ? 'Connecting…' : 'Connect'}
        </button>
      </div>
      {error && <ErrorNotice error={error} testId="team-connect-error" />}
    </form>
  );
}
