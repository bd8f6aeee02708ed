// The book's paid actions: mirror, refresh or fetch every company under one quote (priced company by
// company, its progress shown while it is priced), run as one book action the Activity screen shows
// with its companies under it; and Watch: the book's mirrored companies on the watchlist, then a
// check of them at its own price.
import { useState } from 'react';
import type { BookActionKind, BookWatchView } from '../../../shared/bridge/portfolio';
import { formatRupees } from '../../../shared/money';
import type { AppError } from '../../../shared/result';
import { hrefOf } from '../../router/routes';
import { offlineReason } from '../../state/app-store';
import { useBridge, useDomain, useStores } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';

const KINDS: Array<{ kind: BookActionKind; label: string }> = [
  { kind: 'mirror', label: 'Mirror the book…' },
  { kind: 'refresh', label: 'Refresh the book…' },
  { kind: 'fetch', label: 'Fetch missing PDFs…' },
];

export function BookActions({ bookId }: { bookId: string }) {
  const stores = useStores();
  const bridge = useBridge();
  const offline = useDomain('app', (s) => offlineReason(s));
  const [watch, setWatch] = useState<BookWatchView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const onWatch = async () => {
    const result = await settle(bridge.call('portfolio.watch', { id: bookId }));
    if (result.ok) {
      setWatch(result.value);
      setError(null);
    } else setError(result.error);
  };
  const runCheck = async () => {
    if (!watch) return;
    const result = await settle(bridge.call('watch.runCheck', { checkId: watch.check.checkId }));
    if (result.ok) {
      setChecked(`Check ${result.value.state}: see Changes for what it found.`);
      setWatch(null);
    } else setError(result.error);
  };
  const check = watch?.check;
  return (
    <fieldset className="book-actions" data-testid="book-actions">
      <legend className="sr-only">Book actions</legend>
      {KINDS.map((k) => (
        <button
          key={k.kind}
          type="button"
          className="btn"
          disabled={offline !== null}
          title={offline ?? 'Priced first: the quote shows the price and the wallet after'}
          onClick={() => void stores.quote.getState().open('portfolio.quoteAction', { id: bookId, kind: k.kind })}
          data-testid={`book-action-${k.kind}`}
        >
          {k.label}
        </button>
      ))}
      <button type="button" className="btn" onClick={() => void onWatch()} data-testid="book-action-watch">
        Watch the book…
      </button>
      <a className="btn btn-link" href={hrefOf({ screen: 'activity' })}>
        Activity
      </a>
      {watch && check && (
        <div className="notice" role="status" data-testid="book-watch">
          {watch.added.length} added to the watchlist, {watch.alreadyWatched.length} already on it
          {watch.notMirrored.length > 0 ? `, ${watch.notMirrored.length} not mirrored (mirror them first)` : ''}. A check of them now costs{' '}
          {formatRupees(check.totalPaisa)}
          {check.mostPaisa > check.totalPaisa ? ` (up to ${formatRupees(check.mostPaisa)})` : ''}
          {check.sandbox ? ' (sandbox, not billed)' : ''}.{' '}
          {check.blockedReason ? (
            <span>{check.blockedReason}</span>
          ) : (
            <button type="button" className="btn" onClick={() => void runCheck()} data-testid="book-watch-check">
              Check now for {formatRupees(check.totalPaisa)}
            </button>
          )}
        </div>
      )}
      {checked && (
        <p className="small" role="status">
          {checked}
        </p>
      )}
      {error && <ErrorNotice error={error} testId="book-action-error" />}
    </fieldset>
  );
}
