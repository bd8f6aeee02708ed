// The team library in the header: synced how long ago, how many changes behind, or out of reach
// (the app then works on the local library and says so). A click opens Settings → Team.
import { useEffect, useState } from 'react';
import { formatAge } from '../../shared/dates';
import { hrefOf } from '../router/routes';
import { useDomain, useStores } from '../state/context';
import { teamIndicatorText } from '../state/team-store';

/** "Synced 2 min ago" moves on by itself: the header re-reads the clock this often. */
const TICK_MS = 30_000;

/** Settings → Team once the screen has drawn (the section sits below the others): a few frames at most. */
export function focusTeamSection(framesLeft = 10): void {
  requestAnimationFrame(() => {
    const section = document.getElementById('settings-team');
    if (!section) {
      if (framesLeft > 0) focusTeamSection(framesLeft - 1);
      return;
    }
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled])')?.focus();
  });
}

export function TeamIndicator() {
  const stores = useStores();
  const status = useDomain('team', (s) => s.status);
  const progress = useDomain('team', (s) => s.progress);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    void stores.team.getState().refresh();
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [stores]);
  // A status or a sync that lands is measured against the clock of its arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock re-reads when what it measures changes
  useEffect(() => setNow(Date.now()), [status, progress]);
  const text = teamIndicatorText(status, progress, now, formatAge);
  if (!text) return null;
  const state =
    progress?.state === 'running'
      ? 'syncing'
      : status?.reachable === false
        ? 'unreachable'
        : (status?.behind ?? 0) > 0
          ? 'behind'
          : status?.lastSyncAt
            ? 'synced'
            : 'never';
  const title =
    status?.reachable === false
      ? `The team database is out of reach: Dossier works on your local library. ${status.problem ?? ''}`
      : `Team library ${status?.url ?? ''}`;
  return (
    <span role="status" aria-live="polite">
      <a
        className={`team-ind team-ind-${state}`}
        href={hrefOf({ screen: 'settings' })}
        onClick={() => focusTeamSection()}
        title={title}
        data-testid="team-indicator"
        data-state={state}
      >
        <span className="conn-dot" aria-hidden="true" />
        {text}
      </a>
    </span>
  );
}
