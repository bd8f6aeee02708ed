// The connector's book tools (issue 26, item 7) as an assistant meets them: the SDK's own Client
// spawns the real `dossier mcp` on a library holding a mirrored sandbox company and a book of it
// imported by the CLI, after the emulator is stopped (free, offline tools). Names, exposures and
// bands are checked against what `dossier portfolio show` prints for the same library; every signal
// and overdue filing carries its evidence; an unknown book and a bad day are refused in words.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/index';
import type { BookSummary, BookView } from '../../shared/bridge/portfolio';
import { removeTempDirs, runDossier, tempDir } from '../support/cli/cli-kit';
import { type Connector, dataOf, startConnector } from '../support/connector/connector-kit';

const SANDBOX_CIN = 'U46934WB2022PTC379350'; // Kemi Trading: filings, PDFs and extractions
const RATE = '100000';

const dataDir = tempDir('mcp-portfolio');
let env: Record<string, string> = {};
let connector: Connector;
let shown: BookView;

interface PortfolioAnswer {
  book: BookSummary;
  companies: Array<{
    companyId: string;
    name: string;
    reference: string | null;
    exposurePaisa: number | null;
    sandbox: boolean;
    band: { band: string; reasons: unknown[]; rule: string } | null;
    signals: Array<{ rule: string; title: string; evidence: unknown[]; cite: string[] }>;
    statutory: { obligations: Array<{ state: string; evidence: unknown[]; cite: string[] }> };
  }>;
  unresolved: unknown[];
}

beforeAll(async () => {
  const emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  try {
    env = { DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: emulator.keys.test, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };
    const mirror = await runDossier(['--base-url', emulator.url, 'mirror', SANDBOX_CIN, '--yes'], env);
    expect(mirror.code, mirror.stderr).toBe(0);
    const file = path.join(tempDir('mcp-portfolio-files'), 'sandbox book.csv');
    fs.writeFileSync(file, `Loan A/c No,Borrower Name,CIN,Exposure\r\nLN1,Kemi Trading Pvt Ltd,${SANDBOX_CIN},1.2 crore\r\nLN2,Kemi Trading Pvt Ltd,${SANDBOX_CIN},30 lakh\r\n`);
    const imported = await runDossier(['--base-url', emulator.url, '--json', 'portfolio', 'import', file, '--name', 'Sandbox book'], env);
    expect(imported.code, imported.stdout + imported.stderr).toBe(0);
    const show = await runDossier(['--base-url', emulator.url, '--json', 'portfolio', 'show', 'Sandbox book'], env, '', 120_000);
    expect(show.code, show.stderr).toBe(0);
    shown = (JSON.parse(show.stdout) as { value: BookView }).value;
  } finally {
    await emulator.close();
  }
  connector = await startConnector(env);
}, 240_000);

afterAll(async () => {
  await connector?.close();
  removeTempDirs();
});

