import { type Library, rawDatabase } from '../../../electron/core/store/library';

/**
 * Fills a library with synthetic companies and filings for benchmarks: one transaction, prepared
 * statements, FTS rows written alongside exactly as the repositories would. Deterministic for a
 * given `seed`, so two runs build the same library.
 */
export interface SeedOptions {
  companies: number;
  filingsPerCompany: number;
  seed?: number;
}

const FIRST = ['Tata', 'Reliance', 'Infosys', 'Wipro', 'Bharat', 'Hindustan', 'Mahindra', 'Godrej', 'Larsen', 'Adani', 'Bajaj',
  'Kotak', 'Shree', 'Sri', 'Sun', 'Indus', 'Apollo', 'Zenith', 'Lotus', 'Ganga', 'Kaveri', 'Himalaya', 'Deccan', 'Coromandel',
  'Malabar', 'Konkan', 'Vindhya', 'Aravali', 'Narmada', 'Saraswati', 'Lakshmi', 'Ashok', 'Vikram', 'Surya', 'Chandra', 'Meghna'];
const SECOND = ['Steel', 'Motors', 'Textiles', 'Pharma', 'Chemicals', 'Software', 'Infra', 'Power', 'Agro', 'Foods', 'Logistics',
  'Finance', 'Realty', 'Cement', 'Polymers', 'Electricals', 'Exports', 'Ventures', 'Healthcare', 'Systems', 'Capital', 'Traders',
  'Engineering', 'Solar', 'Digital', 'Hospitality', 'Ceramics', 'Paper', 'Spinning', 'Minerals'];
const SUFFIX = ['Private Limited', 'Limited', 'Private Limited', 'LLP', 'Private Limited', 'India Private Limited'];
const STATES: [string, string, string][] = [['MH', 'Maharashtra', 'Mumbai'], ['KA', 'Karnataka', 'Bengaluru'], ['DL', 'Delhi', 'New Delhi'],
  ['TN', 'Tamil Nadu', 'Chennai'], ['GJ', 'Gujarat', 'Ahmedabad'], ['WB', 'West Bengal', 'Kolkata'], ['TG', 'Telangana', 'Hyderabad']];
const FORMS: [string, string, string][] = [
  ['AOC-4', 'Annual Returns and Balance Sheet eForms', 'Financial Statements'],
  ['MGT-7', 'Annual Returns and Balance Sheet eForms', 'Annual Return'],
  ['CHG-1', 'Charge Documents', 'Instrument of creation of charge'],
  ['DIR-12', 'Change in Directors', 'Appointment of director'],
  ['PAS-3', 'Other eForm Documents', 'List of allottees'],
  ['ADT-1', 'Other eForm Documents', 'Appointment of auditor'],
  ['INC-22', 'Incorporation Documents', 'Registered office address proof'],
  ['AOC-4 XBRL', 'Annual Returns and Balance Sheet eForms', 'XBRL financial statements'],
];

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function seedSyntheticLibrary(library: Library, opts: SeedOptions): { companies: number; filings: number; ms: number } {
  const started = performance.now();
  const r = random(opts.seed ?? 42);
  const db = rawDatabase(library);
  const now = new Date().toISOString();
  const insertCompany = db.prepare(
    `INSERT INTO companies (id, rid, id_type, name, known_as, status, state, city, date_of_incorporation, company_type,
       paid_up_capital_paisa, filing_count, latest_filing_on, created_at, updated_at)
     VALUES (?, ?, 'cin', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCompanyFts = db.prepare('INSERT INTO companies_fts (rowid, name, known_as, former_names, ids) VALUES (?, ?, ?, ?, ?)');
  const insertFiling = db.prepare(
    `INSERT INTO filings (filing_id, rid, company_id, form_id, document_category, attachment_label, date_of_filing, year,
       file_size, file_type, number_of_pages, listed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pdf', ?, ?)`,
  );
  const insertFilingFts = db.prepare('INSERT INTO filings_fts (rowid, form_id, document_category, attachment_label) VALUES (?, ?, ?, ?)');

  let filings = 0;
  // A large page cache keeps the FTS segment merges of one huge transaction in memory.
  const cacheBefore = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -262144');
  db.transaction(() => {
    let companyRid = (db.prepare('SELECT coalesce(max(rid), 0) FROM companies').pluck().get() as number) + 1;
    let filingRid = (db.prepare('SELECT coalesce(max(rid), 0) FROM filings').pluck().get() as number) + 1;
    const first = db.prepare('SELECT count(*) FROM companies').pluck().get() as number;
    for (let i = first; i < first + opts.companies; i++) {
      const [code, state, city] = pick(r, STATES);
      const year = 1950 + Math.floor(r() * 74);
      // The serial and the leading digits together keep CINs unique up to 10^11 companies.
      const id = `U${pad(10000 + (i % 90000), 5)}${code}${year}PTC${pad(Math.floor(i / 90000) % 1000000, 6)}`;
      const brand = pick(r, FIRST);
      const name = `${brand} ${pick(r, SECOND)} ${pick(r, SECOND)} ${pick(r, SUFFIX)}`;
      const knownAs = r() < 0.1 ? `${brand} Group` : null;
      const latest = 2000 + Math.floor(r() * 25);
      insertCompany.run(id, companyRid, name, knownAs, r() < 0.85 ? 'Active' : 'Strike Off', state, city, `${year}-01-15`,
        'Private', Math.floor(r() * 1e9) * 100, opts.filingsPerCompany, `${latest}-06-30`, now, now);
      insertCompanyFts.run(companyRid, name, knownAs ?? '', '', id);
      for (let j = 0; j < opts.filingsPerCompany; j++) {
        const [form, category, label] = pick(r, FORMS);
        const fy = latest - j;
        insertFiling.run(`flg_${i.toString(36)}_${j}`, filingRid, id, form, category, label, `${fy}-10-${pad(1 + (j % 28), 2)}`,
          fy, 20000 + Math.floor(r() * 2e6), 1 + Math.floor(r() * 40), now);
        insertFilingFts.run(filingRid, form, category, label);
        filingRid++;
        filings++;
      }
      companyRid++;
    }
  })();
  db.pragma(`cache_size = ${cacheBefore}`);
  return { companies: opts.companies, filings, ms: Math.round(performance.now() - started) };
}
