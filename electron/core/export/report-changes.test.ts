// The report's changes section: a watched company's changes, oldest first, each with its source,
// under "Changes since <the day watching began>"; one never watched says so.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractPdfText } from '../pdf-text/extract';
import { exportCompanyReport } from './index';
import { AS_OF, CO, buildExportLibrary } from '../../../test/support/core/export-library';

describe('company report: changes since watching began', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function render(watch: boolean) {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    if (watch) {
      t.library.tx(() => {
        t.library.watch.add(CO, 7, '2026-10-01T05:00:00.000Z');
        t.library.watch.putSnapshot(CO, null, { baseline: true }, '2026-10-01T05:00:00.000Z');
        t.library.watch.addChanges([
          { companyId: CO, kind: 'director.ceased', summary: 'Director left: Asha Menon (DIN 12000101)', before: { din: '12000101' }, after: null, filingId: 'flg_DIR12LEFT', requestId: 'req_master2', detectedAt: '2026-11-10T06:00:00.000Z', runId: null, changeKey: 'k1' },
          { companyId: CO, kind: 'charge.satisfied', summary: 'Charge 100001 (State Bank of India) satisfied on 1 Nov 2026', before: null, after: null, filingId: null, requestId: 'req_master2', detectedAt: '2026-11-03T06:00:00.000Z', runId: null, changeKey: 'k2' },
        ]);
      });
    }
    const out = path.join(t.dir, 'out', 'report.pdf');
    await exportCompanyReport(t.library, CO, out, { now: AS_OF });
    return (await extractPdfText(fs.readFileSync(out))).join('\n');
  }

  it('lists each change with its day and source, oldest first', async () => {
    const all = await render(true);
    expect(all).toContain('Changes since 1 Oct 2026');
    const satisfied = all.indexOf('3 Nov 2026: Charge 100001 (State Bank of India) satisfied on 1 Nov 2026');
    const left = all.indexOf('10 Nov 2026: Director left: Asha Menon (DIN 12000101)');
    expect(satisfied).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(satisfied);
    expect(all).toContain('director.ceased; source: filing flg_DIR12LEFT, read req_master2');
  });

  it('says so when the company was never watched', async () => {
    const all = await render(false);
    expect(all).toContain('This company is not on the watchlist');
  });
});