describe('the connector’s book tools, offline', () => {
  it('lists the three book tools as free read-only tools with their inputs', async () => {
    const { tools } = await connector.client.listTools();
    const tool = (name: string) => tools.find((t) => t.name === name)!;
    expect(tools.slice(-3).map((t) => t.name)).toEqual(['list_portfolios', 'get_portfolio', 'portfolio_changes']);
    expect(tool('get_portfolio').inputSchema.required).toEqual(['book']);
    expect(Object.keys(tool('portfolio_changes').inputSchema.properties ?? {})).toEqual(['book', 'since']);
    for (const t of tools.slice(-3)) expect(t.annotations).toMatchObject({ readOnlyHint: true });
  });

  it('lists the book with its exposure, labelled as sandbox', async () => {
    const answer = await connector.call('list_portfolios');
    expect(answer.kind).toBe('success');
    const books = dataOf<BookSummary[]>(answer);
    expect(books.map((b) => [b.name, b.rows, b.companies, b.exposurePaisa, b.sandbox])).toEqual([['Sandbox book', 2, 1, 1_50_00_000_00, true]]);
    expect(answer.text).toContain('Sandbox book');
    expect(answer.text).toContain('exposure ₹1,50,00,000.00');
    expect(answer.text).toContain('SANDBOX');
    expect(answer.structured).toMatchObject({ costPaisa: 0 });
  });

  it('gives the book company by company with the bands the CLI shows, every signal and overdue filing with its evidence', async () => {
    const answer = await connector.call('get_portfolio', { book: '  sandbox BOOK ' });
    expect(answer.kind, answer.text).toBe('success');
    const data = dataOf<PortfolioAnswer>(answer);
    expect(data.companies.map((c) => [c.companyId, c.name, c.exposurePaisa, c.sandbox])).toEqual(
      shown.companies.map((c) => [c.companyId, c.name, c.exposurePaisa, c.sandbox]),
    );
    expect(data.companies[0]!.exposurePaisa).toBe(1_50_00_000_00);
    for (const c of data.companies) {
      const cli = shown.companies.find((x) => x.companyId === c.companyId)!;
      expect(c.band?.band).toBe(cli.band);
      expect(c.band?.rule.length).toBeGreaterThan(0);
      for (const s of c.signals) {
        expect(s.evidence.length, s.title).toBeGreaterThan(0);
        expect(s.cite).toHaveLength(s.evidence.length);
      }
      for (const o of c.statutory.obligations.filter((x) => x.state === 'overdue')) expect(o.evidence.length).toBeGreaterThan(0);
    }
    expect(answer.text).toContain('Book "Sandbox book" [SANDBOX');
    expect(answer.text).toMatch(/\d+ high risk, \d+ on watch, \d+ standard/);
    // Sources: the rules, the master record read from the registry, and each signal's filings.
    expect(answer.text).toContain(`Library copy of the master record of ${SANDBOX_CIN}`);
    const sources = answer.structured.sources as Array<{ origin: string; filingId?: string }>;
    const signalFilings = data.companies.flatMap((c) => c.signals.flatMap((s) => s.evidence as Array<{ kind: string; id: string }>)).filter((e) => e.kind === 'filing');
    for (const e of signalFilings) expect(sources.some((s) => s.filingId === e.id)).toBe(true);
  });

  it('gives what changed since a day, each signal with its evidence', async () => {
    const answer = await connector.call('portfolio_changes', { book: 'Sandbox book', since: '2000-01-01' });
    expect(answer.kind, answer.text).toBe('success');
    const data = dataOf<{ since: string; companies: Array<{ companyId: string; signals: Array<{ evidence: unknown[]; cite: string[] }> }> }>(answer);
    expect(data.since).toBe('2000-01-01');
    expect(answer.text).toMatch(/^Since 2000-01-01 in "Sandbox book" \[SANDBOX/m);
    for (const c of data.companies) for (const s of c.signals) expect(s.cite.length).toBe(s.evidence.length);
  });

  it('refuses an unknown book, naming the books there are, and a day to come or not a day', async () => {
    const unknown = await connector.call('get_portfolio', { book: 'Corporate book' });
    expect(unknown.kind).toBe('error');
    expect(unknown.structured).toMatchObject({ code: 'BOOK_NOT_FOUND', costPaisa: 0 });
    expect(unknown.text).toContain('There is no book named "Corporate book" (the books are "Sandbox book")');
    const changes = await connector.call('portfolio_changes', { book: 'Corporate book' });
    expect(changes.structured).toMatchObject({ code: 'BOOK_NOT_FOUND' });
    const future = await connector.call('portfolio_changes', { book: 'Sandbox book', since: '2999-01-01' });
    expect(future.structured).toMatchObject({ code: 'INVALID_SINCE' });
    expect(future.text).toContain('2999-01-01 is in the future');
    const notADay = await connector.call('portfolio_changes', { book: 'Sandbox book', since: 'last week' });
    expect(notADay.structured).toMatchObject({ code: 'INVALID_ARGUMENTS' });
    const empty = await connector.call('get_portfolio', { book: '   ' });
    expect(empty.structured).toMatchObject({ code: 'INVALID_ARGUMENTS' });
  });
});
