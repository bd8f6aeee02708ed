// The real `dossier` process against an emulator started by this test: usage errors, consent,
// a sandbox mirror end to end, library reads, and spend reconciled with the emulator's ledger.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import type { ActionView, AppStatus, CompanySummary, FilingView, FreshnessView, Quote, SearchHit, SpendView } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

const SANDBOX_CIN = 'U46934WB2022PTC379350'; // Kemi Trading: 24 filings, a few extractions
const LIVE_CIN = 'U46215UP2026PTC065536'; // Primojur Trading: no filings, a cheap live mirror
const RATE = '100000';
const ACCOUNT = 'acc_main';

let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
}, 180_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

function envFor(dataDir: string, key: string): Record<string, string> {
  return { DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: key, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };
}

const usageCount = (): number => emulator.state.usageSince(ACCOUNT, 0).length;
interface Doc<T> {
  ok: boolean;
  value: T;
  error: AppError & { quote: Quote };
  exitCode: number;
}
const parse = <T = unknown>(stdout: string): Doc<T> => JSON.parse(stdout) as Doc<T>;

describe('dossier without the registry', () => {
  it('prints its help and exits 0', async () => {
    const r = await runDossier(['--help'], { DOSSIER_DATA_DIR: tempDir('help') });
    expect(r.code).toBe(0);
    for (const command of ['key', 'search', 'lookup', 'company', 'filings', 'director', 'mirror', 'refresh', 'fetch', 'freshness', 'status', 'spend']) {
      expect(r.stdout).toContain(`  ${command}`);
    }
    expect(r.stdout).toContain('Exit codes');
  });

  it('exits 2 on an unknown command or flag', async () => {
    const dataDir = tempDir('usage');
    const unknown = await runDossier(['mirorr', SANDBOX_CIN], { DOSSIER_DATA_DIR: dataDir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'mirorr'");
    const flag = await runDossier(['--json', 'mirror', SANDBOX_CIN, '--yes-please'], { DOSSIER_DATA_DIR: dataDir });
    expect(flag.code).toBe(2);
    expect(parse(flag.stdout)).toMatchObject({ ok: false, exitCode: 2, error: { code: 'USAGE' } });
  });
});

describe('dossier against the emulator', () => {
  it('refuses an invalid CIN with exit 2, naming the rule, before any request', async () => {
    const before = usageCount();
    const r = await runDossier(['--base-url', emulator.url, 'mirror', 'U46934ZZ2022PTC379350', '--yes'], envFor(tempDir('cin'), emulator.keys.live));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('INVALID_CIN');
    expect(r.stderr).toContain('rule: state');
    expect(usageCount()).toBe(before);
  });

  it('refuses a paid command without --yes when stdin is not a terminal (exit 4), after showing the quote', async () => {
    const r = await runDossier(['--base-url', emulator.url, 'mirror', SANDBOX_CIN], envFor(tempDir('consent'), emulator.keys.test));
    expect(r.code).toBe(4);
    expect(r.stdout).toContain(`Mirror ${SANDBOX_CIN}`);
    expect(r.stdout).toContain('nothing is charged');
    expect(r.stderr).toContain('pass --yes');
  });

  it('refuses a live mirror over --budget with exit 4 and the reason, and keeps no cap afterwards', async () => {
    const dataDir = tempDir('budget');
    const before = emulator.state.ledger(ACCOUNT).length;
    const r = await runDossier(['--base-url', emulator.url, '--json', 'mirror', LIVE_CIN, '--yes', '--budget', '1'], envFor(dataDir, emulator.keys.live));
    expect(r.code).toBe(4);
    const doc = parse(r.stdout);
    expect(doc.error.code).toBe('SESSION_CAP_REACHED');
    expect(doc.error.message).toContain('over the cap of ₹1.00 set by --budget for this run');
    expect(doc.error.message + doc.error.hint).not.toMatch(/set in Settings|Raise the session cap in Settings/);
    expect(doc.error.hint).toContain('higher --budget');
    expect(doc.error.quote.totalPaisa).toBeGreaterThan(100);
    expect(emulator.state.ledger(ACCOUNT).length).toBe(before);
    const settings = JSON.parse(fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8'));
    expect(settings.sessionCapPaisa).toBeNull();
  });

  it('exits 3 when the registry refuses the quote itself (a revoked key), spending nothing', async () => {
    const before = emulator.state.ledger(ACCOUNT).length;
    const r = await runDossier(['--base-url', emulator.url, '--json', 'mirror', LIVE_CIN, '--yes'], envFor(tempDir('revoked'), emulator.keys.revoked));
    expect(r.code).toBe(3);
    const doc = parse(r.stdout);
    expect(doc.error).toMatchObject({ code: 'API_KEY_REVOKED', status: 401, requestId: expect.stringMatching(/^\S+$/) });
    expect(doc.error.message).toContain('revoked');
    expect(doc.error.quote.blockedError).toMatchObject({ code: 'API_KEY_REVOKED', requestId: doc.error['requestId'] });
    expect(r.stderr).toContain('Error (API_KEY_REVOKED)');
    expect(r.stderr).toContain(`Request id: ${String(doc.error['requestId'])}`);
    expect(emulator.state.ledger(ACCOUNT).length).toBe(before);
  });

  describe('a sandbox mirror, then the library', () => {
    const dataDir = tempDir('sandbox');
    const env = () => envFor(dataDir, emulator.keys.test);

    it('mirrors end to end with --yes --json: one JSON document, filings and PDFs in the library', async () => {
      const r = await runDossier(['--base-url', emulator.url, 'mirror', SANDBOX_CIN, '--yes', '--json'], env());
      expect(r.code, r.stderr).toBe(0);
      const doc = parse<{ quote: Quote; action: ActionView; company: CompanySummary }>(r.stdout); // the whole of stdout is one document
      expect(doc.ok).toBe(true);
      expect(doc.value.quote).toMatchObject({ subject: SANDBOX_CIN, sandbox: true, totalPaisa: 0 });
      expect(doc.value.action).toMatchObject({ state: 'done', subject: SANDBOX_CIN });
      expect(doc.value.company).toMatchObject({ id: SANDBOX_CIN, totalFilings: 24 });
      const pdfs = doc.value.company.downloadedPdfs;
      expect(pdfs).toBeGreaterThan(0);
      const files = fs.readdirSync(path.join(dataDir, 'pdfs'), { recursive: true }).filter((f) => String(f).endsWith('.pdf'));
      expect(files.length).toBe(pdfs);
      expect(r.stderr).toContain('Reading the master record');

      const filings = await runDossier(['--json', 'filings', SANDBOX_CIN], env());
      expect(filings.code).toBe(0);
      const rows = parse<FilingView[]>(filings.stdout).value;
      expect(rows).toHaveLength(24);
      expect(rows.filter((f) => f.localState === 'downloaded')).toHaveLength(pdfs);
    }, 180_000);

    it('finds the mirrored company with a local search', async () => {
      const r = await runDossier(['search', 'Kemi', 'Trading'], env());
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Kemi Trading Private Limited');
      expect(r.stdout).toContain(SANDBOX_CIN);
    });

    it('finds the text of every mirrored PDF right after the mirror: the mirror waited for the indexer', async () => {
      // "synthetic" is on the first page of every emulator PDF (its letterhead) and nowhere else.
      const r = await runDossier(['--json', 'search', 'synthetic', '--limit', '100'], env());
      expect(r.code, r.stderr).toBe(0);
      const hits = parse<SearchHit[]>(r.stdout).value;
      const pdfHits = hits.filter((h) => h.kind === 'pdf');
      expect(pdfHits.length).toBeGreaterThan(0);
      expect(pdfHits.every((h) => h.companyId === SANDBOX_CIN && h.page === 1)).toBe(true);
      const filings = parse<FilingView[]>((await runDossier(['--json', 'filings', SANDBOX_CIN], env())).stdout).value;
      const downloaded = filings.filter((f) => f.localState === 'downloaded').map((f) => f.filingId);
      expect(new Set(pdfHits.map((h) => h.filingId))).toEqual(new Set(downloaded));
    });

    it('shows the company, its status and its freshness', async () => {
      const company = await runDossier(['company', SANDBOX_CIN], env());
      expect(company.code).toBe(0);
      expect(company.stdout).toMatch(/Filings:\s+24 listed/);
      expect(company.stdout).toMatch(/Financial statements: FY 20\d\d-\d\d to FY 20\d\d-\d\d \(standalone/);
      const figures = await runDossier(['company', SANDBOX_CIN, '--financials'], env());
      expect(figures.code).toBe(0);
      expect(figures.stdout).toMatch(/Balance sheet\nItem\s+Unit\s+FY 20\d\d-\d\d/);
      expect(figures.stdout).toMatch(/Share capital\s+INR\s+\d{1,2}(,\d\d)*,\d{3}/); // Indian grouping
      const status = await runDossier(['status', SANDBOX_CIN], env());
      expect(status.code).toBe(0);
      expect(status.stdout).toMatch(/Mirror Kemi Trading Private Limited\s+done/);
      const freshness = await runDossier(['--json', 'freshness', SANDBOX_CIN], env());
      expect(freshness.code).toBe(0);
      const value = parse<{ companyId: string; freshness: FreshnessView }>(freshness.stdout).value;
      expect(value.companyId).toBe(SANDBOX_CIN);
      expect(['fresh', 'aging', 'stale', 'unknown']).toContain(value.freshness.badge);
      expect(value.freshness.masterReadAt).toEqual(expect.any(String));
    });

    it('filters filings by form in any case, and a filter that matches nothing says how many it looked at', async () => {
      const lower = await runDossier(['--json', 'filings', SANDBOX_CIN, '--form', 'aoc-4'], env());
      expect(lower.code, lower.stderr).toBe(0);
      const rows = parse<FilingView[]>(lower.stdout).value;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((f) => f.formId === 'AOC-4')).toBe(true);
      const none = await runDossier(['filings', SANDBOX_CIN, '--form', 'XYZ-9'], env());
      expect(none.code).toBe(0);
      expect(none.stdout).toContain(`None of the 24 filings the library lists for ${SANDBOX_CIN} match --form XYZ-9`);
    });

    it('exports the mirrored company from the library', async () => {
      // Outside the library folder: an export is never written among library.db and the PDFs.
      const target = path.join(tempDir('handover'), 'report.xlsx');
      const r = await runDossier(['--json', 'export', SANDBOX_CIN, '--format', 'xlsx', '--out', target], env());
      expect(r.code, r.stderr).toBe(0);
      expect(parse<{ path: string; bytes: number }>(r.stdout).value).toMatchObject({ path: target, bytes: fs.statSync(target).size });
    });

    it('says when a company is not mirrored yet and how to mirror it', async () => {
      const r = await runDossier(['company', LIVE_CIN], env());
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${LIVE_CIN} is not mirrored yet`);
      expect(r.stderr).toContain(`dossier mirror ${LIVE_CIN}`);
    });
  });

  it('reconciles spend --json with the emulator ledger after a live mirror', async () => {
    const dataDir = tempDir('live');
    const env = envFor(dataDir, emulator.keys.live);
    const before = emulator.state.ledger(ACCOUNT).length;
    const mirror = await runDossier(['--base-url', emulator.url, 'mirror', LIVE_CIN, '--yes'], env);
    expect(mirror.code, mirror.stderr).toBe(0);
    expect(mirror.stdout).toMatch(/Unlock[^\n]*₹330\.00/);
    const charges = emulator.state.ledger(ACCOUNT).slice(before);
    expect(charges.length).toBeGreaterThan(0);

    const r = await runDossier(['--json', 'spend'], env);
    expect(r.code).toBe(0);
    const spend = parse<SpendView>(r.stdout).value;
    expect(spend.totalPaisa).toBe(charges.reduce((sum, c) => sum + c.pricePaisa, 0));
    expect(spend.walletPaisa).toBe(emulator.state.balance(ACCOUNT));
    expect(new Set(spend.recent.map((row) => row.requestId))).toEqual(new Set(charges.map((c) => c.requestId)));
    const status = await runDossier(['--json', 'status'], env);
    expect(parse<{ companies: number; status: AppStatus }>(status.stdout).value).toMatchObject({ companies: 1, status: { mode: 'live', walletPaisa: emulator.state.balance(ACCOUNT) } });
  }, 120_000);
});
