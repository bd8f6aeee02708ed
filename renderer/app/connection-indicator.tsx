// The header's connection, in the words that are true: Offline, No API key (the registry may be up,
// but nothing can be bought), Online; and a banner while paid actions are unavailable.
import { connectionWord, offlineReason } from '../state/app-store';
import { useDomain } from '../state/context';

export function ConnectionIndicator() {
  const reason = useDomain('app', (s) => offlineReason(s));
  const word = useDomain('app', (s) => connectionWord(s));
  const title = reason ?? (word === 'No API key' ? 'No API key is stored: the library is readable, paid actions need a key (Settings)' : 'Connected');
  return (
    <span
      className={`conn ${word === 'Online' ? 'conn-on' : 'conn-off'}`}
      role="status"
      data-testid="connection"
      data-online={reason ? 'false' : 'true'}
      data-state={word === 'Online' ? 'online' : word === 'Offline' ? 'offline' : 'no-key'}
      title={title}
    >
      <span className="conn-dot" aria-hidden="true" />
      {word}
    </span>
  );
}

export function OfflineBanner() {
  const reason = useDomain('app', (s) => offlineReason(s));
  if (!reason) return null;
  return (
    <div className="banner banner-offline" role="status" data-testid="offline-banner">
      Offline — the library stays readable; paid actions are disabled. {reason}
    </div>
  );
}
