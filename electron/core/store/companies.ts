import { type StoreContext, fromFlag, idTypeOf, toFlag } from './context';
import { mdyToIso } from './dates';
import { mergeRecord, withPersonal } from './personal-fields';
import { reindexCompanyGraph } from './graph-index';
import { reindexCompany } from './search-index';

/** A light company row, e.g. from the sandbox listing or a resolve candidate. Missing fields keep stored values. */
export interface CompanySummaryInput {
  id: string;
  idType?: 'cin' | 'fcin' | 'llpin';
  name?: string | null;
  knownAs?: string | null;
  status?: string | null;
  state?: string | null;
  city?: string | null;
  sandbox?: boolean;
}

export interface NameHistoryInput {
  name: string;
  changedOn?: string | null;
  raw?: unknown;
}

export interface IdHistoryInput {
  oldId: string;
  changedOn?: string | null;
  raw?: unknown;
}

/** A master record read (`GET /v1/companies/{cin}`), flattened by the caller; `master` is `data` kept whole. */
export interface CompanyMasterInput extends CompanySummaryInput {
  /** MM/DD/YYYY as the registry sends it, or ISO. */
  dateOfIncorporation?: string | null;
  companyType?: string | null;
  nicCode?: string | null;
  paidUpCapitalPaisa?: number | null;
  authorisedCapitalPaisa?: number | null;
  master: unknown;
  readAt: string;
  requestId: string | null;
  nameHistory?: readonly NameHistoryInput[];
  cinHistory?: readonly IdHistoryInput[];
}

export interface CompanyRow {
  id: string;
  idType: 'cin' | 'fcin' | 'llpin';
  name: string | null;
  knownAs: string | null;
  status: string | null;
  state: string | null;
  city: string | null;
  dateOfIncorporation: string | null;
  companyType: string | null;
  nicCode: string | null;
  paidUpCapitalPaisa: number | null;
  authorisedCapitalPaisa: number | null;
  sandbox: boolean;
  master: unknown;
  masterReadAt: string | null;
  masterRequestId: string | null;
  filingCount: number;
  documentCount: number;
  latestFilingOn: string | null;
  lastViewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const COMPANY_SORTS = {
  name: 'name COLLATE NOCASE',
  state: 'state',
  status: 'status',
  incorporated: 'date_of_incorporation',
  paidUpCapital: 'paid_up_capital_paisa',
  latestFiling: 'latest_filing_on',
  updated: 'updated_at',
  viewed: 'last_viewed_at',
} as const;

export interface CompanyListQuery {
  sort?: keyof typeof COMPANY_SORTS;
  descending?: boolean;
  state?: string;
  status?: string;
  limit?: number;
  offset?: number;
}

type Raw = Record<string, unknown>;

const parseRaw = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toRow(r: Raw): CompanyRow {
  return {
    id: r.id as string,
    idType: r.id_type as CompanyRow['idType'],
    name: r.name as string | null,
    knownAs: r.known_as as string | null,
    status: r.status as string | null,
    state: r.state as string | null,
    city: r.city as string | null,
    dateOfIncorporation: r.date_of_incorporation as string | null,
    companyType: r.company_type as string | null,
    nicCode: r.nic_code as string | null,
    paidUpCapitalPaisa: r.paid_up_capital_paisa as number | null,
    authorisedCapitalPaisa: r.authorised_capital_paisa as number | null,
    sandbox: fromFlag(r.sandbox),
    master: r.master_json === null ? null : JSON.parse(r.master_json as string),
    masterReadAt: r.master_read_at as string | null,
    masterRequestId: r.master_request_id as string | null,
    filingCount: r.filing_count as number,
    documentCount: r.document_count as number,
    latestFilingOn: r.latest_filing_on as string | null,
    lastViewedAt: r.last_viewed_at as string | null,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  };
}

const UPSERT = `
  INSERT INTO companies (id, rid, id_type, name, known_as, status, state, city, date_of_incorporation,
    company_type, nic_code, paid_up_capital_paisa, authorised_capital_paisa, sandbox, master_json,
    master_read_at, master_request_id, created_at, updated_at)
  VALUES (@id, (SELECT coalesce(max(rid), 0) + 1 FROM companies), @idType, @name, @knownAs, @status,
    @state, @city, @doi, @companyType, @nicCode, @paidUp, @authorised, coalesce(@sandbox, 0), @masterJson,
    @readAt, @requestId, @now, @now)
  ON CONFLICT (id) DO UPDATE SET
    name = coalesce(excluded.name, name), known_as = coalesce(excluded.known_as, known_as),
    status = coalesce(excluded.status, status), state = coalesce(excluded.state, state),
    city = coalesce(excluded.city, city),
    date_of_incorporation = coalesce(excluded.date_of_incorporation, date_of_incorporation),
    company_type = coalesce(excluded.company_type, company_type), nic_code = coalesce(excluded.nic_code, nic_code),
    paid_up_capital_paisa = coalesce(excluded.paid_up_capital_paisa, paid_up_capital_paisa),
    authorised_capital_paisa = coalesce(excluded.authorised_capital_paisa, authorised_capital_paisa),
    sandbox = coalesce(@sandbox, sandbox), master_json = coalesce(excluded.master_json, master_json),
    master_read_at = coalesce(excluded.master_read_at, master_read_at),
    master_request_id = coalesce(excluded.master_request_id, master_request_id),
    updated_at = excluded.updated_at`;

export function createCompanies(ctx: StoreContext) {
  const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v);

