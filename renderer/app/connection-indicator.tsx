// Online/offline in the header, and a banner while paid actions are unavailable.
import { offlineReason } from '../state/app-store';
import { useDomain } from '../state/context';

export function ConnectionIndicator() {
  const reason = useDomain('app', (s) => offlineReason(s));
  return (
    <span
      className={`conn ${reason ? 'conn-off' : 'conn-on'}`}
      role="status"
      data-testid="connection"
      data-online={reason ? 'false' : 'true'}
      title={reason ?? 'Connected'}
    >
      <span className="conn-dot" aria-hidden="true" />
      {reason ? 'Offline' : 'Online'}
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
