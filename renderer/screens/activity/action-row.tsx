// One action: progress bar, controls (pause, resume, cancel), and its error with the fix.
import type { ActionView } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import type { AppError } from '../../../shared/result';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash } from '../../ui/format';
import { fixFor } from './action-fixes';

interface ActionRowProps {
  action: ActionView;
  controlError: AppError | undefined;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

export function ActionRow({ action, controlError, onPause, onResume, onCancel }: ActionRowProps) {
  const total = Math.max(action.total, 1);
  const percent = Math.min(100, Math.floor((action.done * 100) / total));
  const fix = fixFor(action);
  // An export is not queued in the engine: it cannot be paused, resumed or cancelled, only watched.
  const controllable = action.kind !== 'export';
  const active = controllable && (action.state === 'queued' || action.state === 'running');
  return (
    <li className={`action action-${action.state}`} data-testid="action-row" data-state={action.state} data-action-id={action.id}>
      <div className="row spread">
        <strong>{action.title}</strong>
        <span className={`pill pill-${action.state}`}>{action.state}</span>
      </div>
      <div className="row small muted">
        <span>{action.step}</span>
        <span className="num">
          {action.done} / {action.total}
        </span>
        <span className="num">spent {formatRupees(action.spentPaisa)}</span>
        <span>started {dateTimeOrDash(action.createdAt)}</span>
        {action.finishedAt && <span>finished {dateTimeOrDash(action.finishedAt)}</span>}
      </div>
      <progress max={total} value={Math.min(action.done, total)} aria-label={`${action.title}: ${percent}%`} />
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
        {(active || (controllable && action.state === 'paused')) && (
          <button type="button" className="btn" onClick={onCancel} data-testid="action-cancel">
            Cancel
          </button>
        )}
      </div>
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
    </li>
  );
}
