// Why a quote cannot be confirmed. A block that came from an error (the registry's answer, no
// answer, the budget guard, the wallet) is shown as an error, carrying its code for support and
// tests; other blocks (offline, expired, already running) are a plain status line.
import type { QuoteBlockedError } from '../../shared/bridge/views';

export function QuoteBlocked({ reason, error }: { reason: string; error: QuoteBlockedError | null }) {
  if (!error) {
    return (
      <div className="note note-blocked" data-testid="quote-blocked" role="status">
        {reason}
      </div>
    );
  }
  // The reason is often the message with its hint already in words; the hint is not said twice.
  const hint = error.hint && !reason.includes(error.hint) ? error.hint : null;
  return (
    <div className="notice notice-error" data-testid="quote-blocked" role="alert" data-code={error.code}>
      <div className="notice-body">
        <strong>{reason}</strong>
        {hint && <div className="notice-hint">{hint}</div>}
        <details className="notice-details">
          <summary>Details</summary>
          <dl>
            <dt>Code</dt>
            <dd data-testid="quote-blocked-code">{error.code}</dd>
            {error.requestId && (
              <>
                <dt>Request ID</dt>
                <dd data-testid="quote-blocked-request-id">{error.requestId}</dd>
              </>
            )}
            {error.status !== undefined && (
              <>
                <dt>HTTP status</dt>
                <dd>{error.status}</dd>
              </>
            )}
          </dl>
        </details>
      </div>
    </div>
  );
}
