import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractPdfText } from '../pdf-text/extract';
import { findingKey } from '../findings';
import type { Library } from '../store';
import { exportCompanyReport } from './index';
import { drawable, reportFonts } from './pdf/fonts';
import { AS_OF, CO, F, buildExportLibrary } from '../../../test/support/core/export-library';

// The rupee sign as the installed font draws it (₹ with DejaVu Sans, "Rs. " without a font that has it).
const rs = (text: string) => drawable(text, reportFonts());

describe('company report (PDF)', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function report(opts: { sandbox?: boolean; unit?: 'lakh' | 'crore'; before?: (library: Library) => void } = {}) {
    const t = buildExportLibrary({ sandbox: opts.sandbox });
    cleanup = t.cleanup;
    opts.before?.(t.library);
    const out = path.join(t.dir, 'out', 'report.pdf');
    const steps: string[] = [];
    const result = await exportCompanyReport(t.library, CO, out, { now: AS_OF, onProgress: (p) => steps.push(p.step), ...(opts.unit ? { unit: opts.unit } : {}) });
    const pages = await extractPdfText(fs.readFileSync(out));
    return { result, pages, all: pages.join('\n'), steps, out };
  }

  it('has a cover, a table of contents with page numbers, and "Page i of N" on every page', async () => {
    const { pages, result, steps, out } = await report();
    expect(result.bytes).toBe(fs.statSync(out).size);
    expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pages[0]).toContain('Zenith Lotus Software Private Limited');
    expect(pages[0]).toContain(`CIN ${CO}`);
    expect(pages[0]).toContain('As of 21 Nov 2026');
    for (const [i, p] of pages.entries()) expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
    // Each contents entry points at the page whose heading it names.
    const toc = [...pages[1]!.matchAll(/(\d+)\. ([A-Za-z ]+?) (\d+)/g)].map((m) => ({ title: `${m[1]}. ${m[2]}`, page: Number(m[3]) }));
    expect(toc.map((e) => e.title)).toEqual(['1. Summary', '2. Directors', '3. Charges and exposure', '4. Filings index', '5. Financial statements', '6. Connections', '7. Findings', '8. Changes', '9. Notes', '10. Provenance']);
    for (const e of toc) expect(pages[e.page - 1]).toContain(e.title);
    expect(steps).toContain('Writing financial statements');
    expect(fs.readdirSync(path.dirname(out))).toEqual(['report.pdf']); // no temp file left behind
  });

  it('shows the figures with FY headers, the unit, negatives in parentheses and the filing each year came from', async () => {
    const { all } = await report({ unit: 'crore' });
    expect(all).toContain(rs('Balance sheet, standalone (₹ in crore)'));
    expect(all).toContain('FY 2023-24');
    expect(all).toContain('691.36'); // assets FY 2021-22: ₹6,91,35,80,247
    expect(all).toContain('(2.50)'); // the FY 2021-22 loss of ₹2.5 crore
    expect(all).toContain('1.23'); // revenue ₹1,23,45,678.50
    expect(all).toContain(`FY 2023-24: AOC-4 filed 28 Oct 2024, filing ${F.aoc2024}`);
  });

  it('writes lakh when asked', async () => {
    const { all } = await report({ unit: 'lakh' });
    expect(all).toContain(rs('(₹ in lakh)'));
    expect(all).toContain('(250.00)');
  });

  it('carries the findings, the notes with their citations, and the provenance of records and spend', async () => {
    const { all } = await report();
    expect(all).toContain('[HIGH] 1 director disqualified');
    expect(all).toContain(rs('1 open charge, exposure ₹5,00,00,000'));
    expect(all).toContain('Auditor flags slow-moving inventory');
    expect(all).toContain(`Cited: AOC-4, filed 28 Oct 2024, page 3, filing ${F.aoc2024}`);
    expect(all).toContain('AOC-4 FY 2023-24 (standalone), in-gaap:RevenueFromOperations');
    expect(all).toContain('req_master');
    expect(all).toContain('req_x2024c');
    expect(all).toContain(rs('Total spent on U72200KA2009PTC049889: ₹335.00 over 2 billed calls'));
    expect(all).not.toContain('SANDBOX');
  });

  it('says beside each finding how it was reviewed: by whom, when and why, or Open', async () => {
    const { all } = await report({
      before: (library) => {
        library.teamRecords.putReviewFromTeam({
          companyId: CO,
          findingKey: findingKey({ rule: 'director-disqualified', title: '1 director disqualified' }),
          state: 'dismissed',
          comment: 'Disqualification lifted by NCLT order',
          reviewedAt: '2026-11-25T20:00:00.000Z',
          reviewedBy: 'ravi',
        });
      },
    });
    const text = all.replace(/\s+/g, ' ');
    expect(text).toContain('[HIGH] 1 director disqualified');
    expect(text).toContain('Review: Dismissed by ravi · 26 Nov 2026: Disqualification lifted by NCLT order');
    expect(text).toMatch(new RegExp(`${rs('1 open charge, exposure ₹5,00,00,000').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*?Review: Open`));
  });

  it('marks every page SANDBOX when the company was read with a test key', async () => {
    const { pages } = await report({ sandbox: true });
    for (const p of pages) expect(p).toContain('SANDBOX');
    expect(pages[0]).toContain('SANDBOX DATA: synthetic test data');
  });
});
