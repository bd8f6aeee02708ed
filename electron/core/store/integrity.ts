/**
 * The library checked as an auditor would: SQLite's integrity_check, every search index against
 * what it indexes, every stored PDF against the SHA-256 and size recorded when it was bought (each
 * failure named with its filing id), and files in pdfs/ that no record names. Repair rebuilds the
 * search indexes from the library and moves orphan files to quarantine/<time>/; it never deletes a
 * file, and a missing or altered PDF is reported, not touched (it can only come back from a backup
 * or be bought again). PDFs are hashed with streams outside any transaction.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentProblem, LibraryCheckReport } from '../../../shared/bridge/library-check';
import type { StoreContext } from './context';
import { PDF_DIR } from './documents';
import { makePrivateDir } from './permissions';
import { indexItem, reindexCompany, reindexDirector, reindexFiling } from './search-index';

export const QUARANTINE_DIR = 'quarantine';
const TEMP_NAME = /^\..+\.part$/;

/** Each search index, what it indexes (to count against) and how to rebuild it from the library. */
const INDEXES: Array<{ table: string; source: string; external: boolean; rebuild(ctx: StoreContext): void }> = [
  {
    table: 'companies_fts',
    source: 'SELECT count(*) FROM companies',
    external: false,
    rebuild: (ctx) => {
      for (const id of ctx.stmt('SELECT id FROM companies').pluck().all() as string[]) reindexCompany(ctx, id);
    },
  },
  {
    table: 'directors_fts',
    source: 'SELECT count(*) FROM directors',
    external: false,
    rebuild: (ctx) => {
      for (const din of ctx.stmt('SELECT din FROM directors').pluck().all() as string[]) reindexDirector(ctx, din);
    },
  },
  {
    table: 'filings_fts',
    source: 'SELECT count(*) FROM filings',
    external: false,
    rebuild: (ctx) => {
      const rows = ctx.stmt('SELECT rid, form_id AS formId, document_category AS documentCategory, attachment_label AS attachmentLabel FROM filings').all();
      for (const f of rows as Array<{ rid: number; formId: string | null; documentCategory: string | null; attachmentLabel: string | null }>) reindexFiling(ctx, f, false);
    },
  },
  {
    table: 'items_fts',
    source: 'SELECT count(*) FROM extraction_items',
    external: false,
    rebuild: (ctx) => {
      for (const it of ctx.stmt('SELECT id, label, qname FROM extraction_items').all() as Array<{ id: number; label: string; qname: string }>) indexItem(ctx, it.id, it.label, it.qname);
    },
  },
  { table: 'pdf_pages', source: 'SELECT count(*) FROM pdf_page_text', external: true, rebuild: (ctx) => ctx.db.exec(`INSERT INTO pdf_pages (pdf_pages) VALUES ('rebuild')`) },
  { table: 'notes_fts', source: 'SELECT count(*) FROM notes', external: true, rebuild: (ctx) => ctx.db.exec(`INSERT INTO notes_fts (notes_fts) VALUES ('rebuild')`) },
];

function searchProblems(ctx: StoreContext): Map<string, string> {
  const problems = new Map<string, string>();
  for (const index of INDEXES) {
    try {
      // rank = 1: compare the index with the content too (external-content tables).
      ctx.db.exec(`INSERT INTO ${index.table} (${index.table}, rank) VALUES ('integrity-check', ${index.external ? 1 : 0})`);
    } catch (error) {
      problems.set(index.table, `${index.table}: ${(error as Error).message}`);
      continue;
    }
    const indexed = ctx.db.prepare(`SELECT count(*) FROM ${index.table}`).pluck().get() as number;
    const expected = ctx.db.prepare(index.source).pluck().get() as number;
    if (indexed !== expected) problems.set(index.table, `${index.table} indexes ${indexed} rows where the library has ${expected}`);
  }
  return problems;
}

