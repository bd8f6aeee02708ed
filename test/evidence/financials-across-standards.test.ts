// One line of the accounts, one row (issue 18, items 3 and 4): Vemarox Equipments filed FY 2016-17
// under Indian GAAP and FY 2017-18 on under Ind AS. Mirrored from the sandbox over HTTP, its
// financials are read in the app's view, the command line and the CSV export, and every figure and
// element is checked against the registry's own AOC-4 payloads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../electron/cli/run-cli';
import { MemorySecretStore } from '../../electron/core/secrets';
import type { FinancialsView } from '../../shared/bridge/views';
import { memoryIo } from '../support/cli/cli-kit';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

interface Payload {
  taxonomy_id: string;
  balance_sheet: Array<{ qname: string; value: number | string | null }>;
  profit_and_loss: Array<{ qname: string; value: number | string | null }>;
  cash_flow: Array<{ qname: string; value: number | string | null }>;
}

let lib: SandboxLibrary;
let view: FinancialsView;

beforeAll(async () => {
  lib = await openSandboxLibrary();
  await lib.mirror(SANDBOX.vemarox);
  await lib.mirror(SANDBOX.chonasa);
  view = await lib.fx.call('company.financials', { id: SANDBOX.vemarox });
}, 300_000);

afterAll(async () => {
  await lib?.close();
});

/** The registry's standalone AOC-4 payload of the year ending in March `fyEnd`. */
const payload = (id: string, fyEnd: number) => lib.emu.registry.extraction(id, 'AOC-4', String(fyEnd), 'standalone').data as unknown as Payload;
const filed = (p: Payload, qname: string) => [...p.balance_sheet, ...p.profit_and_loss, ...p.cash_flow].find((i) => i.qname === qname)?.value;

async function cli(args: string[]): Promise<string> {
  const io = memoryIo('', { DOSSIER_RATE_LIVE: '100000', DOSSIER_RATE_TEST: '100000' });
  const code = await runCli(['--data-dir', lib.fx.dataDir, ...args], io, { chooseSecrets: async () => new MemorySecretStore(), version: 'test' });
  expect(code, io.stderrText()).toBe(0);
  return io.stdoutText();
}

describe('Vemarox across the switch from Indian GAAP to Ind AS', () => {
  it('the registry really filed FY 2016-17 under Indian GAAP and FY 2017-18 under Ind AS', () => {
    expect(payload(SANDBOX.vemarox, 2017).taxonomy_id).toMatch(/^in-gaap/);
    expect(payload(SANDBOX.vemarox, 2018).taxonomy_id).toMatch(/^ind-as/);
  });

  it('shows one row per line of the accounts, marks the year the standard changed, and keeps each cell’s element', () => {
    expect(view.years[0]).toBe(2016);
    expect(view.standards['2016']).toBe('Indian GAAP');
    expect(view.standards['2017']).toBe('Ind AS');
    expect(view.standardChangedIn).toBe(2017);
    for (const statement of ['balance_sheet', 'profit_and_loss', 'cash_flow'] as const) {
      const labels = view.rows.filter((r) => r.statement === statement).map((r) => r.label);
      expect(new Set(labels).size, `${statement}: ${labels.join(' | ')}`).toBe(labels.length);
    }
    // Every row has a figure in the year before and the year after the switch.
    for (const row of view.rows) {
      expect(row.values['2016'], row.label).not.toBeNull();
      expect(row.values['2017'], row.label).not.toBeNull();
    }
    const borrowings = view.rows.find((r) => r.concept === 'borrowings-noncurrent')!;
    expect(borrowings.qnames['2016']).toBe('in-gaap:LongTermBorrowings');
    expect(borrowings.qnames['2017']).toBe('ind-as:BorrowingsNoncurrent');
    const inventories = view.rows.filter((r) => r.label === 'Inventories');
    expect(inventories).toHaveLength(1);
    expect(inventories[0]!.qnames['2016']).toBe('in-gaap:Inventories');
    expect(inventories[0]!.qnames['2025']).toBe('ind-as:Inventories');
    // Each cell is exactly the figure the registry filed under the element the cell names.
    for (const row of view.rows) {
      for (const y of view.years) {
        const qname = row.qnames[String(y)];
        if (!qname) continue;
        expect(row.values[String(y)], `${row.label} ${y}`).toBe(String(filed(payload(SANDBOX.vemarox, y + 1), qname)));
      }
    }
  });

  it('prints one row per line on the command line, none of them blank in every year shown', async () => {
    const text = await cli(['company', SANDBOX.vemarox, '--financials']);
    expect(text).toContain('Financial statements of Vemarox Equipments Limited');
    // Rows are the lines with a unit; each shows a figure in at least one of the years shown.
    const rows = text.split('\n').filter((l) => /\sINR\s/.test(l));
    expect(rows.length).toBeGreaterThan(30);
    for (const line of rows) expect(line.replace(/^.*?\sINR\s/, ''), line).toMatch(/\d/);
    expect(rows.filter((l) => /^Inventories\s/.test(l))).toHaveLength(1);
    expect(rows.filter((l) => /^Total assets\s/.test(l))).toHaveLength(1);
  });

  it('writes each cell’s source element in the CSV export’s qname column', async () => {
    // Outside the library folder: an export is never written inside it.
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-vemarox-')), 'vemarox-csv');
    await cli(['export', SANDBOX.vemarox, '--format', 'csv', '--out', out]);
    const file = fs.readdirSync(out).find((f) => f.endsWith('balance-sheet-standalone.csv'))!;
    const rows = fs.readFileSync(path.join(out, file), 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    const borrowings = rows.find((r) => r.startsWith('Long-term borrowings,'))!;
    expect(borrowings.split(',')[1]).toBe('in-gaap:LongTermBorrowings (FY 2016-17); ind-as:BorrowingsNoncurrent (FY 2017-18 to FY 2025-26)');
    expect(rows.filter((r) => r.startsWith('Inventories,'))).toHaveLength(1);
    expect(rows.find((r) => r.startsWith('Accounting standard,'))).toMatch(/^Accounting standard,,Indian GAAP,Ind AS,/);
  });
});

describe('Chonasa Research on the command line', () => {
  it('keeps opening and closing cash apart: labels are never cut', async () => {
    const text = await cli(['company', SANDBOX.chonasa, '--financials']);
    expect(text).not.toContain('…');
    expect(text).toMatch(/^Opening cash and cash equivalents\s/m);
    expect(text).toMatch(/^Closing cash and cash equivalents\s/m);
  });
});
