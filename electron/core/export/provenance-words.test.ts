// Provenance in words (issue 28 item 4): an extraction is named by its financial year and scope as
// every other screen names it ("AOC-4 FY 2023-24, standalone"), never by its raw key ("Extraction
// AOC-4 2024 standalone"), in the PDF report read back with pdftotext and in the CSV files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportCompanyReport, exportCsv } from './index';
import { AS_OF, CO, buildExportLibrary } from '../../../test/support/core/export-library';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('provenance rows name each extraction by its financial year', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('in the PDF report and the CSV provenance', async () => {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    // An annual return for the year ended 31 March 2026: its key is 2026, its year FY 2025-26.
    t.library.extractions.put({ companyId: CO, formType: 'MGT-7', key: 2026, payload: { cin: CO, form_type: 'MGT-7', fy_start: '2025-04-01', fy_end: '2026-03-31' }, readAt: '2026-11-19T10:00:00.000Z', requestId: 'req_mgt7' });
    const pdf = path.join(t.dir, 'out', 'report.pdf');
    await exportCompanyReport(t.library, CO, pdf, { now: AS_OF });
    const text = flat(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }));
    const csvDir = path.join(t.dir, 'out', 'csv');
    await exportCsv(t.library, CO, csvDir, { now: AS_OF });
    const csv = fs.readFileSync(path.join(csvDir, `${CO}_provenance.csv`), 'utf8');
    for (const words of [text, csv]) {
      expect(words).not.toMatch(/Extraction (AOC-4|MGT-7) \d{4}/);
      expect(words).toContain('AOC-4 FY 2023-24, standalone');
      expect(words).toContain('AOC-4 FY 2023-24, consolidated');
      expect(words).toContain('AOC-4 FY 2022-23, standalone');
      expect(words).toContain('MGT-7 FY 2025-26');
    }
  });
});
