// Small labels that recur: freshness (reasons in a tooltip), unlock state, SANDBOX.
import type { FreshnessView, UnlockView } from '../../shared/bridge/views';
import { ageBasis } from '../../shared/freshness';
import { freshnessBadgeText, SANDBOX_TITLE, unlockLabel } from './label-words';

export function SandboxLabel({ title = SANDBOX_TITLE }: { title?: string }) {
  return (
    <span className="label label-sandbox" data-testid="sandbox-label" title={title}>
      SANDBOX
    </span>
  );
}

/**
 * The badge with its reasons in a tooltip. Alone (a company's header) it is a Tab stop so the
 * reasons show from the keyboard; in a table row (`tipId` given) it is not, the row being the Tab
 * stop and the reasons its description.
 */
export function FreshnessBadge({ freshness, tipId }: { freshness: FreshnessView; tipId?: string }) {
  return (
    <span className="tip" data-testid="freshness-badge" data-badge={freshness.badge}>
      {/* Focusable alone, so the reasons show from the keyboard. */}
      <span className={`badge badge-${freshness.badge}`} tabIndex={tipId ? undefined : 0}>
        {freshnessBadgeText(freshness)}
      </span>
      <span className="tip-body" role="tooltip" id={tipId}>
        {freshness.reasons.length > 0 ? (
          <ul>
            {/* What the age on the badge is measured from, before the facts it is made of. */}
            <li data-testid="freshness-basis">{ageBasis(freshness)}</li>
            {freshness.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : (
          'No freshness information yet'
        )}
      </span>
    </span>
  );
}

export function UnlockLabel({ unlock }: { unlock: UnlockView }) {
  return (
    <span className={`label label-unlock-${unlock.state}`} data-testid="unlock-state" data-state={unlock.state}>
      {unlockLabel(unlock)}
    </span>
  );
}
