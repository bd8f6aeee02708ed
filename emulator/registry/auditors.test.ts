/**
 * Auditor changes and director exoduses in the living registry, read back from the filing rows and
 * the PDFs' own text: ADT-1 at the AGM closing a five-year term, a few percent of companies a year
 * whose auditor resigns (ADT-3) and is replaced within 30 days (ADT-1 naming both firms), several
 * DIR-12 cessations within a year now and then; all of it injectable, and none of it before the
 * reference date.
 */
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../pdf/pdfjs-text';
import { renderFilingPdf } from '../pdf/index';
import { REFERENCE_MS } from './living';
import type { FilingEntry } from './types';
import { testRegistry } from '../../test/support/emulator/registry-fixture';

// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field
type Any = any;
const DAY = 86_400_000;
const END = REFERENCE_MS + 5 * 365 * DAY;
const dmy = (s: string) => Date.UTC(Number(s.slice(6)), Number(s.slice(3, 5)) - 1, Number(s.slice(0, 2)));
const later = (rows: FilingEntry[]) => rows.filter((f) => Date.parse(f.row.createdAt) > REFERENCE_MS);

describe('auditors in the living registry', () => {
  const r = testRegistry();
  const companies = [...r.companies()].slice(0, 1600).filter((c) => c.idType === 'cin' && c.companyStatus === 'Active');

  it('a few percent of companies a year see their auditor resign; each ADT-3 is followed within 30 days by an ADT-1', () => {
    let resigned = 0;
    let reappointed = 0;
    for (const c of companies) {
      const events = r.registryEvents(c.cin, END);
      const rows = later(r.filingsUntil(c.cin, END));
      const rowAt = (at: string, formId: string) => rows.find((f) => f.row.createdAt === at && f.row.formId === formId);
      events.forEach((e, i) => {
        if (e.kind !== 'auditor.resigned') return;
        resigned += 1;
        const next = events.slice(i + 1).find((x) => x.kind === 'auditor.changed');
        expect(next, `${c.cin} ${e.at}`).toBeDefined();
        const [adt3, adt1] = [rowAt(e.at, 'ADT-3'), rowAt(next!.at, 'ADT-1')];
        expect(adt3 && adt1, `${c.cin} rows of ${e.at} and ${next!.at}`).toBeTruthy();
        expect((dmy(adt1!.row.dateOfFiling) - dmy(adt3!.row.dateOfFiling)) / DAY).toBeLessThanOrEqual(30);
      });
      reappointed += r.registryEvents(c.cin, END).filter((e) => e.kind === 'auditor.appointed').length;
    }
    const perYear = resigned / companies.length / 5;
    expect(perYear).toBeGreaterThan(0.01);
    expect(perYear).toBeLessThan(0.05);
    expect(reappointed).toBeGreaterThan(companies.length / 4);
    for (const c of companies.slice(0, 300)) {
      expect(r.registryEvents(c.cin, REFERENCE_MS)).toEqual([]);
      expect(r.filingsUntil(c.cin, REFERENCE_MS)).toEqual(r.filings(c.cin));
    }
  });

  it('the PDFs state the firms and the dates: the resigning firm on the ADT-3, the new and the previous firm on the ADT-1', async () => {
    const c = companies.find((x) => r.registryEvents(x.cin, END).some((e) => e.kind === 'auditor.resigned'))!;
    const resignedAt = r.registryEvents(c.cin, END).find((e) => e.kind === 'auditor.resigned')!.at;
    const rows = later(r.filingsUntil(c.cin, END)).filter((f) => f.row.formId.startsWith('ADT')).sort((a, b) => (a.row.createdAt < b.row.createdAt ? -1 : 1));
    const i = rows.findIndex((f) => f.row.createdAt === resignedAt);
    const text = async (f: FilingEntry) => (await readPdfText(await renderFilingPdf(r.pdfSpec(c.cin, f.row.filingId)!))).pages.join(' ');
    const adt3 = await text(rows[i]!);
    const adt1 = await text(rows[i + 1]!);
    const resigning = /Name of the auditor resigning: (.+?), Chartered Accountants \(FRN (\d{6}[A-Z])\)/.exec(adt3)!;
    const resignedOn = /Date of resignation: (\d{2}\/\d{2}\/\d{4})/.exec(adt3)![1]!;
    expect(dmy(rows[i]!.row.dateOfFiling) - dmy(resignedOn)).toBeLessThanOrEqual(30 * DAY);
    expect(adt3).toContain(`Date of filing: ${rows[i]!.row.dateOfFiling}`);
    const appointed = /Name of the auditor: (.+?), Chartered Accountants/.exec(adt1)![1]!;
    expect(appointed).not.toBe(resigning[1]);
    expect(adt1).toContain(`Previous auditor: ${resigning[1]}, Chartered Accountants (FRN ${resigning[2]})`);
    expect(adt1).toMatch(/Date of appointment: \d{2}\/\d{2}\/\d{4}/);
    expect(adt1).toContain('casual vacancy');
  });

  it('now and then several directors leave one company within twelve months, never its first two seats', () => {
    let clusters = 0;
    for (const c of companies) {
      const ceased = r.registryEvents(c.cin, END).filter((e) => e.kind === 'director.ceased').map((e) => Date.parse(e.at));
      if (ceased.some((t) => ceased.filter((u) => u >= t && u - t <= 365 * DAY).length >= 3)) clusters += 1;
    }
    expect(clusters).toBeGreaterThan(20);
    expect(clusters).toBeLessThan(companies.length / 10);
  });

  it('injects a resignation and a change: rows, texts and refusals', async () => {
    const c = companies[7]!;
    const at = (d: number) => new Date(REFERENCE_MS + d * DAY).toISOString();
    const gone = r.injectEvent({ kind: 'auditor.resigned', cin: c.cin, at: at(40), reason: 'Non-receipt of information and explanations required for the audit' }, REFERENCE_MS);
    expect(gone).toMatchObject({ kind: 'auditor.resigned', filing: { formId: 'ADT-3', attachmentLabel: 'Notice of resignation by the auditor' } });
    expect(() => r.injectEvent({ kind: 'auditor.resigned', cin: c.cin, at: at(45) }, REFERENCE_MS)).toThrow(/resigned on/);
    const next = r.injectEvent({ kind: 'auditor.changed', cin: c.cin, at: at(60), firm: 'Quorat Vemish & Co.', frn: '123456W' }, REFERENCE_MS);
    expect(next.summary).toMatch(/to Quorat Vemish & Co\.$/);
    const text = (await readPdfText(await renderFilingPdf(r.pdfSpec(c.cin, next.filing!.filingId)!))).pages.join(' ');
    expect(text).toContain('Name of the auditor: Quorat Vemish & Co., Chartered Accountants (FRN 123456W)');
    expect(text).toContain(`Date of appointment: ${next.filing!.dateOfFiling}`);
    const resigned = /^statutory auditor (.+) resigned/.exec(gone.summary)![1]!;
    expect(text).toContain(`Previous auditor: ${resigned}`);
    const llp = [...r.companies()].find((x) => x.idType === 'llpin')!;
    expect(() => r.injectEvent({ kind: 'auditor.changed', cin: llp.cin, at: at(60) }, REFERENCE_MS)).toThrow(/no ADT forms/);
    expect(() => r.injectEvent({ kind: 'auditor.changed', cin: c.cin, frn: '12345' }, REFERENCE_MS + DAY)).toThrow(/frn/);
  });

  it('injects several DIR-12 cessations within a year', () => {
    const c = companies.find((x) => ((r.master(x.cin, END) as Any).masterData.directorData ?? []).length >= 5)!;
    const dins = ((r.master(c.cin, END) as Any).masterData.directorData as Any[]).map((d) => d.DIN as string).slice(2, 5);
    const base = END - 300 * DAY;
    for (const [k, din] of dins.entries()) r.injectEvent({ kind: 'director.ceased', cin: c.cin, din, at: new Date(base + k * 90 * DAY).toISOString() }, REFERENCE_MS);
    const gone = ((r.master(c.cin, END) as Any).masterData.directorData as Any[]).map((d) => d.DIN as string);
    expect(dins.filter((d) => gone.includes(d))).toEqual([]);
    const dir12 = later(r.filingsUntil(c.cin, END)).filter((f) => f.row.formId === 'DIR-12' && Date.parse(f.row.createdAt) >= base);
    expect(dir12.length).toBeGreaterThanOrEqual(3);
  });
});
