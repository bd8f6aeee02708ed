// An error in words: what happened, what to do, and the API's code and requestId for support.
import type { AppError } from '../../shared/result';

const HIDDEN = new Set(['code', 'message', 'hint', 'requestId']);

export function ErrorNotice({ error, onDismiss, testId = 'error' }: { error: AppError; onDismiss?: () => void; testId?: string }) {
  const hint = typeof error.hint === 'string' ? error.hint : typeof error.nextStep === 'string' ? error.nextStep : null;
  const requestId = typeof error.requestId === 'string' ? error.requestId : null;
  const extras = Object.entries(error).filter(([k]) => !HIDDEN.has(k));
  return (
    <div className="notice notice-error" role="alert" data-testid={testId} data-code={error.code}>
      <div className="notice-body">
        <strong>{error.message}</strong>
        {hint && <div className="notice-hint">{hint}</div>}
        <details className="notice-details">
          <summary>Details</summary>
          <dl>
            <dt>Code</dt>
            <dd data-testid="error-code">{error.code}</dd>
            {requestId && (
              <>
                <dt>Request ID</dt>
                <dd data-testid="error-request-id">{requestId}</dd>
              </>
            )}
            {extras.map(([k, v]) => (
              <span key={k} className="notice-extra">
                <dt>{k}</dt>
                <dd>{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
              </span>
            ))}
          </dl>
        </details>
      </div>
      {onDismiss && (
        <button type="button" className="btn-icon" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
