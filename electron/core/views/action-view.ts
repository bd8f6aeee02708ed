/** The ActionView the UI shows, built from the action row, its work items and the ledger. */
import type { ActionView } from '../../../shared/bridge/views';
import type { ActionRow, Library } from '../store';

/** What the view reads of the stored quote (the engine's plan keeps the rest). */
interface StoredTitle {
  quote?: { title?: string };
}

const STATE: Record<ActionRow['state'], ActionView['state']> = {
  pending: 'queued',
  running: 'running',
  paused: 'paused',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

export function actionView(library: Library, action: ActionRow, step: string | undefined): ActionView {
  const items = library.queue.list(action.id);
  const done = items.filter((i) => i.state === 'done' || i.state === 'failed').length;
  const total = items.filter((i) => i.state !== 'cancelled').length;
  // Failed items that were not errors: a PDF the registry does not hold yet, a sandbox gap.
  const unavailable = items.filter((i) => i.state === 'failed' && i.failure?.kind === 'unavailable').length;
  const spent = library.ledger.total({ actionId: action.id }).spendPaisa;
  const stored = action.quote as StoredTitle | null;
  const error = action.error as { code?: string; message?: string; hint?: string } | null;
  const showError = error && (action.state === 'failed' || action.state === 'paused');
  let text = step ?? (action.state === 'pending' ? 'Queued' : action.state);
  if (action.state === 'done') text = unavailable > 0 ? `Done; ${unavailable} item${unavailable === 1 ? '' : 's'} not available yet` : 'Done';
  return {
    id: action.id,
    kind: action.kind,
    subject: action.subject ?? '',
    title: stored?.quote?.title ?? `${action.kind} ${action.subject ?? ''}`.trim(),
    state: STATE[action.state],
    done,
    total,
    step: text,
    spentPaisa: spent,
    error: showError ? { code: error.code ?? 'ERROR', message: error.message ?? '', ...(error.hint ? { hint: error.hint } : {}) } : null,
    createdAt: action.createdAt,
    finishedAt: action.finishedAt,
  };
}

/** An export's progress, shown as an action of kind "export" beside the mirrors (it is neither paid nor queued). */
export function exportActionView(id: string, subject: string, title: string, startedAt: string): ActionView {
  return {
    id,
    kind: 'export',
    subject,
    title,
    state: 'running',
    done: 0,
    total: 1,
    step: 'Reading the library',
    spentPaisa: 0,
    error: null,
    createdAt: startedAt,
    finishedAt: null,
  };
}
