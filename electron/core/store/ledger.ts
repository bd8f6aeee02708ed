import type { StoreContext } from './context';
import { StoreError } from './errors';

/** One billed call, as its response's meta reported it. */
export interface LedgerEntry {
  at: string;
  /** The rate-card key, e.g. companies.filings.download. */
  endpointKey: string;
  /** The CIN/FCIN/LLPIN or DIN the call was about. */
  subject: string | null;
  pricePaisa: number;
  walletAfterPaisa: number | null;
  requestId: string;
  keyKind: 'live' | 'test';
  /** The mirror/refresh/fetch action that spent it, when there was one. */
  actionId?: string | null;
  /** The filing a download charge paid for. */
  filingId?: string | null;
  note?: string | null;
  /**
   * Who asked for the call: the analyst, or an assistant through the library connector. Left out,
   * it is the action's (an action records who asked for it), else the analyst.
   */
  requestedBy?: Requester | null;
}

export type Requester = 'analyst' | 'assistant';

export interface LedgerRow extends Required<Omit<LedgerEntry, 'requestedBy'>> {
  id: number;
  requestedBy: Requester;
}

export interface LedgerFilter {
  from?: string;
  to?: string;
  subject?: string;
  actionId?: string;
  /** Rows of the company actions of this book action (its children, migration 030). */
  parentActionId?: string;
}

const COLUMNS = `id, at, endpoint_key AS endpointKey, subject, price_paisa AS pricePaisa,
  wallet_after_paisa AS walletAfterPaisa, request_id AS requestId, key_kind AS keyKind, action_id AS actionId, filing_id AS filingId, note,
  requested_by AS requestedBy`;

const WHERE = `(@from IS NULL OR at >= @from) AND (@to IS NULL OR at < @to) AND (@subject IS NULL OR subject = @subject)
  AND (@actionId IS NULL OR action_id = @actionId)
  AND (@parentActionId IS NULL OR action_id IN (SELECT id FROM actions WHERE parent_id = @parentActionId))`;

function filterParams(f: LedgerFilter) {
  return { from: f.from ?? null, to: f.to ?? null, subject: f.subject ?? null, actionId: f.actionId ?? null, parentActionId: f.parentActionId ?? null };
}

function paisa(name: string, v: number | null): void {
  if (v !== null && !Number.isSafeInteger(v)) {
    throw new StoreError('INVALID_AMOUNT', `${name} must be a whole number of paisa, got ${v}.`, { field: name, value: v });
  }
}

/**
 * The spend ledger: what every paisa bought. Recording is idempotent on the API's requestId, so a
 * retried write of the same response (after a crash, or a replayed status read) never counts twice.
 * Each row also moves its subject's total in `spend_totals` (triggers of migration 012, inside the
 * same statement), which is what per-company spend is read from.
 */
