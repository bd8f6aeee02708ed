// Settings → Team: where this replica syncs to and how it stands (connected as <role>, schema
// version, last sync in IST and how long ago, behind by N changes, the last error), "Sync now"
// with its progress and a Cancel while it runs, Disconnect behind a confirmation, and the form
// that connects (team-connect-form.tsx).
import { useEffect, useState } from 'react';
import { formatAge } from '../../../shared/dates';
import type { TeamStatusView, TeamSyncProgress } from '../../../shared/bridge/team';
import type { AppError } from '../../../shared/result';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash } from '../../ui/format';
import { TeamConnectForm } from './team-connect-form';

function lastSync(iso: string | null): string {
  if (!iso) return 'never';
  return `${dateTimeOrDash(iso)} (${formatAge(Date.now() - Date.parse(iso))} ago)`;
}

function StatusFacts({ status }: { status: TeamStatusView }) {
  const where = status.reachable === false ? 'out of reach: working on your local library' : status.reachable ? `connected as ${status.role ?? '—'}` : '—';
  return (
    <dl className="facts" data-testid="team-status" data-reachable={String(status.reachable)}>
      <dt>Team database</dt>
      <dd className="mono" data-testid="team-status-url">
        {status.url}
        {status.source === 'environment' ? ' (from DOSSIER_TEAM_URL)' : ''}
      </dd>
      <dt>State</dt>
      <dd data-testid="team-status-state" className={status.reachable === false ? 'warn' : undefined}>
        {where}
      </dd>
      {status.reachable === false && status.problem && (
        <>
          <dt>Why</dt>
          <dd className="small">{status.problem}</dd>
        </>
      )}
      <dt>Schema version</dt>
      <dd>{status.schemaVersion ?? '—'}</dd>
      <dt>Last sync</dt>
      <dd data-testid="team-status-last-sync">{lastSync(status.lastSyncAt)}</dd>
      <dt>Behind</dt>
      <dd data-testid="team-status-behind">{status.behind === null ? '—' : status.behind === 0 ? 'up to date' : `${status.behind} change${status.behind === 1 ? '' : 's'}`}</dd>
      {status.lastError && status.lastError !== status.problem && (
        <>
          <dt>Last error</dt>
          <dd className="warn small" data-testid="team-status-error">
            {status.lastError}
          </dd>
        </>
      )}
      {status.nextSyncAt && (
        <>
          <dt>Next sync</dt>
          <dd className="small muted">{dateTimeOrDash(status.nextSyncAt)} (in the background while Dossier runs)</dd>
        </>
      )}
    </dl>
  );
}

function SyncProgress({ progress }: { progress: TeamSyncProgress }) {
  const stores = useStores();
  const of = progress.head === null ? null : Math.max(0, progress.head - progress.from);
  return (
    <div className="row small" data-testid="team-sync-progress">
      <label htmlFor="team-sync-bar">{of ? `Pulling change ${Math.min(progress.applied, of)} of ${of}…` : 'Syncing…'}</label>
      <progress id="team-sync-bar" max={of ?? undefined} value={of ? Math.min(progress.applied, of) : undefined} />
      <button type="button" className="btn" onClick={() => void stores.team.getState().cancelSync()} data-testid="team-sync-cancel">
        Cancel
      </button>
    </div>
  );
}

function SyncAndDisconnect({ status, progress }: { status: TeamStatusView; progress: TeamSyncProgress | null }) {
  const stores = useStores();
  const [error, setError] = useState<AppError | null>(null);
  const [asking, setAsking] = useState(false);
  const running = progress?.state === 'running';
  const sync = async () => setError(await stores.team.getState().syncNow());
  const disconnect = async () => {
    setError(await stores.team.getState().disconnect());
    setAsking(false);
  };
  return (
    <>
      {running && progress ? (
        <SyncProgress progress={progress} />
      ) : (
        <div className="row">
          <button type="button" className="btn" onClick={() => void sync()} data-testid="team-sync-now">
            Sync now
          </button>
          {/* A failure is the status's "Last error" above; a cancel and a success are said here. */}
          {progress && (progress.state === 'done' || progress.state === 'cancelled') && (
            <span className="muted small" data-testid="team-sync-last" data-state={progress.state}>
              {progress.state === 'done' ? `Last sync pulled ${progress.applied} change${progress.applied === 1 ? '' : 's'}.` : progress.error?.message}
            </span>
          )}
          <span className="grow" />
          {status.source === 'settings' &&
            (asking ? (
              <span className="row">
                <span>Forget this team database on this desktop? The local library keeps everything.</span>
                <button type="button" className="btn btn-danger" onClick={() => void disconnect()} data-testid="team-disconnect-confirm">
                  Disconnect
                </button>
                <button type="button" className="btn" onClick={() => setAsking(false)}>
                  Keep
                </button>
              </span>
            ) : (
              <button type="button" className="btn btn-danger" onClick={() => setAsking(true)} data-testid="team-disconnect">
                Disconnect…
              </button>
            ))}
        </div>
      )}
      {error && error.message !== status.lastError && <ErrorNotice error={error} onDismiss={() => setError(null)} testId="team-sync-error" />}
    </>
  );
}

export function TeamSection() {
  const stores = useStores();
  const { status, progress, error } = useDomain('team', (s) => s);
  useEffect(() => {
    void stores.team.getState().refresh();
  }, [stores]);
  return (
    <section className="section" id="settings-team" aria-label="Team" data-testid="settings-team">
      <h2>Team</h2>
      <p className="small">
        A firm&rsquo;s shared record on PostgreSQL: what colleagues bought and wrote arrives here, what you buy goes to them, and nothing is bought twice.
        This library stays a full offline copy.
      </p>
      {error && <ErrorNotice error={error} />}
      {status?.configured && (
        <>
          <StatusFacts status={status} />
          <SyncAndDisconnect status={status} progress={progress} />
        </>
      )}
      {status && <TeamConnectForm status={status} />}
    </section>
  );
}
