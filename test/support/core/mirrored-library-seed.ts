/**
 * A library as an analyst's looks after many mirrors, for the `library-companies` benchmark: the
 * companies and filings of seedSyntheticLibrary, then for each company what a mirror leaves behind
 * (its master record read, some PDFs stored, an unlock, one to three freshness snapshots, a spend
 * ledger row per billed call, a finished mirror action with its quote). One transaction, prepared
 * statements, deterministic for a given `seed`.
 */
import { type Library, rawDatabase } from '../../../electron/core/store/library';
import { seedSyntheticLibrary } from './bench-seed';
import { seededRandom } from '../shared/seeded-random';

export interface MirroredSeedOptions {
  companies: number;
  filingsPerCompany?: number;
  seed?: number;
  /** The instant the library is "now" at (ISO); ages and unlock expiries are spread before and after it. */
  now?: string;
}

export interface MirroredSeedResult {
  companies: number;
  filings: number;
  documents: number;
  ledgerRows: number;
  snapshots: number;
  actions: number;
  ms: number;
}

const DAY = 86_400_000;

/** A master record of about the size the registry sends (the library keeps it whole). */
function masterJson(id: string, name: string, r: () => number): string {
  const directors = Array.from({ length: 2 + Math.floor(r() * 5) }, (_, i) => ({
    din: String(10_000_000 + Math.floor(r() * 89_999_999)),
    name: `Director ${i + 1} of ${name}`,
    designation: i === 0 ? 'Managing Director' : 'Director',
    appointedOn: '04/01/2015',
    address: `${100 + i} Ring Road, Sector ${i + 4}`,
  }));
  return JSON.stringify({
    cin: id,
    company: name,
    companyStatus: 'Active',
    registeredAddress: { line1: '12 MG Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
    email: 'secretarial@example.in',
    authorisedCapital: 1_000_000_00,
    paidUpCapital: 500_000_00,
    listingStatus: 'Unlisted',
    directors,
  });
}

function quoteJson(id: string, pdfs: number): string {
  return JSON.stringify({
    quote: {
      quoteId: `q_${id}`,
      kind: 'mirror',
      subject: id,
      lines: [
        { endpointKey: 'companies.master', count: 1, unitPaisa: 500 },
        { endpointKey: 'companies.filings', count: 1, unitPaisa: 200 },
        { endpointKey: 'companies.unlock', count: 1, unitPaisa: 49_900 },
        { endpointKey: 'companies.filings.download', count: pdfs, unitPaisa: 0 },
      ],
      notes: ['Unlock covers PDFs and extractions for one year'],
    },
    plan: { kind: 'mirror', subject: id, priority: 100 },
  });
}

function snapshotJson(id: string, r: () => number, readMs: number, filings: number, documents: number): string {
  const refreshed = r() < 0.3;
  return JSON.stringify({
    cin: id,
    updatedAt: new Date(readMs - Math.floor(r() * 200) * DAY).toISOString(),
    filings: { total: filings, downloaded: documents, missing: filings - documents, listRefreshedAt: new Date(readMs - Math.floor(r() * 60) * DAY).toISOString() },
    refresh: refreshed ? { jobId: `rj_${id}`, status: 'completed', freshUntil: new Date(readMs + DAY).toISOString() } : null,
    documentJob: null,
    unlock: { active: true },
  });
}

export function seedMirroredLibrary(library: Library, opts: MirroredSeedOptions): MirroredSeedResult {
  const started = performance.now();
  const filingsPerCompany = opts.filingsPerCompany ?? 8;
  const base = seedSyntheticLibrary(library, { companies: opts.companies, filingsPerCompany, seed: opts.seed });
  const r = seededRandom((opts.seed ?? 42) ^ 0x5eed);
  const db = rawDatabase(library);
  const nowMs = Date.parse(opts.now ?? new Date().toISOString());
  const iso = (ms: number) => new Date(ms).toISOString();

  const companies = db.prepare('SELECT id, name FROM companies ORDER BY rid DESC LIMIT ?').all(opts.companies) as { id: string; name: string }[];
  const filingsOf = db.prepare('SELECT filing_id FROM filings WHERE company_id = ? ORDER BY rid').pluck();
  const readMaster = db.prepare('UPDATE companies SET master_json = ?, master_read_at = ?, master_request_id = ? WHERE id = ?');
  const insertDocument = db.prepare(
    `INSERT INTO documents (filing_id, company_id, rel_path, size, sha256, pages, downloaded_at, request_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const countDocuments = db.prepare('UPDATE companies SET document_count = ? WHERE id = ?');
  const insertUnlock = db.prepare(
    'INSERT INTO unlocks (company_id, unlocked_at, expires_at, price_paisa, sandbox, read_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSnapshot = db.prepare('INSERT INTO freshness_snapshots (company_id, read_at, payload_json, request_id) VALUES (?, ?, ?, ?)');
  const insertLedger = db.prepare(
    `INSERT INTO spend_ledger (at, endpoint_key, subject, price_paisa, wallet_after_paisa, request_id, key_kind, action_id)
     VALUES (?, ?, ?, ?, ?, ?, 'live', ?)`,
  );
  const insertAction = db.prepare(
    `INSERT INTO actions (id, kind, subject, state, quote_json, consent_at, created_at, finished_at)
     VALUES (?, ?, ?, 'done', ?, ?, ?, ?)`,
  );

  let documents = 0;
  let ledgerRows = 0;
  let snapshots = 0;
  let actions = 0;
  let wallet = 5_000_000_00;
  db.transaction(() => {
    companies.forEach(({ id, name }, n) => {
      const readMs = nowMs - Math.floor(r() * 200) * DAY - Math.floor(r() * DAY);
      const actionId = `act_${n}`;
      const charge = (endpointKey: string, subject: string, paisa: number, atMs: number) => {
        wallet -= paisa;
        insertLedger.run(iso(atMs), endpointKey, subject, paisa, wallet, `req_${n}_${ledgerRows}`, actionId);
        ledgerRows++;
      };
      readMaster.run(masterJson(id, name, r), iso(readMs), `req_master_${n}`, id);
      charge('companies.master', id, 500, readMs);
      charge('companies.filings', id, 200, readMs + 1_000);

      const filings = filingsOf.all(id) as string[];
      const stored = filings.filter(() => r() < 0.7);
      for (const filingId of stored) {
        insertDocument.run(filingId, id, `pdfs/${id}/${filingId}.pdf`, 50_000 + Math.floor(r() * 2e6), 'ab'.repeat(32), 1 + Math.floor(r() * 40), iso(readMs + 5_000), `req_doc_${filingId}`);
        charge('companies.filings.download', id, 0, readMs + 5_000);
      }
      countDocuments.run(stored.length, id);
      documents += stored.length;

      if (r() < 0.85) {
        const sandbox = r() < 0.05 ? 1 : 0;
        const unlockedMs = readMs - Math.floor(r() * 300) * DAY;
        insertUnlock.run(id, iso(unlockedMs), iso(unlockedMs + 365 * DAY), sandbox ? 0 : 49_900, sandbox, iso(readMs));
        if (!sandbox) charge('companies.unlock', id, 49_900, readMs + 2_000);
        for (let e = Math.floor(r() * 8); e > 0; e--) charge('companies.extractions', id, 300, readMs + 10_000 + e);
      }
      for (let d = Math.floor(r() * 4); d > 0; d--) charge('directors.profile', String(10_000_000 + Math.floor(r() * 89_999_999)), 1_000, readMs + 20_000 + d);

      for (let s = 1 + Math.floor(r() * 3); s > 0; s--) {
        const atMs = readMs - (s - 1) * 30 * DAY;
        insertSnapshot.run(id, iso(atMs), snapshotJson(id, r, atMs, filings.length, stored.length), `req_fresh_${n}_${s}`);
        snapshots++;
      }

      if (r() < 0.2) {
        insertAction.run(`${actionId}_old`, 'mirror', id, quoteJson(id, filings.length), iso(readMs - 90 * DAY), iso(readMs - 90 * DAY), iso(readMs - 90 * DAY + 60_000));
        actions++;
      }
      insertAction.run(actionId, 'mirror', id, quoteJson(id, filings.length), iso(readMs), iso(readMs), iso(readMs + 60_000));
      actions++;
    });
  })();
  return {
    companies: base.companies,
    filings: base.filings,
    documents,
    ledgerRows,
    snapshots,
    actions,
    ms: Math.round(performance.now() - started),
  };
}
