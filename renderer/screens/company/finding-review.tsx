// The review of one finding: who accepted or dismissed it, when and why, and the buttons to
// accept, dismiss (each with an optional comment, asked for inline) or reopen it. Shared with the
// team through the library, so a colleague's review shows their team role.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ReviewedFinding, type ReviewState, reviewWords } from '../../../shared/bridge/reports';
import type { AppError } from '../../../shared/result';
import { useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';

function CommentForm({ state, onSend, onCancel }: { state: 'accepted' | 'dismissed'; onSend: (comment: string) => void; onCancel: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  useEffect(() => input.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSend(comment.trim());
  };
  const verb = state === 'accepted' ? 'Accept' : 'Dismiss';
  return (
    <form className="finding-review-form" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel()} data-testid="finding-review-form">
      <input
        ref={input}
        type="text"
        className="finding-review-comment"
        value={comment}
        maxLength={2000}
        onChange={(e) => setComment(e.target.value)}
        placeholder={state === 'dismissed' ? 'Why it does not matter (optional)' : 'Comment (optional)'}
        aria-label={`${verb} comment (optional)`}
        data-testid="finding-review-comment"
      />
      <button type="submit" className="btn btn-primary" data-testid="finding-review-confirm">
        {verb}
      </button>
      <button type="button" className="btn" onClick={onCancel} data-testid="finding-review-cancel">
        Cancel
      </button>
    </form>
  );
}

/**
 * Puts the keyboard back on the finding's review buttons once the review is drawn: the form that
 * had it is gone, and a dismissed (or reopened) finding is drawn again in another group.
 */
function focusReviewOf(key: string): void {
  requestAnimationFrame(() => {
    const box = [...document.querySelectorAll<HTMLElement>('[data-testid="finding-review"]')].find((e) => e.dataset.key === key);
    box?.querySelector<HTMLButtonElement>('button')?.focus();
  });
}

export function FindingReview({ finding }: { finding: ReviewedFinding }) {
  const stores = useStores();
  const [asking, setAsking] = useState<'accepted' | 'dismissed' | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const state = finding.review?.state ?? 'open';
  const words = state === 'open' ? null : reviewWords(finding.review);
  const send = async (next: ReviewState, comment?: string) => {
    const failed = await stores.findings.getState().review(finding.key, next, comment);
    setError(failed);
    if (!failed) {
      setAsking(null);
      focusReviewOf(finding.key);
    }
  };
  const cancel = () => {
    setAsking(null);
    focusReviewOf(finding.key);
  };
  return (
    <div className="finding-review" data-testid="finding-review" data-state={state} data-key={finding.key}>
      {words && (
        <span className="finding-review-words small" data-testid="finding-review-words">
          {words}
        </span>
      )}
      {asking ? (
        <CommentForm state={asking} onSend={(c) => void send(asking, c)} onCancel={cancel} />
      ) : state === 'open' ? (
        <span className="finding-review-actions">
          <button type="button" className="btn" onClick={() => setAsking('accepted')} aria-label={`Accept: ${finding.title}`} data-testid="finding-accept">
            Accept…
          </button>
          <button type="button" className="btn" onClick={() => setAsking('dismissed')} aria-label={`Dismiss: ${finding.title}`} data-testid="finding-dismiss">
            Dismiss…
          </button>
        </span>
      ) : (
        <button type="button" className="btn" onClick={() => void send('open')} aria-label={`Reopen: ${finding.title}`} data-testid="finding-reopen">
          Reopen
        </button>
      )}
      {error && <ErrorNotice error={error} onDismiss={() => setError(null)} testId="finding-review-error" />}
    </div>
  );
}