export function createLedger(ctx: StoreContext) {
  return {
    /** Records a billed call; `recorded` is false when this requestId was already in the ledger. */
    record(e: LedgerEntry): { recorded: boolean; entry: LedgerRow } {
      paisa('pricePaisa', e.pricePaisa);
      paisa('walletAfterPaisa', e.walletAfterPaisa);
      const info = ctx
        .stmt(
          `INSERT INTO spend_ledger (at, endpoint_key, subject, price_paisa, wallet_after_paisa, request_id, key_kind, action_id, filing_id, note, requested_by)
           VALUES (@at, @endpointKey, @subject, @pricePaisa, @walletAfterPaisa, @requestId, @keyKind, @actionId, @filingId, @note,
             coalesce(@requestedBy, (SELECT requested_by FROM actions WHERE id = @actionId), 'analyst'))
           ON CONFLICT (request_id) DO NOTHING`,
        )
        .run({ ...e, actionId: e.actionId ?? null, filingId: e.filingId ?? null, note: e.note ?? null, requestedBy: e.requestedBy ?? null });
      const entry = ctx.stmt(`SELECT ${COLUMNS} FROM spend_ledger WHERE request_id = ?`).get(e.requestId) as LedgerRow;
      return { recorded: info.changes === 1, entry };
    },
    /** Adds why a charge bought nothing the library kept (a download cut off or refused). */
    annotate(requestId: string, note: string): void {
      ctx.stmt('UPDATE spend_ledger SET note = ? WHERE request_id = ?').run(note, requestId);
    },
    /** The newest download charge for a filing: the request id a PDF found on disk is recorded with. */
    lastDownloadOf(filingId: string): LedgerRow | null {
      return (
        (ctx
          .stmt(`SELECT ${COLUMNS} FROM spend_ledger WHERE filing_id = ? AND endpoint_key = 'companies.filings.download' ORDER BY at DESC, id DESC LIMIT 1`)
          .get(filingId) as LedgerRow | undefined) ?? null
      );
    },
    get(requestId: string): LedgerRow | null {
      return (ctx.stmt(`SELECT ${COLUMNS} FROM spend_ledger WHERE request_id = ?`).get(requestId) as LedgerRow | undefined) ?? null;
    },
    list(f: LedgerFilter & { limit?: number; offset?: number } = {}): LedgerRow[] {
      return ctx
        .stmt(`SELECT ${COLUMNS} FROM spend_ledger WHERE ${WHERE} ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...filterParams(f), limit: f.limit ?? 200, offset: f.offset ?? 0 }) as LedgerRow[];
    },
    total(f: LedgerFilter = {}): { calls: number; spendPaisa: number } {
      return ctx
        .stmt(`SELECT count(*) AS calls, coalesce(sum(price_paisa), 0) AS spendPaisa FROM spend_ledger WHERE ${WHERE}`)
        .get(filterParams(f)) as { calls: number; spendPaisa: number };
    },
    byEndpoint(f: LedgerFilter = {}): { endpointKey: string; calls: number; spendPaisa: number }[] {
      return ctx
        .stmt(
          `SELECT endpoint_key AS endpointKey, count(*) AS calls, sum(price_paisa) AS spendPaisa FROM spend_ledger
           WHERE ${WHERE} GROUP BY endpoint_key ORDER BY spendPaisa DESC, endpointKey`,
        )
        .all(filterParams(f)) as { endpointKey: string; calls: number; spendPaisa: number }[];
    },
    /**
     * Every read of `subject` with its kind of key and what it cost, oldest first: each action on it
     * (mirror, refresh, fetch…), a test key's when its plan was the sandbox's (a sandbox read is
     * never charged, so it leaves no ledger row), with what the ledger holds for it; and each
     * billed call about it outside those actions. Actions that copied from the team read nothing.
     */
    readsOf(subject: string): { keyKind: 'live' | 'test'; at: string; lastAt: string; spendPaisa: number }[] {
      return ctx
        .stmt(
          // Actions made in the same millisecond keep the order they were made in (rowid).
          `SELECT keyKind, at, lastAt, spendPaisa FROM (
           SELECT CASE WHEN coalesce(json_extract(a.quote_json, '$.plan.sandbox'), json_extract(a.quote_json, '$.quote.sandbox'), 0) THEN 'test' ELSE 'live' END AS keyKind,
             a.created_at AS at, coalesce(a.finished_at, a.created_at) AS lastAt,
             (SELECT coalesce(sum(l.price_paisa), 0) FROM spend_ledger l WHERE l.action_id = a.id) AS spendPaisa,
             0 AS src, a.rowid AS seq
           FROM actions a WHERE a.subject = @subject AND coalesce(json_extract(a.quote_json, '$.plan.fromTeam'), 0) = 0
           UNION ALL
           SELECT key_kind, at, at, price_paisa, 1, rowid FROM spend_ledger
           WHERE subject = @subject AND (action_id IS NULL OR action_id NOT IN (SELECT id FROM actions WHERE subject = @subject))
           ) ORDER BY at, src, seq`,
        )
        .all({ subject }) as { keyKind: 'live' | 'test'; at: string; lastAt: string; spendPaisa: number }[];
    },
    /** Calls and spend per requester (the analyst, an assistant). */
    byRequester(f: LedgerFilter = {}): { requestedBy: Requester; calls: number; spendPaisa: number }[] {
      return ctx
        .stmt(
          `SELECT requested_by AS requestedBy, count(*) AS calls, sum(price_paisa) AS spendPaisa FROM spend_ledger
           WHERE ${WHERE} GROUP BY requested_by ORDER BY requested_by`,
        )
        .all(filterParams(f)) as { requestedBy: Requester; calls: number; spendPaisa: number }[];
    },
    /** Spend per company the library holds, most first; with `subject`, that company only (from the kept totals). */
    byCompany(subject?: string): { companyId: string; name: string | null; spendPaisa: number }[] {
      return ctx
        .stmt(
          `SELECT t.subject AS companyId, c.name AS name, t.spend_paisa AS spendPaisa
           FROM spend_totals t JOIN companies c ON c.id = t.subject
           WHERE (@subject IS NULL OR t.subject = @subject)
           ORDER BY spendPaisa DESC, t.subject`,
        )
        .all({ subject: subject ?? null }) as { companyId: string; name: string | null; spendPaisa: number }[];
    },
    /** Every billed amount and when, oldest first: the caller groups them by day in the analyst's time zone. */
    amounts(subject?: string): { at: string; pricePaisa: number }[] {
      return ctx
        .stmt('SELECT at, price_paisa AS pricePaisa FROM spend_ledger WHERE (@subject IS NULL OR subject = @subject) ORDER BY at, id')
        .all({ subject: subject ?? null }) as { at: string; pricePaisa: number }[];
    },
  };
}