function rebuildSearch(ctx: StoreContext, tables: readonly string[]): void {
  ctx.db.transaction(() => {
    for (const index of INDEXES.filter((i) => tables.includes(i.table))) {
      if (!index.external) ctx.db.exec(`DELETE FROM ${index.table}`);
      index.rebuild(ctx);
    }
  })();
}

async function hashFile(file: string): Promise<{ sha256: string; bytes: number } | null> {
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of fs.createReadStream(file)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).byteLength;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw error;
  }
  return { sha256: hash.digest('hex'), bytes };
}

interface StoredDocument {
  filingId: string;
  companyId: string;
  relPath: string;
  size: number;
  sha256: string;
}

/** Library-relative paths of the files under pdfs/ (temp files of a write in progress left out). */
function filesUnderPdfs(dir: string): string[] {
  const root = path.join(dir, PDF_DIR);
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!TEMP_NAME.test(entry.name)) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

function quarantine(dir: string, orphans: readonly string[], stamp: string): string {
  const target = path.join(dir, QUARANTINE_DIR, stamp);
  for (const rel of orphans) {
    const to = path.join(target, ...rel.split('/'));
    makePrivateDir(path.dirname(to));
    fs.renameSync(path.join(dir, ...rel.split('/')), to);
  }
  return target;
}

export function createIntegrity(ctx: StoreContext) {
  const count = (sql: string) => ctx.stmt(sql).pluck().get() as number;
  return {
    async check(opts: { repair?: boolean } = {}): Promise<LibraryCheckReport> {
      const checkedAt = ctx.now();
      const integrity = ctx.db.pragma('integrity_check') as Array<{ integrity_check: string }>;
      const databaseProblems = integrity.map((r) => r.integrity_check).filter((m) => m !== 'ok');
      const search = searchProblems(ctx);
      let searchRebuilt: string[] = [];
      if (opts.repair && search.size > 0 && databaseProblems.length === 0) {
        rebuildSearch(ctx, [...search.keys()]);
        searchRebuilt = [...search.keys()];
      }
      const stillWrong = searchRebuilt.length > 0 ? searchProblems(ctx) : search;

      const documents = ctx.stmt('SELECT filing_id AS filingId, company_id AS companyId, rel_path AS relPath, size, sha256 FROM documents ORDER BY company_id, filing_id').all() as StoredDocument[];
      const problems: DocumentProblem[] = [];
      for (const doc of documents) {
        const seen = await hashFile(path.join(ctx.dir, ...doc.relPath.split('/')));
        const base = { filingId: doc.filingId, companyId: doc.companyId, path: doc.relPath, expectedSha256: doc.sha256, expectedBytes: doc.size };
        if (!seen) problems.push({ ...base, problem: 'missing' });
        else if (seen.sha256 !== doc.sha256 || seen.bytes !== doc.size) problems.push({ ...base, problem: 'altered', actualSha256: seen.sha256, actualBytes: seen.bytes });
      }
      const known = new Set(documents.map((d) => d.relPath));
      const orphans = filesUnderPdfs(ctx.dir).filter((rel) => !known.has(rel));
      const quarantinedTo = opts.repair && orphans.length > 0 ? quarantine(ctx.dir, orphans, checkedAt.replace(/[:.]/g, '-')) : null;

      const report: LibraryCheckReport = {
        ok: false,
        checkedAt,
        databaseProblems,
        searchProblems: [...stillWrong.values()],
        searchRebuilt,
        documents: { checked: documents.length, intact: documents.length - problems.length, problems },
        orphans,
        quarantinedTo,
        counts: {
          companies: count('SELECT count(*) FROM companies'),
          filings: count('SELECT count(*) FROM filings'),
          documents: documents.length,
          notes: count('SELECT count(*) FROM notes'),
          ledgerEntries: count('SELECT count(*) FROM spend_ledger'),
        },
        repaired: opts.repair === true,
      };
      report.ok = databaseProblems.length === 0 && stillWrong.size === 0 && problems.length === 0 && (orphans.length === 0 || quarantinedTo !== null);
      return report;
    },
  };
}
