// The library connector as an assistant meets it: the SDK's own Client spawns the real `dossier mcp`
// (bin/dossier.mjs) on a library mirrored from the sandbox, after the emulator that served the
// mirror is stopped, so the registry is unreachable. Answers are checked against what the CLI
// prints for the same library, the PDF against the stored file and poppler's reading of it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/index';
import { type Library, openLibrary } from '../../electron/core/store';
import type { CompanyDetail, FilingView, FinancialsView, SearchHit, SpendView } from '../../shared/bridge/views';
import { removeTempDirs, runDossier, tempDir } from '../support/cli/cli-kit';
import { type Answer, CLIENT_NAME, type Connector, dataOf, startConnector } from '../support/connector/connector-kit';

const SANDBOX_CIN = 'U46934WB2022PTC379350'; // Kemi Trading: 24 filings, PDFs and extractions
const UNMIRRORED_CIN = 'U46215UP2026PTC065536';
const RATE = '100000';

/** The spec's sixteen connector tools, in its table's order, then the library's own six (issue 11). */
const SPEC_TOOLS = [
  'list_sandbox_entities',
  'find_company',
  'get_company',
  'list_filings',
  'find_director',
  'get_director',
  'unlock_company',
  'get_unlock_status',
  'get_filing_document',
  'list_extraction_forms',
  'list_extraction_years',
  'get_extraction',
  'check_freshness',
  'refresh_company',
  'fetch_documents',
  'get_account',
];
const LIBRARY_TOOLS = ['search_library', 'get_financials', 'get_findings', 'list_notes', 'add_note', 'get_filing_text'];
/** The analyst's books (issue 26): connector-portfolio.test.ts answers them. */
const PORTFOLIO_TOOLS = ['list_portfolios', 'get_portfolio', 'portfolio_changes'];

const dataDir = tempDir('mcp-offline');
let testKey = '';
let env: Record<string, string> = {};
let connector: Connector;

beforeAll(async () => {
  const emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  try {
    testKey = emulator.keys.test;
    env = { DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: testKey, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };
    const mirror = await runDossier(['--base-url', emulator.url, 'mirror', SANDBOX_CIN, '--yes'], env);
    expect(mirror.code, mirror.stderr).toBe(0);
  } finally {
    // From here on the registry is unreachable: the settings still point at the closed port.
    await emulator.close();
  }
  connector = await startConnector(env);
}, 240_000);

afterAll(async () => {
  await connector?.close();
  removeTempDirs();
});

/** A second, read-only look at the library the connector serves (WAL lets both read). */
function withLibrary<T>(read: (library: Library) => T): T {
  const library = openLibrary(dataDir, { readonly: true });
  try {
    return read(library);
  } finally {
    library.close();
  }
}

async function cli<T>(...args: string[]): Promise<T> {
  const r = await runDossier(['--json', ...args], env);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { value: T }).value;
}

async function allFilings(): Promise<FilingView[]> {
  const rows: FilingView[] = [];
  for (let page = 1; ; page++) {
    const answer = await connector.call('list_filings', { companyId: SANDBOX_CIN, page, limit: 10 });
    rows.push(...dataOf<FilingView[]>(answer));
    const meta = answer.structured.page as { totalPages: number };
    if (page >= meta.totalPages) return rows;
  }
}

