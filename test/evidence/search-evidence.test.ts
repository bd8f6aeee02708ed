// Search shows the words of its own page (issue 17, item 9) and speaks as the other screens do
// (issue 18, item 5): Kemi Trading mirrored from the sandbox with its PDFs' text indexed; every PDF
// hit's snippet is checked against its own page read back with pdftotext, every figure hit against
// the registry's own AOC-4 payload.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../electron/cli/run-cli';
import { MemorySecretStore } from '../../electron/core/secrets';
import type { SearchHit } from '../../shared/bridge/views';
import { memoryIo } from '../support/cli/cli-kit';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

let lib: SandboxLibrary;

beforeAll(async () => {
  lib = await openSandboxLibrary({ indexText: true });
  await lib.mirror(SANDBOX.kemi);
}, 240_000);

afterAll(async () => {
  await lib?.close();
});

const part0 = (parts: string[]) => parts.join(' ');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pageText(filingId: string, page: number): Promise<string> {
  const file = await lib.fx.core.files.pdfPath(filingId);
  if (!file) throw new Error(`no PDF for ${filingId}`);
  return flat(execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }));
}

async function cliSearch(text: string): Promise<SearchHit[]> {
  const io = memoryIo('', {});
  const code = await runCli(['--data-dir', lib.fx.dataDir, '--json', 'search', text, '--limit', '50'], io, { chooseSecrets: async () => new MemorySecretStore(), version: 'test' });
  expect(code, io.stderrText()).toBe(0);
  return JSON.parse(io.stdoutText()).value as SearchHit[];
}

describe('PDF hits for "profit" on a mirrored sandbox company', () => {
  it('each carry a snippet of their own page, on several pages and filings', async () => {
    const hits = (await cliSearch('profit')).filter((h) => h.kind === 'pdf');
    expect(hits.length).toBeGreaterThanOrEqual(4);
    expect(new Set(hits.map((h) => h.page)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(hits.map((h) => h.filingId)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(hits.map((h) => h.snippet)).size).toBe(hits.length);
    for (const hit of hits) {
      const page = await pageText(hit.filingId!, hit.page!);
      const parts = hit.snippet!.split('…').map(flat).filter((p) => p !== '');
      expect(parts.length, hit.id).toBeGreaterThan(0);
      for (const part of parts) expect(page, `${hit.id}: "${part}"`).toContain(part);
      expect(part0(parts)).toMatch(/profit/i);
    }
    // The page the issue names: page 4 of the FY 2024-25 accounts reads its own profit before tax.
    const fy2425 = hits.filter((h) => h.title.startsWith('AOC-4 Financial statements FY 2024-25'));
    const page4 = fy2425.find((h) => h.page === 4);
    expect(page4).toBeDefined();
    const printed = /Profit before tax \(\S+\) \.+ ([\d,]+)/.exec(await pageText(page4!.filingId!, 4))![1]!;
    expect(flat(page4!.snippet!)).toContain(printed);
  });

  it('name the filing as form, document and year, as every other screen does', async () => {
    const hits = (await cliSearch('profit')).filter((h) => h.kind === 'pdf');
    for (const hit of hits) {
      expect(hit.title).toMatch(/^AOC-4 Financial statements FY \d{4}-\d{2}, page \d+$/);
      expect(hit.subtitle).toMatch(/^Kemi Trading Private Limited · filed \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    }
  });
});

describe('figure hits', () => {
  it('are worded as the Financials tab words them', async () => {
    const hits = (await lib.fx.call('search.local', { text: 'profit loss', limit: 20 })).filter((h) => h.kind === 'item');
    expect(hits.length).toBeGreaterThan(2);
    const view = await lib.fx.call('company.financials', { id: SANDBOX.kemi });
    const label = view.rows.find((r) => r.concept === 'profit')!.label;
    for (const hit of hits) {
      expect(hit.title).toBe(label);
      expect(JSON.stringify(hit)).not.toMatch(/AOC-4 \d{4}\b|Profit Loss For Period| INR/);
      const [, fyStart, scope] = /AOC-4 FY (\d{4})-\d{2} · (standalone|consolidated)/.exec(hit.subtitle)!;
      // The figure as the registry filed it, in rupees, shown with Indian grouping and parentheses.
      const data = lib.emu.registry.extraction(SANDBOX.kemi, 'AOC-4', String(Number(fyStart) + 1), scope as 'standalone').data as unknown as {
        profit_and_loss: Array<{ qname: string; value: number }>;
      };
      const value = data.profit_and_loss.find((i) => i.qname.endsWith(':ProfitLossForPeriod'))!.value;
      const rupees = `₹${Math.abs(value).toLocaleString('en-IN')}`;
      expect(hit.subtitle.endsWith(value < 0 ? ` · (${rupees})` : ` · ${rupees}`), hit.subtitle).toBe(true);
    }
    expect(hits.some((h) => h.subtitle.includes('(₹'))).toBe(true);
  });
});
