/**
 * Runs a consented action (mirror, refresh, fetch) and follows it to the end with a progress
 * display. Ctrl-C pauses it at a safe point (the library stays consistent, and running the same
 * command again resumes it); a second Ctrl-C cancels it. An action that stops on an error ends the
 * run with that error's exit code.
 */
import type { ActionView } from '../../shared/bridge/views';
import { CliError, EXIT, fromAppError } from './exit-codes';
import type { CliIo } from './io';
import type { Output } from './output';
import { createProgress } from './progress';
import type { CliSession } from './session';
import { formatIndianNumber } from '../../shared/money';

const FINAL_STATES = new Set<ActionView['state']>(['done', 'failed', 'cancelled']);
/** A safety net under the progress events: the action list is local and cheap to read. */
const POLL_MS = 250;

export interface FollowOptions {
  io: CliIo;
  out: Output;
  session: CliSession;
}

/** Starts the action a quote was consented for, then follows it. */
export async function runQuoted(quoteId: string, opts: FollowOptions): Promise<ActionView> {
  const started = await opts.session.call('action.run', { quoteId });
  return followAction(started, opts);
}

/** An unfinished action of this kind on this subject (paused by Ctrl-C or at a quote, left by a killed run, or running elsewhere). */
export async function unfinishedAction(session: CliSession, kind: string, subject: string): Promise<ActionView | null> {
  const actions = await session.call('action.list', {});
  return actions.find((a) => a.kind === kind && a.subject === subject && !FINAL_STATES.has(a.state)) ?? null;
}

export async function followAction(start: ActionView, { io, out, session }: FollowOptions): Promise<ActionView> {
  const progress = createProgress(io.stderr);
  let latest = start;
  let interrupts = 0;
  let wake: () => void = () => {};
  const seen = (view: ActionView): void => {
    if (view.id !== start.id) return;
    latest = view;
    progress.update(view);
    if (FINAL_STATES.has(view.state) || view.state === 'paused') wake();
  };
  const unsubscribe = session.events.subscribe((name, payload) => {
    if (name === 'action.progress') seen(payload as ActionView);
  });
  const stopInterrupts = io.onInterrupt(() => {
    interrupts += 1;
    const second = interrupts > 1;
    out.note(second ? '\nCancelling: the library keeps what was already bought.' : '\nPausing at a safe point: run the same command again to resume (Ctrl-C again cancels).');
    const call = second ? session.call('action.cancel', { actionId: start.id }) : session.call('action.pause', { actionId: start.id });
    call.then(seen, () => wake());
  });
  try {
    seen(start);
    while (!FINAL_STATES.has(latest.state) && latest.state !== 'paused') {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, POLL_MS);
      });
      const now = (await session.call('action.list', {})).find((a) => a.id === start.id);
      if (now) seen(now);
    }
  } finally {
    progress.finish();
    unsubscribe();
    stopInterrupts();
  }
  return settle(latest, interrupts > 0);
}

/** The outcome as a value (done, or stopped at a new quote) or as the CliError the run ends with. */
function settle(view: ActionView, interrupted: boolean): ActionView {
  if (view.state === 'done') return view;
  // It needs more than was accepted: the caller shows the new quote and asks again.
  if (!interrupted && view.state === 'paused' && view.error?.code === 'QUOTE_EXCEEDED') return view;
  const extras = { actionId: view.id, action: view };
  if (interrupted) {
    const paused = view.state === 'paused';
    throw new CliError(EXIT.INTERRUPTED, {
      ...extras,
      code: 'INTERRUPTED',
      message: paused
        ? `${view.title} is paused after ${formatIndianNumber(view.done)} of ${formatIndianNumber(view.total)} steps: run the same command again to resume it.`
        : `${view.title} was cancelled after ${formatIndianNumber(view.done)} of ${formatIndianNumber(view.total)} steps; what was bought stays in the library.`,
    });
  }
  if (view.error) {
    const resume = view.state === 'paused' ? ' It is paused: fix the cause, then run the same command again to resume.' : '';
    throw fromAppError({ ...extras, ...view.error, message: `${view.error.message}.${resume}`.replace(/\.\./g, '.') });
  }
  throw new CliError(EXIT.FAILED, { ...extras, code: 'ACTION_STOPPED', message: `${view.title} ended as ${view.state}.` });
}