describe('dossier mcp on a library, the registry unreachable', () => {
  it('lists the spec’s sixteen tools in its order, then the library’s six, each with its input schema', async () => {
    const { tools } = await connector.client.listTools();
    expect(tools.map((t) => t.name)).toEqual([...SPEC_TOOLS, ...LIBRARY_TOOLS, ...PORTFOLIO_TOOLS]);
    const tool = (name: string) => tools.find((t) => t.name === name)!;
    const props = (name: string) => tool(name).inputSchema.properties as Record<string, { type?: string; maximum?: number; minimum?: number }>;
    expect(tool('get_company').inputSchema.required).toEqual(['companyId']);
    expect(Object.keys(props('get_company'))).toEqual(['companyId', 'idType']);
    expect(Object.keys(props('list_filings'))).toEqual(['companyId', 'page', 'limit', 'formId', 'year', 'documentCategory']);
    expect(props('list_filings').limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 200 });
    expect(props('find_company').limit).toMatchObject({ minimum: 1, maximum: 20 });
    expect(Object.keys(props('find_company'))).toEqual(['query', 'state', 'city', 'limit', 'confirm']);
    expect(tool('get_extraction').inputSchema.required).toEqual(['companyId', 'formType', 'year']);
    expect(tool('get_filing_document').inputSchema.required).toEqual(['companyId', 'filingId']);
    expect(tool('list_extraction_years').inputSchema.required).toEqual(['companyId', 'formType']);
    expect(tool('get_account').inputSchema.required ?? []).toEqual([]);
    for (const paid of ['unlock_company', 'refresh_company', 'fetch_documents']) {
      expect(tool(paid).inputSchema.required).toEqual(['companyId']);
      expect(props(paid).confirm).toMatchObject({ type: 'boolean' });
      expect(tool(paid).annotations).toMatchObject({ readOnlyHint: false });
    }
    for (const name of LIBRARY_TOOLS.filter((n) => n !== 'add_note')) expect(tool(name).annotations).toMatchObject({ readOnlyHint: true });
  });

  it('answers every tool with valid input, and refuses invalid input with the API’s own code before reading anything', async () => {
    const company = dataOf<CompanyDetail>(await connector.call('get_company', { companyId: SANDBOX_CIN }));
    const din = company.directors[0]!.din;
    const filings = await allFilings();
    const downloaded = filings.find((f) => f.localState === 'downloaded')!.filingId;
    const years = dataOf<{ availableYears: number[] }>(await connector.call('list_extraction_years', { companyId: SANDBOX_CIN, formType: 'aoc-4' }));
    const tooMany = { junk: Array.from({ length: 300 }, (_, i) => i) };
    const cases: Array<[string, Record<string, unknown>, Answer['kind'], Record<string, unknown>, string]> = [
      ['list_sandbox_entities', {}, 'success', tooMany, 'INVALID_ARGUMENTS'],
      ['find_company', { query: 'kemi' }, 'success', { query: '   ' }, 'MISSING_QUERY'],
      ['get_company', { companyId: SANDBOX_CIN.toLowerCase() }, 'success', { companyId: 'U46934ZZ2022PTC379350' }, 'INVALID_CIN'],
      ['list_filings', { companyId: SANDBOX_CIN, formId: 'AOC-4' }, 'success', { companyId: SANDBOX_CIN, limit: 500 }, 'INVALID_ARGUMENTS'],
      ['find_director', { query: din }, 'success', { query: '' }, 'MISSING_QUERY'],
      ['get_director', { din }, 'success', { din: '123' }, 'INVALID_DIN'],
      ['unlock_company', { companyId: UNMIRRORED_CIN }, 'quote', { companyId: 'nope' }, 'INVALID_CIN'],
      ['get_unlock_status', { companyId: SANDBOX_CIN }, 'success', { companyId: 42 }, 'INVALID_ARGUMENTS'],
      ['get_filing_document', { companyId: SANDBOX_CIN, filingId: downloaded }, 'file', { companyId: SANDBOX_CIN, filingId: '../../library.db' }, 'INVALID_FILING_ID'],
      ['list_extraction_forms', { companyId: SANDBOX_CIN }, 'success', {}, 'INVALID_ARGUMENTS'],
      ['list_extraction_years', { companyId: SANDBOX_CIN, formType: 'CHARGES' }, 'success', { companyId: SANDBOX_CIN, formType: 'XYZ-1' }, 'FORM_TYPE_NOT_AVAILABLE'],
      ['get_extraction', { companyId: SANDBOX_CIN, formType: 'AOC-4', year: years.availableYears[0] }, 'success', { companyId: SANDBOX_CIN, formType: 'AOC-4', year: 1800 }, 'INVALID_YEAR'],
      ['check_freshness', { companyId: SANDBOX_CIN }, 'success', { companyId: 'F1234X' }, 'INVALID_CIN'],
      ['refresh_company', { companyId: SANDBOX_CIN }, 'quote', { companyId: 'x' }, 'INVALID_CIN'],
      ['fetch_documents', { companyId: SANDBOX_CIN }, 'quote', { companyId: SANDBOX_CIN, confirm: 'yes' }, 'INVALID_ARGUMENTS'],
      ['get_account', {}, 'success', tooMany, 'INVALID_ARGUMENTS'],
      ['search_library', { query: 'synthetic' }, 'success', { query: 'a', limit: 0 }, 'INVALID_ARGUMENTS'],
      ['get_financials', { companyId: SANDBOX_CIN, scope: 'consolidated' }, 'success', { companyId: SANDBOX_CIN, scope: 'both' }, 'INVALID_ARGUMENTS'],
      ['get_findings', { companyId: SANDBOX_CIN }, 'success', { companyId: SANDBOX_CIN.slice(0, 20) }, 'INVALID_CIN'],
      ['list_notes', { companyId: SANDBOX_CIN }, 'success', { companyId: SANDBOX_CIN, page: 0 }, 'INVALID_ARGUMENTS'],
      ['add_note', { companyId: SANDBOX_CIN, body: 'Checked the register' }, 'success', { companyId: SANDBOX_CIN, body: '   ' }, 'INVALID_ARGUMENTS'],
      ['get_filing_text', { companyId: SANDBOX_CIN, filingId: downloaded }, 'success', { companyId: SANDBOX_CIN, filingId: downloaded, fromPage: 9999 }, 'INVALID_PAGES'],
    ];
    expect(cases.map((c) => c[0]).sort()).toEqual([...SPEC_TOOLS, ...LIBRARY_TOOLS].sort());
    for (const [tool, valid, kind, invalid, code] of cases) {
      const good = await connector.call(tool, valid);
      expect(good.kind, `${tool} ${good.text}`).toBe(kind);
      expect(good.structured.tool).toBe(tool);
      const bad = await connector.call(tool, invalid);
      expect(bad.kind, `${tool} with ${JSON.stringify(invalid).slice(0, 80)}`).toBe('error');
      expect(bad.raw.isError).toBe(true);
      expect(bad.structured).toMatchObject({ code, checkedLocally: true, costPaisa: 0 });
      expect(bad.text).toContain('What to do:');
    }
  }, 120_000);

  it('answers offline exactly what the CLI prints for the same library', async () => {
    expect(dataOf(await connector.call('get_company', { companyId: SANDBOX_CIN }))).toEqual(await cli<CompanyDetail>('company', SANDBOX_CIN));
    expect(await allFilings()).toEqual(await cli<FilingView[]>('filings', SANDBOX_CIN));
    expect(dataOf(await connector.call('get_financials', { companyId: SANDBOX_CIN }))).toEqual(await cli<FinancialsView>('company', SANDBOX_CIN, '--financials'));
    const consolidated = await cli<FinancialsView>('company', SANDBOX_CIN, '--financials', '--consolidated');
    expect(dataOf(await connector.call('get_financials', { companyId: SANDBOX_CIN, scope: 'consolidated' }))).toEqual(consolidated);
    const freshness = dataOf<Record<string, unknown>>(await connector.call('check_freshness', { companyId: SANDBOX_CIN }));
    expect({ companyId: freshness.companyId, freshness: freshness.freshness, unlock: freshness.unlock }).toEqual(await cli('freshness', SANDBOX_CIN));
    const hits = dataOf<Array<SearchHit & { cite: string }>>(await connector.call('search_library', { query: 'synthetic', limit: 100 }));
    expect(hits.map(({ cite: _cite, ...hit }) => hit)).toEqual(await cli<SearchHit[]>('search', 'synthetic', '--limit', '100'));
    expect(hits.every((h) => h.kind !== 'pdf' || (h.filingId && h.page === 1 && h.cite === `page 1 of the PDF of filing ${h.filingId}`))).toBe(true);
    const account = dataOf<{ spend: SpendView }>(await connector.call('get_account'));
    const spend = await cli<SpendView>('spend');
    for (const field of ['totalPaisa', 'walletPaisa', 'byEndpoint', 'byCompany', 'byDay', 'recent', 'byAssistant'] as const) expect(account.spend[field]).toEqual(spend[field]);
  }, 120_000);

  it('returns a stored PDF byte for byte, as a tool result and as a resource, and its text as poppler reads it', async () => {
    const filing = (await allFilings()).find((f) => f.localState === 'downloaded')!;
    const stored = withLibrary((library) => fs.readFileSync(library.documents.absolutePath(library.documents.get(filing.filingId)!)));
    const uri = `dossier://filing/${SANDBOX_CIN}/${filing.filingId}`;

    const answer = await connector.call('get_filing_document', { companyId: SANDBOX_CIN, filingId: filing.filingId });
    expect(answer.structured).toMatchObject({ kind: 'file', inline: true, uri, size: stored.length, mimeType: 'application/pdf' });
    const embedded = answer.raw.content.find((c) => c.type === 'resource');
    expect(embedded?.type === 'resource' && embedded.resource.uri).toBe(uri);
    const blob = embedded?.type === 'resource' && 'blob' in embedded.resource ? embedded.resource.blob : '';
    expect(Buffer.from(blob, 'base64').equals(stored)).toBe(true);

    const listed = await connector.client.listResources();
    expect(listed.resources.map((r) => r.uri)).toContain(uri);
    const read = await connector.client.readResource({ uri });
    const content = read.contents[0]!;
    expect('blob' in content && Buffer.from(content.blob, 'base64').equals(stored)).toBe(true);
    await expect(connector.client.readResource({ uri: `dossier://filing/${SANDBOX_CIN}/..%2F..%2Flibrary.db` })).rejects.toThrow(/not a Dossier filing resource/);

    const pdfFile = path.join(dataDir, 'check.pdf');
    fs.writeFileSync(pdfFile, stored);
    const poppler = execFileSync('pdftotext', ['-f', '2', '-l', '2', pdfFile, '-'], { encoding: 'utf8' });
    const text = await connector.call('get_filing_text', { companyId: SANDBOX_CIN, filingId: filing.filingId, fromPage: 2, toPage: 2 });
    const pages = dataOf<{ pages: Array<{ page: number; text: string }> }>(text).pages;
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    expect(pages.map((p) => p.page)).toEqual([2]);
    expect(words(pages[0]!.text)).toEqual(words(poppler));
    expect(text.text).toContain(`--- page 2 ---`);
  });

  it('gives each finding with the analyst’s review: a dismissed one is listed, marked dismissed with its comment', async () => {
    type Reviewed = { key: string; title: string; review: { state: string; comment: string | null } | null };
    const open = dataOf<Reviewed[]>(await connector.call('get_findings', { companyId: SANDBOX_CIN }));
    expect(open.length).toBeGreaterThan(1);
    expect(open.every((f) => f.review === null)).toBe(true);
    // The analyst reviews two in the app (the same store call findings.review makes).
    const library = openLibrary(dataDir);
    try {
      library.teamRecords.setReview(SANDBOX_CIN, open[0]!.key, 'dismissed', 'Charge satisfied; ROC yet to record it');
      library.teamRecords.setReview(SANDBOX_CIN, open[1]!.key, 'accepted');
    } finally {
      library.close();
    }
    const answer = await connector.call('get_findings', { companyId: SANDBOX_CIN });
    const reviewed = dataOf<Reviewed[]>(answer);
    expect(reviewed.map((f) => f.key)).toEqual(open.map((f) => f.key));
    expect(reviewed[0]!.review).toMatchObject({ state: 'dismissed', comment: 'Charge satisfied; ROC yet to record it' });
    expect(reviewed[1]!.review).toMatchObject({ state: 'accepted', comment: null });
    expect(reviewed.slice(2).every((f) => f.review === null)).toBe(true);
    expect(answer.text).toContain('reviewed by the analyst: 1 accepted, 1 dismissed');
  });

  it('quotes a paid tool and spends nothing; confirmed offline it runs nothing and asks no one', async () => {
    const before = withLibrary((library) => ({ ledger: library.ledger.total(), requests: library.assistant.recent().length }));
    const quote = await connector.call('unlock_company', { companyId: UNMIRRORED_CIN });
    expect(quote.structured).toMatchObject({ kind: 'quote', costPaisa: 0, blockedReason: expect.stringContaining('cannot reach the registry') });
    expect(quote.text).toContain('To proceed: When what blocks it is resolved (see above), call unlock_company again with the same arguments and confirm: true.');
    const confirmed = await connector.call('unlock_company', { companyId: UNMIRRORED_CIN, confirm: true });
    expect(confirmed.structured).toMatchObject({ kind: 'error', code: 'NETWORK_ERROR', costPaisa: 0 });
    expect(confirmed.text).toContain('Nothing was spent');
    const lookup = await connector.call('find_company', { query: 'no such company anywhere' });
    expect(lookup.kind).toBe('quote');
    expect(withLibrary((library) => ({ ledger: library.ledger.total(), requests: library.assistant.recent().length }))).toEqual(before);
  });

  it('keeps paths and SQL out of the library: arguments are identifiers or search words, nothing else', async () => {
    const companies = withLibrary((library) => library.companies.count());
    const search = await connector.call('search_library', { query: "'; DROP TABLE companies; --" });
    expect(search.kind).toBe('success');
    const text = await connector.call('get_filing_text', { companyId: SANDBOX_CIN, filingId: 'flg_../../settings' });
    expect(text.structured).toMatchObject({ kind: 'error', code: 'INVALID_FILING_ID' });
    const other = await connector.call('get_filing_document', { companyId: UNMIRRORED_CIN, filingId: (await allFilings())[0]!.filingId });
    expect(other.structured).toMatchObject({ kind: 'error', code: 'NOT_IN_LIBRARY' });
    expect(withLibrary((library) => library.companies.count())).toBe(companies);
  });

  it('adds a note pinned to a filing page, marked as written by the assistant', async () => {
    const filing = (await allFilings()).find((f) => f.formId === 'AOC-4')!;
    const added = await connector.call('add_note', {
      companyId: SANDBOX_CIN,
      body: 'Profit turned negative in the latest year',
      anchor: { kind: 'filing-page', filingId: filing.filingId, page: 3 },
    });
    expect(added.structured).toMatchObject({ kind: 'success', data: { author: 'assistant', anchor: { kind: 'filing-page', page: 3 } } });
    const notes = dataOf<Array<{ body: string; author: string }>>(await connector.call('list_notes', { companyId: SANDBOX_CIN, text: 'negative' }));
    expect(notes.map((n) => [n.body, n.author])).toEqual([['Profit turned negative in the latest year', 'assistant']]);
    const elsewhere = await connector.call('add_note', { companyId: SANDBOX_CIN, body: 'x', anchor: { kind: 'filing-page', filingId: 'flg_notThisCompanys', page: 1 } });
    expect(elsewhere.structured).toMatchObject({ kind: 'error', code: 'NOT_IN_LIBRARY' });
  });

  it('never puts the API key in a result, and wrote nothing but the protocol on stdout', () => {
    expect(connector.answers.length).toBeGreaterThan(50);
    expect(JSON.stringify(connector.answers.map((a) => a.raw))).not.toContain(testKey);
    expect(connector.stderr()).toContain('serving the library');
  });

  it('records its session with the client’s name, and ends it when the client leaves', async () => {
    const open = withLibrary((library) => library.assistant.sessions());
    expect(open[0]).toMatchObject({ clientName: CLIENT_NAME, pid: connector.pid(), endedAt: null });
    await connector.close();
    await expect.poll(() => withLibrary((library) => library.assistant.sessions()[0]?.endedAt), { timeout: 10_000 }).not.toBeNull();
  });
});
