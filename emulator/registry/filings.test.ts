import { describe, expect, it } from 'vitest';
import { CATEGORY } from './filing-events';
import { REFERENCE_DATE } from './types';
import { sampleCompanies, testRegistry } from '../../test/support/emulator/registry-fixture';

const CATEGORIES = new Set<string>(Object.values(CATEGORY));
const dayOfDmy = (dmy: string) => Date.UTC(Number(dmy.slice(6)), Number(dmy.slice(3, 5)) - 1, Number(dmy.slice(0, 2)));

describe('filing rows', () => {
  const r = testRegistry();
  const sample = sampleCompanies(r, 600);

  it('carry every field in the spec shape', () => {
    // Checked in plain code and asserted once: tens of thousands of rows.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, id: string) => {
      if (!ok && problems.length < 20) problems.push(`${id}: ${what}`);
    };
    const ids = new Set<string>();
    for (const c of sample) {
      for (const { row, initiallyCached } of r.filings(c.cin)) {
        const id = `${c.cin} ${row.filingId}`;
        check(/^flg_[0-9A-Za-z]{20}$/.test(row.filingId) && !ids.has(row.filingId), 'filingId shape or uniqueness', id);
        ids.add(row.filingId);
        check(row.formId.length > 0 && CATEGORIES.has(row.documentCategory) && row.attachmentLabel.length > 0, 'form, category, label', id);
        const iso = `${row.dateOfFiling.slice(6)}-${row.dateOfFiling.slice(3, 5)}-${row.dateOfFiling.slice(0, 2)}`;
        check(/^\d{2}\/\d{2}\/\d{4}$/.test(row.dateOfFiling) && new Date(dayOfDmy(row.dateOfFiling)).toISOString().slice(0, 10) === iso, 'dateOfFiling DD/MM/YYYY', id);
        check(row.year === Number(row.dateOfFiling.slice(6)), 'year is the filing year', id);
        const huge = row.fileSize > 10_000_000;
        check(Number.isInteger(row.fileSize) && row.fileSize >= 20_000 && (huge ? row.fileSize >= 10_500_000 && row.fileSize <= 14_000_000 : row.fileSize <= 3_000_000), `fileSize ${row.fileSize}`, id);
        check(row.fileType === 'pdf', 'fileType', id);
        check(Number.isInteger(row.numberOfPages) && row.numberOfPages >= 1 && row.numberOfPages <= 250, 'numberOfPages', id);
        check(row.description === null || (typeof row.description === 'string' && row.description.length > 0), 'description', id);
        check(new Date(row.createdAt).toISOString() === row.createdAt && new Date(row.updatedAt).toISOString() === row.updatedAt, 'ISO stamps', id);
        check(row.updatedAt >= row.createdAt && Date.parse(row.createdAt) >= dayOfDmy(row.dateOfFiling), 'stamp order', id);
        check(typeof initiallyCached === 'boolean', 'initiallyCached', id);
      }
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(10_000);
  });

  it('are ordered newest recorded first, and recording order sometimes departs from filing order', () => {
    let rows = 0;
    let late = 0;
    let cached = 0;
    for (const c of sample) {
      const list = r.filings(c.cin);
      for (let i = 1; i < list.length; i++) expect(list[i - 1]!.row.createdAt >= list[i]!.row.createdAt).toBe(true);
      for (const { row, initiallyCached } of list) {
        rows++;
        if (initiallyCached) cached++;
        if (Date.parse(row.createdAt) - dayOfDmy(row.dateOfFiling) > 20 * 86_400_000) late++;
      }
    }
    expect(late / rows).toBeGreaterThan(0.02);
    expect(late / rows).toBeLessThan(0.09);
    expect(cached / rows).toBeGreaterThan(0.62);
    expect(cached / rows).toBeLessThan(0.78);
  });

  it('record a few filings after the reference date for about one company in ten', () => {
    const withLater = sample.filter((c) => r.filings(c.cin).some((f) => f.row.createdAt > REFERENCE_DATE));
    expect(withLater.length / sample.length).toBeGreaterThan(0.04);
    expect(withLater.length / sample.length).toBeLessThan(0.16);
    for (const c of withLater) {
      const later = r.filings(c.cin).filter((f) => f.row.createdAt > REFERENCE_DATE);
      expect(later.length).toBeGreaterThanOrEqual(1);
      expect(later.length).toBeLessThanOrEqual(3);
      expect(c.companyStatus).toBe('Active');
    }
  });

  it('include a live company with more than 1,200 rows that pages at 200 into 7 pages', () => {
    const big = r.filings(r.bigFiler);
    expect(r.company(r.bigFiler)!.sandbox).toBe(false);
    expect(big.length).toBe(1260);
    expect(big.filter((f) => f.row.createdAt > REFERENCE_DATE)).toHaveLength(0);
    expect(Math.ceil(big.length / 200)).toBe(7);
    const forms = new Set(big.map((f) => f.row.formId));
    for (const form of ['AOC-4 XBRL', 'MGT-7', 'ADT-1', 'DIR-12', 'CHG-1', 'PAS-3', 'Form 1']) expect(forms).toContain(form);
  });

  it('include at least three live filings over 10 MB', () => {
    const live = [...r.companies()].filter((c) => !c.sandbox).slice(0, 3);
    const huge = live.flatMap((c) => r.filings(c.cin)).filter((f) => f.row.fileSize > 10_000_000);
    expect(huge.length).toBeGreaterThanOrEqual(3);
    for (const f of huge) {
      expect(f.row.fileSize).toBeGreaterThanOrEqual(10_500_000);
      expect(f.row.fileSize).toBeLessThanOrEqual(14_000_000);
    }
  });

  it('use LLP forms for LLPs and FC forms for foreign companies', () => {
    const llp = sample.find((c) => c.idType === 'llpin' && r.filings(c.cin).length > 5)!;
    const forms = new Set(r.filings(llp.cin).map((f) => f.row.formId));
    expect(forms).toContain('LLP Form 8');
    expect(forms).toContain('LLP Form 11');
    expect(forms.has('AOC-4') || forms.has('MGT-7')).toBe(false);
    const foreign = sample.find((c) => c.idType === 'fcin' && r.filings(c.cin).length > 3)!;
    expect(r.filings(foreign.cin).map((f) => f.row.formId)).toContain('FC-3');
  });
});

