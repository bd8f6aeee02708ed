// Findings on sandbox companies as a day of real use met them (issue 18, items 1 and 2), mirrored
// from the emulator over HTTP: a filing's year is read from what it says, never guessed from its
// date, and percentages are rounded, not cut. Expected figures come from the registry's own
// payloads (the emulator's AOC-4 extraction data), not from the code under test.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../shared/bridge/reports';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

let lib: SandboxLibrary;
let live: SandboxLibrary;

beforeAll(async () => {
  lib = await openSandboxLibrary({ indexText: true });
  await lib.mirror(SANDBOX.sipax);
  await lib.mirror(SANDBOX.vemarox);
  live = await openSandboxLibrary({ indexText: true, key: 'live' });
  await live.mirror(SANDBOX.sipax);
}, 300_000);

afterAll(async () => {
  await lib?.close();
  await live?.close();
});

interface Aoc4Payload {
  balance_sheet: Array<{ qname: string; value: number | string | null }>;
  profit_and_loss: Array<{ qname: string; value: number | string | null }>;
}

const findingsOf = (id: string): Promise<Finding[]> => lib.fx.call('company.findings', { id });

describe('Sipax Castings: a late filer whose AOC-4 names no year', () => {
  it('does not call FY 2020-21 missing, and says it could not tell, citing the undated filing', async () => {
    const findings = await findingsOf(SANDBOX.sipax);
    const text = JSON.stringify(findings);
    expect(text).not.toMatch(/No annual accounts \(AOC-4\) in the library for[^"]*FY 2020-21/);
    const untold = findings.find((f) => f.rule === 'missing-accounts-untold');
    expect(untold).toBeDefined();
    expect(untold!.severity).toBe('info');
    expect(untold!.title).toContain('FY 2020-21');
    expect(untold!.title).toMatch(/could not tell/);
    expect(untold!.evidence.map((e) => e.id)).toEqual(['flg_OKToWsci4l09aRz8lmp0']);
    expect(untold!.detail).toContain('filed 21 May 2022');
  });

  it('reads FY 2020-21 from the filed PDF itself once it is downloaded, and finds no gap', async () => {
    const pdf = await live.fx.core.files.pdfPath('flg_OKToWsci4l09aRz8lmp0');
    expect(pdf).not.toBeNull();
    // The PDF's own cover, read back with pdftotext, is what names the year.
    expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf!, '-'], { encoding: 'utf8' })).toMatch(/Financial statements FY 2020-21/);
    const findings = await live.fx.call('company.findings', { id: SANDBOX.sipax });
    expect(findings.filter((f) => f.rule.startsWith('missing-accounts'))).toEqual([]);
  });
});

describe('Vemarox Equipments: year-on-year swings', () => {
  it('rounds the change half away from zero, with one decimal below 100%', async () => {
    const titles = (await findingsOf(SANDBOX.vemarox)).filter((f) => f.rule === 'year-on-year-swing').map((f) => f.title);
    // From the registry's payloads: the percentage each title must carry, to one decimal, rounded.
    const expected = (fyEnd: number, concept: 'borrowings' | 'profit') => {
      const pick = (y: number) => {
        const data = lib.emu.registry.extraction(SANDBOX.vemarox, 'AOC-4', String(y), 'standalone').data as unknown as Aoc4Payload;
        const items = [...data.balance_sheet, ...data.profit_and_loss];
        const value = (name: string) => Number(items.find((i) => i.qname.endsWith(`:${name}`))?.value ?? 0);
        if (concept === 'profit') return value('ProfitLossForPeriod');
        return value('LongTermBorrowings') + value('BorrowingsNoncurrent') + value('ShortTermBorrowings') + value('BorrowingsCurrent');
      };
      const [a, b] = [pick(fyEnd - 1), pick(fyEnd)];
      return ((b - a) / Math.abs(a)) * 100;
    };
    const borrowings = expected(2022, 'borrowings');
    expect(borrowings).toBeGreaterThan(67.75);
    expect(borrowings).toBeLessThan(67.85);
    expect(titles).toContain('Borrowings rose in FY 2021-22 (+67.8%)');
    const profit = expected(2026, 'profit');
    expect(profit).toBeGreaterThan(73.65);
    expect(profit).toBeLessThan(73.75);
    expect(titles).toContain('Profit for the year rose in FY 2025-26 (+73.7%)');
    expect(expected(2018, 'profit')).toBeGreaterThan(205.85); // 205.9%: one decimal at every size (issue 28)
    expect(titles).toContain('Profit for the year rose in FY 2017-18 (+205.9%)');
  });

  it('words every swing with the exact change rounded once to one decimal (issue 28: −187.45 % was shown as −188%)', async () => {
    const findings = (await findingsOf(SANDBOX.vemarox)).filter((f) => f.rule === 'year-on-year-swing');
    expect(findings.length).toBeGreaterThan(3);
    // From the registry's payloads in exact integer arithmetic (paisa), then rounded once, half away from zero.
    const paisa = (v: unknown) => BigInt(Math.round(Number(v) * 100));
    const pick = (y: number, concept: string): bigint => {
      const data = lib.emu.registry.extraction(SANDBOX.vemarox, 'AOC-4', String(y + 1), 'standalone').data as unknown as Aoc4Payload;
      const items = [...data.balance_sheet, ...data.profit_and_loss];
      const value = (name: string) => paisa(items.find((i) => i.qname.endsWith(`:${name}`))?.value ?? 0);
      if (concept === 'Profit for the year') return value('ProfitLossForPeriod');
      if (concept === 'Revenue from operations') return value('RevenueFromOperations');
      if (concept === 'Net worth') return value('ShareholdersFunds') || value('Equity');
      return value('LongTermBorrowings') + value('BorrowingsNoncurrent') + value('ShortTermBorrowings') + value('BorrowingsCurrent');
    };
    for (const f of findings) {
      const [, concept, fy] = /^(.+) (?:rose|fell|turned negative) in FY (\d{4})-\d{2} \(/.exec(f.title)!;
      const [a, b] = [pick(Number(fy) - 1, concept!), pick(Number(fy), concept!)];
      const num = (b - a) * 1000n;
      const den = a < 0n ? -a : a;
      const mag = ((num < 0n ? -num : num) * 2n + den) / (2n * den);
      const words = `${mag === 0n ? '' : num < 0n ? '−' : '+'}${(mag / 10n).toLocaleString('en-IN')}.${mag % 10n}%`;
      expect(f.title, f.detail).toContain(`(${words})`);
    }
  });
});
