/**
 * Test-only: the facade's seeded library (a company with two AOC-4 years in both scopes, directors,
 * an open charge, filings, a stored PDF, a spend ledger) plus notes, more years of figures with a
 * loss, and, when asked, the sandbox flag a test key leaves on the company.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CO, F, aoc4Payload, seedLibrary } from './library-seed';
import { createNote } from '../../../electron/core/notes';
import { type Library, openLibrary } from '../../../electron/core/store';

export { CO, F };
export const AS_OF = '2026-11-21T10:00:00.000Z';

export function buildExportLibrary(opts: { sandbox?: boolean } = {}): { dir: string; library: Library; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-export-'));
  seedLibrary(dir, Date.parse(AS_OF));
  const library = openLibrary(dir);
  const readAt = '2026-11-19T10:00:00.000Z';
  library.tx(() => {
    for (const [fy, scale] of [[2019, 5], [2020, 6], [2021, 7]] as const) {
      const payload = aoc4Payload(`${fy + 1}-03-31`, `20/10/${fy + 1}`, 'standalone', scale);
      payload.balance_sheet.push({ qname: 'in-gaap:Assets', value: 98_76_54_321 * scale, unit: 'INR' });
      // FY 2021-22 closed with a loss of ₹2.5 crore: the report must show it in parentheses.
      if (fy === 2021) payload.profit_and_loss[1] = { qname: 'in-gaap:ProfitLossForPeriod', value: -25_000_000, unit: 'INR' };
      library.extractions.put({ companyId: CO, formType: 'AOC-4', key: fy + 1, scope: 'standalone', payload, readAt, requestId: `req_x${fy + 1}s` });
    }
    if (opts.sandbox) library.companies.upsertSummary({ id: CO, sandbox: true });
  });
  createNote(library, CO, { kind: 'filing-page', filingId: F.aoc2024, page: 3 }, 'Auditor flags slow-moving inventory; ask for the ageing schedule.');
  createNote(library, CO, { kind: 'figure', form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'in-gaap:RevenueFromOperations' }, 'Revenue includes one customer at 40%.');
  return {
    dir,
    library,
    cleanup() {
      library.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
