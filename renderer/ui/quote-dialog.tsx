// The one consent dialog of every paid action. It never confirms by itself: only the Confirm
// button (or Enter while the dialog has focus) runs the quoted action; Escape and Cancel close it.
// A paid call an assistant asked for comes here too, marked as such: Allow lets the connector run
// it, Decline (or Escape) tells the assistant no.
import { type KeyboardEvent, useRef } from 'react';
import type { Quote } from '../../shared/bridge/views';
import { formatRupees } from '../../shared/money';
import { hrefOf } from '../router/routes';
import { offlineReason } from '../state/app-store';
import { useDomain, useStores } from '../state/context';
import { confirmBlocker } from '../state/quote-store';
import { SandboxLabel } from './badges';
import { BookQuote } from './book-quote';
import { ErrorNotice } from './error-notice';
import { dateTimeOrDash } from './format';
import { QuoteBlocked } from './quote-blocked';
import { QuoteLines } from './quote-lines';
import { useFocusTrap } from './use-focus-trap';

export function QuoteDialog({ now = Date.now }: { now?: () => number }) {
  const stores = useStores();
  const { phase, quote, error, asked, pricing } = useDomain('quote', (s) => s);
  const offline = useDomain('app', (s) => offlineReason(s));
  const ref = useRef<HTMLDivElement>(null);
  const open = phase !== 'closed';
  useFocusTrap(ref, open);
  if (!open) return null;

  const close = () => stores.quote.getState().close();
  const blocker = phase === 'ready' ? confirmBlocker(quote, offline, now(), asked) : null;
  const canConfirm = phase === 'ready' && blocker === null;
  const confirm = () => {
    if (canConfirm) void stores.quote.getState().confirm();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName !== 'BUTTON') {
      // Buttons answer Enter themselves (Cancel must stay Cancel); elsewhere Enter means Confirm.
      event.preventDefault();
      confirm();
    }
  };

  return (
    <div className="overlay">
      <div
        ref={ref}
        className="dialog quote-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="quote-title"
        data-testid="quote-dialog"
        data-phase={phase}
        onKeyDown={onKeyDown}
      >
        <h2 id="quote-title">
          {quote ? quote.title : phase === 'needsKey' ? 'Add an API key' : phase === 'failed' ? 'Could not get a price' : 'Getting a price…'}
          {quote?.sandbox && <SandboxLabel />}
        </h2>
        {phase === 'quoting' && pricing && (
          <div className="pricing" data-testid="quote-pricing">
            <span className="muted small">
              Pricing the book: {pricing.done} of {pricing.total} companies (free calls)
            </span>
            <progress max={Math.max(pricing.total, 1)} value={pricing.done} aria-label={`Pricing the book: ${pricing.done} of ${pricing.total} companies`} />
          </div>
        )}
        {asked && (
          <p className="note note-assistant" data-testid="quote-asked">
            Asked by the assistant{asked.clientName ? ` (${asked.clientName})` : ''} through the library connector ({asked.tool}). It waits for
            your answer until {dateTimeOrDash(asked.expiresAt)}; Decline tells it no at once.
          </p>
        )}
        {quote && (
          <>
            <div className="muted small">
              {quote.subject} · priced {dateTimeOrDash(quote.createdAt)} · valid until {dateTimeOrDash(quote.expiresAt)}
            </div>
            {quote.nothingToBuy ? (
              <p className="note" data-testid="quote-nothing">
                {quote.nothingToBuy}. Nothing is bought.
              </p>
            ) : (
              <QuoteLines quote={quote} />
            )}
            {quote.book && <BookQuote book={quote.book} />}
            {quote.requiresConfirmation && (
              <p className="note note-large" data-testid="quote-large">
                Above your confirmation threshold.
              </p>
            )}
            {quote.sandbox && (
              <p className="note note-sandbox" data-testid="quote-sandbox-note">
                Sandbox — not billed
              </p>
            )}
          </>
        )}
        {phase === 'needsKey' && (
          <p className="note" data-testid="quote-needs-key">
            No API key is stored, so nothing can be priced or bought.{' '}
            <a href={hrefOf({ screen: 'settings' })} onClick={close} data-testid="quote-add-key">
              Add an API key
            </a>{' '}
            or{' '}
            <a href={hrefOf({ screen: 'welcome' })} onClick={close}>
              use the sandbox
            </a>
            . Everything in the library stays readable without one.
          </p>
        )}
        {blocker && !quote?.nothingToBuy && <QuoteBlocked reason={blocker} error={blocker === quote?.blockedReason ? (quote.blockedError ?? null) : null} />}
        {error && <ErrorNotice error={error} testId="quote-error" />}
        <div className="dialog-buttons">
          <button type="button" className="btn" onClick={close} data-testid="quote-cancel">
            {quote?.nothingToBuy || phase === 'needsKey' ? 'Close' : asked ? 'Decline' : 'Cancel'}
          </button>
          {!quote?.nothingToBuy && phase !== 'needsKey' && <button
            type="button"
            className="btn btn-primary"
            disabled={!canConfirm}
            onClick={confirm}
            data-testid="quote-confirm"
            title={blocker ?? undefined}
          >
            {phase === 'running' ? 'Running…' : quote ? `${asked ? 'Allow' : 'Confirm'} ${formatPrice(quote)}` : 'Confirm'}
          </button>}
        </div>
      </div>
    </div>
  );
}

/** The button says what is agreed to: the expected price, and the most when that is more. */
function formatPrice(quote: Quote): string {
  const price = quote.mostPaisa > quote.totalPaisa ? `${formatRupees(quote.totalPaisa)} (up to ${formatRupees(quote.mostPaisa)})` : formatRupees(quote.totalPaisa);
  return quote.sandbox ? `${price} (not billed)` : price;
}
