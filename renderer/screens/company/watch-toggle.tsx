// The company's place on the watchlist: a toggle and the check interval. Watching buys nothing by
// itself; checks spend only within the monthly monitoring budget (Spend) or when run by hand. A
// company not mirrored yet is offered its mirror quote instead.
import { useEffect, useState } from 'react';
import { WATCH_INTERVAL } from '../../../shared/bridge/watch';
import { useDomain, useStores } from '../../state/context';

const INTERVALS = [1, 3, 7, 14, 30];

export function WatchToggle({ companyId }: { companyId: string }) {
  const stores = useStores();
  const entry = useDomain('changes', (s) => s.watchlist?.entries.find((e) => e.companyId === companyId) ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void stores.changes.getState().refresh();
  }, [stores]);
  const set = async (days: number | null) => {
    const failure = await stores.changes.getState().setWatched(companyId, days);
    // Only a mirrored company can be watched: one that is not gets its mirror quote, the same
    // dialog the Registry opens, so watching it is one consent away rather than a refusal.
    if (failure?.code === 'NOT_IN_LIBRARY') {
      setProblem(`${companyId} is not mirrored yet: its mirror quote is open. Watch it once the mirror has read it into the library.`);
      void stores.quote.getState().open('mirror.quote', { id: companyId, includeDirectors: true });
      return;
    }
    setProblem(failure ? failure.message : null);
  };
  const days = entry?.intervalDays ?? WATCH_INTERVAL.default;
  return (
    <span className="row small" data-testid="watch-toggle" data-watched={entry ? 'yes' : 'no'}>
      <label>
        <input type="checkbox" checked={entry !== null} onChange={(e) => void set(e.target.checked ? days : null)} data-testid="watch-checkbox" /> Watch
      </label>
      {entry && (
        <label>
          every{' '}
          <select value={days} onChange={(e) => void set(Number(e.target.value))} data-testid="watch-interval" aria-label="Check interval">
            {[...new Set([...INTERVALS, days])].sort((a, b) => a - b).map((d) => (
              <option key={d} value={d}>
                {d} day{d === 1 ? '' : 's'}
              </option>
            ))}
          </select>
        </label>
      )}
      {problem && (
        <span role="alert" className="warn">
          {problem}
        </span>
      )}
    </span>
  );
}
