// One action: its title in names (the id a hover away), what it is doing in words, progress bar,
// controls (pause, resume, cancel: a paid action asks once before it is cancelled), its error with
// the fix. A cancelled action looks cancelled: its bar stops where it stopped, struck through.
import { type ReactNode, useState } from 'react';
import type { ActionView } from '../../../shared/bridge/views';
import { formatIndianNumber, formatRupees } from '../../../shared/money';
import type { AppError } from '../../../shared/result';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash } from '../../ui/format';
import { fixFor } from './action-fixes';
import { archiveWords } from './archive-words';

interface ActionRowProps {
  action: ActionView;
  controlError: AppError | undefined;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  /** A company's action within a book action: shown under the book, its controls on the book. */
  nested?: boolean;
  /** A book action's company actions, nested under it. */
  children?: ReactNode;
}

const STATE_WORDS: Record<ActionView['state'], string> = {
  quoted: 'quoted',
  queued: 'queued',
  running: 'running',
  paused: 'paused',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** Cancelling paid work asks once, in words that say what stays and what is not bought. */
function CancelConfirm({ action, onCancel, onKeep }: { action: ActionView; onCancel: () => void; onKeep: () => void }) {
  const rest = Math.max(0, action.total - action.done);
  // The plan grows as the run reads (the filing list names the PDFs): the accepted quote, not the
  // items planned so far, says what a cancel leaves unbought.
  const unbought =
    action.quotedPaisa != null
      ? `nothing more of the ${formatRupees(action.quotedPaisa)} quote you accepted is bought`
      : `the other ${formatIndianNumber(rest)} ${rest === 1 ? 'item is' : 'items are'} not bought`;
  return (
    <div className="cancel-confirm" role="alertdialog" aria-labelledby={`cancel-${action.id}`} data-testid="action-cancel-confirm">
      <p id={`cancel-${action.id}`}>
        Cancel {action.title}? What was bought so far ({formatRupees(action.spentPaisa)}) stays in the library; {unbought}.
      </p>
      <button type="button" className="btn btn-danger" onClick={onCancel} data-testid="action-cancel-yes">
        Cancel it
      </button>
      <button type="button" className="btn" onClick={onKeep} data-testid="action-cancel-no">
        Keep going
      </button>
    </div>
  );
}

export function ActionRow({ action, controlError, onPause, onResume, onCancel, nested = false, children }: ActionRowProps) {
  const [asking, setAsking] = useState(false);
  const total = Math.max(action.total, 1);
  const percent = Math.min(100, Math.floor((action.done * 100) / total));
  const found = fixFor(action);
  // A company of a book is resumed through its book: only a fix that is a link stays on its row.
  const fix = nested && found && !('href' in found) ? null : found;
  // An export is not queued in the engine: it cannot be paused, resumed or cancelled, only watched.
  const controllable = action.kind !== 'export' && !nested;
  const active = controllable && (action.state === 'queued' || action.state === 'running');
  const cancellable = active || (controllable && action.state === 'paused');
  const cancel = () => {
    // Sandbox work is never billed: nothing bought is at stake, so it is cancelled at once.
    if (action.sandbox) onCancel();
    else setAsking(true);
  };
  return (
    <li className={`action action-${action.state}${nested ? ' action-nested' : ''}`} data-testid={nested ? 'action-child-row' : 'action-row'} data-state={action.state} data-action-id={action.id}>
      <div className="row spread">
        <strong title={`${action.kind} ${action.subject}`} data-testid="action-title">
          {action.title}
        </strong>
        <span className={`pill pill-${action.state}`} data-testid="action-state">
          {STATE_WORDS[action.state]}
        </span>
      </div>
      <div className="row small muted">
        <span data-testid="action-step">{action.step}</span>
        <span className="num" data-testid="action-count">
          {formatIndianNumber(action.done)} / {formatIndianNumber(action.total)}
        </span>
        <span className="num">spent {formatRupees(action.spentPaisa)}</span>
        <span>started {dateTimeOrDash(action.createdAt)}</span>
        {action.finishedAt && (
          <span>
            {action.state === 'cancelled' ? 'cancelled' : 'finished'} {dateTimeOrDash(action.finishedAt)}
          </span>
        )}
      </div>
      {action.book && (
        <div className="row small muted" data-testid="action-book">
          {action.book.done} of {action.book.companies} companies
          {action.book.failed > 0 ? `, ${action.book.failed} failed or cancelled` : ''}
          {action.book.current ? ` · now ${action.book.current.name}` : ''}
        </div>
      )}
      {action.archives && (
        <div className="row small muted" data-testid="action-archives">
          {archiveWords(action.archives)}
        </div>
      )}
      <progress
        max={total}
        value={Math.min(action.done, total)}
        aria-label={`${action.title}: ${percent}%${action.state === 'cancelled' ? ', cancelled' : ''}`}
        data-testid="action-progress"
      />
      <div className="row">
        {active && (
          <button type="button" className="btn" onClick={onPause} data-testid="action-pause">
            Pause
          </button>
        )}
        {controllable && (action.state === 'paused' || action.state === 'failed') && (
          <button type="button" className="btn" onClick={onResume} data-testid="action-resume">
            Resume
          </button>
        )}
        {cancellable && !asking && (
          <button type="button" className="btn" onClick={cancel} data-testid="action-cancel">
            Cancel
          </button>
        )}
      </div>
      {cancellable && asking && (
        <CancelConfirm
          action={action}
          onCancel={() => {
            setAsking(false);
            onCancel();
          }}
          onKeep={() => setAsking(false)}
        />
      )}
      {action.error && (
        <div className="action-error">
          <ErrorNotice error={{ ...action.error, hint: action.error.hint }} testId="action-error" />
          {fix &&
            ('href' in fix ? (
              <a className="btn" href={fix.href} data-testid="action-fix">
                {fix.label}
              </a>
            ) : (
              <button type="button" className="btn" onClick={onResume} data-testid="action-fix">
                {fix.label}
              </button>
            ))}
        </div>
      )}
      {controlError && <ErrorNotice error={controlError} testId="action-control-error" />}
      {children}
    </li>
  );
}