  function write(input: CompanySummaryInput, master: Partial<CompanyMasterInput> | null): void {
    const stored = master
      ? (ctx.stmt('SELECT master_json FROM companies WHERE id = ?').pluck().get(input.id) as string | null | undefined)
      : null;
    ctx.stmt(UPSERT).run({
      id: input.id,
      idType: input.idType ?? idTypeOf(input.id),
      name: blank(input.name),
      knownAs: blank(input.knownAs),
      status: blank(input.status),
      state: blank(input.state),
      city: blank(input.city),
      doi: mdyToIso(master?.dateOfIncorporation),
      companyType: blank(master?.companyType),
      nicCode: blank(master?.nicCode),
      paidUp: master?.paidUpCapitalPaisa ?? null,
      authorised: master?.authorisedCapitalPaisa ?? null,
      sandbox: toFlag(input.sandbox),
      masterJson: master ? mergeRecord(ctx, 'company-master', input.id, stored, master.master) : null,
      readAt: master?.readAt ?? null,
      requestId: master?.requestId ?? null,
      now: ctx.now(),
    });
  }

  /** The registry writes these days MM/DD/YYYY (`toDate`); stored ISO like every other date (the raw row keeps its text). */
  function replaceHistory(id: string, names?: readonly NameHistoryInput[], ids?: readonly IdHistoryInput[]): void {
    // History only grows in the registry: an empty or missing list is a dropped field, not a deletion.
    if (names && names.length > 0) {
      ctx.stmt('DELETE FROM company_names WHERE company_id = ?').run(id);
      names.forEach((n, i) => {
        ctx
          .stmt('INSERT INTO company_names (company_id, position, name, changed_on, raw_json) VALUES (?, ?, ?, ?, ?)')
          .run(id, i, n.name, mdyToIso(n.changedOn), n.raw === undefined ? null : JSON.stringify(n.raw));
      });
    }
    if (ids && ids.length > 0) {
      ctx.stmt('DELETE FROM company_ids WHERE company_id = ?').run(id);
      ids.forEach((c, i) => {
        ctx
          .stmt('INSERT INTO company_ids (company_id, position, old_id, changed_on, raw_json) VALUES (?, ?, ?, ?, ?)')
          .run(id, i, c.oldId, mdyToIso(c.changedOn), c.raw === undefined ? null : JSON.stringify(c.raw));
      });
    }
  }

  return {
    upsertSummary(input: CompanySummaryInput): void {
      write(input, null);
      reindexCompany(ctx, input.id);
    },
    /** Stores a master read; the stored master JSON is merged with the new one (see json-merge.ts). */
    upsertMaster(input: CompanyMasterInput): void {
      write(input, input);
      replaceHistory(input.id, input.nameHistory, input.cinHistory);
      reindexCompany(ctx, input.id);
      reindexCompanyGraph(ctx, input.id);
    },
    get(id: string): CompanyRow | null {
      const r = ctx.stmt('SELECT * FROM companies WHERE id = ?').get(id) as Raw | undefined;
      return r ? toRow(r) : null;
    },
    /**
     * The stored master record with its personal fields (sealed at rest) put back, for the
     * analyst's own reading; without the data key, the record without them.
     */
    masterWithPersonal(id: string): unknown {
      const text = ctx.stmt('SELECT master_json FROM companies WHERE id = ?').pluck().get(id) as string | null | undefined;
      return text === null || text === undefined ? null : withPersonal(ctx, 'company-master', id, JSON.parse(text));
    },
    /** Former names, oldest first, each with the registry's own record of it (`raw`, its from/to dates). */
    nameHistory(id: string): { name: string; changedOn: string | null; raw: unknown }[] {
      const rows = ctx
        .stmt('SELECT name, changed_on AS changedOn, raw_json AS raw FROM company_names WHERE company_id = ? ORDER BY position')
        .all(id) as { name: string; changedOn: string | null; raw: string | null }[];
      return rows.map((r) => ({ ...r, raw: parseRaw(r.raw) }));
    },
    /** Former identifiers (CINs), oldest first, each with the registry's own record of it. */
    idHistory(id: string): { oldId: string; changedOn: string | null; raw: unknown }[] {
      const rows = ctx
        .stmt('SELECT old_id AS oldId, changed_on AS changedOn, raw_json AS raw FROM company_ids WHERE company_id = ? ORDER BY position')
        .all(id) as { oldId: string; changedOn: string | null; raw: string | null }[];
      return rows.map((r) => ({ ...r, raw: parseRaw(r.raw) }));
    },
    list(q: CompanyListQuery = {}): CompanyRow[] {
      const order = COMPANY_SORTS[q.sort ?? 'name'];
      const where: string[] = [];
      const args: unknown[] = [];
      if (q.state) {
        where.push('state = ?');
        args.push(q.state);
      }
      if (q.status) {
        where.push('status = ?');
        args.push(q.status);
      }
      const sql = `SELECT * FROM companies ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${order} ${q.descending ? 'DESC' : 'ASC'}, id LIMIT ? OFFSET ?`;
      return (ctx.stmt(sql).all(...args, q.limit ?? 100, q.offset ?? 0) as Raw[]).map(toRow);
    },
    /** The ids of companies whose master record was read, oldest first (what a team push offers). */
    mastered(): string[] {
      return ctx.stmt('SELECT id FROM companies WHERE master_json IS NOT NULL ORDER BY rid').pluck().all() as string[];
    },
    count(): number {
      return ctx.stmt('SELECT count(*) FROM companies').pluck().get() as number;
    },
    /** Companies really in the library (a master record read or filings listed), as views' isInLibrary counts them. */
    countInLibrary(): number {
      return ctx.stmt('SELECT count(*) FROM companies WHERE master_read_at IS NOT NULL OR filing_count > 0').pluck().get() as number;
    },
  };
}
