import type { Migration } from './migration';

/**
 * A work item's failure as a kind plus the error as JSON, in place of `last_error`, which held
 * one of three forms decoded three ways: plain text (a retry reason, a pause, a "try later"), the
 * JSON of an action error (a step failed for good) or `'UNAVAILABLE '` + a reason (nothing to buy
 * yet). Every row is backfilled from its old text, then the old column goes: from here on only the
 * queue repository writes and reads the failure.
 *
 * Kinds: `retry` (the item waits in the queue for its not_before), `unavailable`, `failed`.
 */

interface Backfilled {
  kind: 'retry' | 'unavailable' | 'failed';
  error: { code: string; message: string } & Record<string, unknown>;
}

/** Texts the runner wrote without a code, and the code it writes for them now. */
const KNOWN_TEXTS: Record<string, string> = {
  'Interrupted before it was sent': 'INTERRUPTED',
  'The action has ended': 'ACTION_ENDED',
  'document job still running': 'JOB_RUNNING',
  'refresh still running': 'REFRESH_RUNNING',
};

/** `DOC_NOT_AVAILABLE: the registry...` and `REFRESH_IN_PROGRESS` start with their code. */
const LEADING_CODE = /^([A-Z][A-Z0-9_]+)(?::|$)/;

function codeOf(text: string, fallback: string): string {
  return KNOWN_TEXTS[text] ?? LEADING_CODE.exec(text)?.[1] ?? fallback;
}

function actionErrorJson(text: string): Backfilled['error'] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { code, message } = parsed as Record<string, unknown>;
    return typeof code === 'string' && typeof message === 'string' ? (parsed as Backfilled['error']) : null;
  } catch {
    return null;
  }
}

const UNAVAILABLE_PREFIX = 'UNAVAILABLE ';

/** The failure an old `last_error` text stood for, given the item's state. */
function failureOfLastError(text: string, state: string): Backfilled {
  if (text.startsWith(UNAVAILABLE_PREFIX)) {
    const reason = text.slice(UNAVAILABLE_PREFIX.length);
    return { kind: 'unavailable', error: { code: codeOf(reason, 'UNAVAILABLE'), message: reason } };
  }
  // Only a step that failed for good wrote JSON; a retried failed item keeps it as its last failure.
  const json = actionErrorJson(text);
  if (json) return { kind: 'failed', error: json };
  if (state === 'failed') return { kind: 'failed', error: { code: codeOf(text, 'STEP_FAILED'), message: text } };
  return { kind: 'retry', error: { code: codeOf(text, 'RETRY'), message: text } };
}

export const migration009: Migration = {
  version: 9,
  name: 'queue-failures',
  up(db) {
    db.exec(`
      ALTER TABLE work_queue ADD COLUMN failure_kind TEXT CHECK (failure_kind IN ('retry', 'unavailable', 'failed'));
      ALTER TABLE work_queue ADD COLUMN error_json TEXT;
    `);
    const rows = db.prepare('SELECT id, state, last_error AS text FROM work_queue WHERE last_error IS NOT NULL').all() as {
      id: number;
      state: string;
      text: string;
    }[];
    const write = db.prepare('UPDATE work_queue SET failure_kind = ?, error_json = ? WHERE id = ?');
    for (const r of rows) {
      const f = failureOfLastError(r.text, r.state);
      write.run(f.kind, JSON.stringify(f.error), r.id);
    }
    db.exec('ALTER TABLE work_queue DROP COLUMN last_error');
  },
};