describe('PDF specs', () => {
  const r = testRegistry();

  it('match their row in pages and size and open with the filing identity', () => {
    for (const c of sampleCompanies(r, 80)) {
      for (const { row } of r.filings(c.cin)) {
        const spec = r.pdfSpec(c.cin, row.filingId)!;
        expect(spec.pages).toBe(row.numberOfPages);
        expect(spec.fileSize).toBe(row.fileSize);
        expect(spec.pageLines).toHaveLength(row.numberOfPages);
        expect(spec.pageLines.every((p) => p.length > 0)).toBe(true);
        expect(spec.formId).toBe(row.formId);
        expect(spec.dateOfFiling).toBe(row.dateOfFiling);
        const first = spec.pageLines[0]!.join('\n');
        for (const text of [spec.title, c.company, c.cin, row.dateOfFiling, row.filingId]) expect(first).toContain(text);
      }
    }
    expect(r.pdfSpec(r.bigFiler, 'flg_notARealFilingId0000')).toBeUndefined();
  });

  it('print every AOC-4 line item of both scopes as searchable text', () => {
    const cin = r.sandboxBigFiler;
    const years = (r.extractionYears(cin, 'AOC-4') as { availableYears: number[] }).availableYears;
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) {
      for (const scope of ['standalone', 'consolidated'] as const) {
        const hit = r.extraction(cin, 'AOC-4', String(year), scope);
        if (hit.data === undefined) continue;
        const spec = r.pdfSpec(cin, hit.sourceFilingId!)!;
        const text = spec.pageLines.flat().join('\n');
        const items = ['balance_sheet', 'profit_and_loss', 'cash_flow'].flatMap((k) => hit.data[k] as Array<{ qname: string; value: number }>);
        for (const item of items) expect(text).toContain(`(${item.qname}) .... ${new Intl.NumberFormat('en-IN').format(item.value)}`);
      }
    }
  });

  it('print the charge amount and holder on charge forms and turnover on annual returns', () => {
    const cin = r.sandboxBigFiler;
    const filings = r.filings(cin);
    const chg = filings.find((f) => f.row.formId === 'CHG-1')!;
    const chgText = r.pdfSpec(cin, chg.row.filingId)!.pageLines.flat().join('\n');
    expect(chgText).toMatch(/Amount secured by the charge \(Rs\.\) \.\.\.\. [\d,]+/);
    expect(chgText).toMatch(/Charge holder: .+/);
    const year = (r.extractionYears(cin, 'MGT-7') as { availableYears: number[] }).availableYears[0]!;
    const mgt7 = r.extraction(cin, 'MGT-7', String(year), 'standalone');
    const retText = r.pdfSpec(cin, mgt7.data ? mgt7.sourceFilingId! : '')!.pageLines.flat().join('\n');
    expect(retText).toContain(new Intl.NumberFormat('en-IN').format(mgt7.data!.turnover as number));
    expect(retText).toContain(new Intl.NumberFormat('en-IN').format(mgt7.data!.net_worth as number));
  });
});
