/**
 * Progress of a running action on stderr: a redrawn bar on a terminal, and a plain line per step
 * otherwise (logs and CI keep a readable record instead of carriage returns).
 */
import type { ActionView } from '../../shared/bridge/views';
import type { OutputStream } from './io';
import { money } from './format-values';
import { formatIndianNumber } from '../../shared/money';

export interface ProgressReporter {
  update(view: ActionView): void;
  /** Ends the bar's line on a terminal; safe to call twice. */
  finish(): void;
}

const BAR_WIDTH = 24;

export function progressBar(done: number, total: number, size = BAR_WIDTH): string {
  const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  const filled = Math.round(ratio * size);
  return `[${'#'.repeat(filled)}${'-'.repeat(size - filled)}]`;
}

function counts(view: ActionView): string {
  return view.total > 0 ? `${formatIndianNumber(view.done)}/${formatIndianNumber(view.total)}` : formatIndianNumber(view.done);
}

export function progressLine(view: ActionView): string {
  const spent = view.spentPaisa > 0 ? `  ${money(view.spentPaisa)} spent` : '';
  return `${progressBar(view.done, view.total)} ${counts(view)}  ${view.step || view.state}${spent}`;
}

export function createProgress(stream: OutputStream): ProgressReporter {
  const terminal = stream.isTTY === true;
  let lastKey = '';
  let drawn = false;
  return {
    update(view) {
      if (terminal) {
        const columns = stream.columns && stream.columns > 20 ? stream.columns - 1 : 100;
        stream.write(`\r\x1b[2K${[...progressLine(view)].slice(0, columns).join('')}`);
        drawn = true;
        return;
      }
      // A step label may name its item ("Downloading flg_…", "Reading AOC-4 2024"): words with
      // digits do not make a new step. Long steps still log every tenth of the way.
      const tenth = view.total > 0 ? Math.floor((view.done / view.total) * 10) : 0;
      const key = `${view.state}|${view.step.replace(/\S*\d\S*/g, '#')}|${tenth}`;
      if (key === lastKey) return;
      lastKey = key;
      stream.write(`[${counts(view)}] ${view.step || view.state}\n`);
    },
    finish() {
      if (terminal && drawn) stream.write('\n');
      drawn = false;
    },
  };
}
