import { type StoreContext, fromFlag } from './context';

/**
 * Everything a company's library summary is made of, from six tables in one statement: the light
 * columns of its row (never the master JSON), its unlock, the facts its newest freshness snapshot
 * holds, its spend (the totals migration 012 keeps) and when its newest mirror finished. The Library
 * list reads every company this way in one pass, and a commit reads its one company the same way.
 */
export interface CompanySummaryFacts {
  id: string;
  idType: 'cin' | 'fcin' | 'llpin';
  name: string | null;
  knownAs: string | null;
  status: string | null;
  state: string | null;
  city: string | null;
  sandbox: boolean;
  masterReadAt: string | null;
  filingCount: number;
  documentCount: number;
  unlock: { unlockedAt: string | null; expiresAt: string | null; sandbox: boolean } | null;
  /**
   * The three freshness facts of the newest snapshot, as stored (JSON text values, unchecked: the
   * reader applies the API's date rule); null when the company has no snapshot.
   */
  snapshot: { readAt: string; updatedAt: unknown; listRefreshedAt: unknown; freshUntil: unknown } | null;
  spendPaisa: number;
  /** When the newest finished mirror of the company finished (the newest created, as the action list orders them). */
  mirroredAt: string | null;
}

const SELECT = `
  SELECT c.id, c.id_type, c.name, c.known_as, c.status, c.state, c.city, c.sandbox, c.master_read_at,
    c.filing_count, c.document_count,
    u.company_id IS NOT NULL AS has_unlock, u.unlocked_at, u.expires_at, u.sandbox AS unlock_sandbox,
    coalesce(t.spend_paisa, 0) AS spend_paisa,
    (SELECT a.finished_at FROM actions a
      WHERE a.subject = c.id AND a.kind = 'mirror' AND a.state = 'done' AND a.finished_at IS NOT NULL
      ORDER BY a.created_at DESC, a.id LIMIT 1) AS mirrored_at,
    s.read_at AS snapshot_read_at,
    json_extract(s.payload_json, '$.updatedAt') AS updated_at,
    json_extract(s.payload_json, '$.filings.listRefreshedAt') AS list_refreshed_at,
    json_extract(s.payload_json, '$.refresh.freshUntil') AS fresh_until
  FROM companies AS c
  LEFT JOIN unlocks u ON u.company_id = c.id
  LEFT JOIN spend_totals t ON t.subject = c.id
  LEFT JOIN freshness_snapshots s ON s.id = (
    SELECT id FROM freshness_snapshots WHERE company_id = c.id ORDER BY read_at DESC, id DESC LIMIT 1)`;

/**
 * In the library: the analyst read something of it (a row only named by a search result is not);
 * views' isInLibrary is the same rule. Written as the partial index companies_in_library's WHERE
 * (migration 012), so the list scans that index alone.
 */
const IN_LIBRARY = 'master_read_at IS NOT NULL OR filing_count > 0';

/** The list's statement (exported for the test that checks its plan). */
export const LIST_SQL = `${SELECT} WHERE ${IN_LIBRARY}`;

type Raw = Record<string, unknown>;

function toFacts(r: Raw): CompanySummaryFacts {
  return {
    id: r.id as string,
    idType: r.id_type as CompanySummaryFacts['idType'],
    name: r.name as string | null,
    knownAs: r.known_as as string | null,
    status: r.status as string | null,
    state: r.state as string | null,
    city: r.city as string | null,
    sandbox: fromFlag(r.sandbox),
    masterReadAt: r.master_read_at as string | null,
    filingCount: r.filing_count as number,
    documentCount: r.document_count as number,
    unlock: r.has_unlock
      ? { unlockedAt: r.unlocked_at as string | null, expiresAt: r.expires_at as string | null, sandbox: fromFlag(r.unlock_sandbox) }
      : null,
    snapshot:
      r.snapshot_read_at === null
        ? null
        : { readAt: r.snapshot_read_at as string, updatedAt: r.updated_at, listRefreshedAt: r.list_refreshed_at, freshUntil: r.fresh_until },
    spendPaisa: r.spend_paisa as number,
    mirroredAt: r.mirrored_at as string | null,
  };
}

export function createCompanySummaries(ctx: StoreContext) {
  return {
    /** Every company in the library, in no promised order (the index gives name order; the view sorts as asked). */
    list(): CompanySummaryFacts[] {
      return (ctx.stmt(LIST_SQL).all() as Raw[]).map(toFacts);
    },
    /** The facts of the given companies the library has a row for, in one statement (a book's companies). */
    many(ids: readonly string[]): CompanySummaryFacts[] {
      if (ids.length === 0) return [];
      return (ctx.stmt(`${SELECT} WHERE c.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as Raw[]).map(toFacts);
    },
    /** One company's facts, whether or not it is in the library yet; null when the library has no row for it. */
    get(id: string): CompanySummaryFacts | null {
      const r = ctx.stmt(`${SELECT} WHERE c.id = ?`).get(id) as Raw | undefined;
      return r ? toFacts(r) : null;
    },
  };
}
