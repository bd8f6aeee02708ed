// Test helper: picks, from the synthetic registry, the companies, filings, extractions and
// directors the connector tests exercise, so the tests name no hard-coded identifier.
import { REFERENCE_DATE, type Registry } from '../../../emulator/registry/types';
import { INLINE_PDF_LIMIT_BYTES } from '../../../emulator/mcp/tool-kit';

export interface FilingPick {
  cin: string;
  filingId: string;
  fileSize: number;
  pages: number;
  initiallyCached: boolean;
}

export interface ExtractionPick {
  cin: string;
  formType: 'AOC-4' | 'MGT-7' | 'PAS-3' | 'CHARGES';
  /** The tool's `year` argument: a year or charge id as a number, a PAS-3 filing id as a string. */
  year: number | string;
}

/** Whether the company has filings recorded after the reference date, listed only after a refresh. */
export function hasUnlistedFilings(registry: Registry, cin: string): boolean {
  return registry.filings(cin).some((f) => f.row.createdAt > REFERENCE_DATE);
}

/** Filings listed before the reference date are visible without a refresh. */
function listedFilings(registry: Registry, cin: string): FilingPick[] {
  return registry
    .filings(cin)
    .filter((f) => f.row.createdAt <= REFERENCE_DATE)
    .map((f) => ({ cin, filingId: f.row.filingId, fileSize: f.row.fileSize, pages: f.row.numberOfPages, initiallyCached: f.initiallyCached }));
}

function companiesOf(registry: Registry, sandbox: boolean, max: number): string[] {
  const cins: string[] = [];
  for (const company of registry.companies()) {
    if (company.sandbox === sandbox) cins.push(company.cin);
    if (cins.length >= max) break;
  }
  return cins;
}

/** A cached filing small enough to travel inline (or above the limit with `huge`). */
export function pickFiling(registry: Registry, sandbox: boolean, huge: boolean): FilingPick {
  for (const cin of companiesOf(registry, sandbox, 400)) {
    const found = listedFilings(registry, cin).find(
      (f) => f.initiallyCached && (huge ? f.fileSize > INLINE_PDF_LIMIT_BYTES : f.fileSize < 400_000),
    );
    if (found) return found;
  }
  throw new Error(`no ${huge ? 'huge' : 'small'} cached ${sandbox ? 'sandbox' : 'live'} filing in the registry`);
}

/** An extraction whose source PDF is cached, so a test key (or a fresh unlock) can read it at once. */
export function pickExtraction(
  registry: Registry,
  sandbox: boolean,
  formType: ExtractionPick['formType'],
  accept: (cin: string) => boolean = () => true,
): ExtractionPick {
  for (const cin of companiesOf(registry, sandbox, 400)) {
    if (!registry.extractionForms(cin).includes(formType) || !accept(cin)) continue;
    const cached = new Set(registry.filings(cin).filter((f) => f.initiallyCached).map((f) => f.row.filingId));
    const years = registry.extractionYears(cin, formType) ?? {};
    const keys: Array<number | string> =
      formType === 'PAS-3'
        ? ((years['filings'] as Array<{ filing_id: string }> | undefined) ?? []).map((f) => f.filing_id)
        : formType === 'CHARGES'
          ? ((years['charges'] as Array<{ charge_id: string | number }> | undefined) ?? []).map((c) => Number(c.charge_id))
          : ((years['availableYears'] as number[] | undefined) ?? []);
    for (const key of keys) {
      const found = registry.extraction(cin, formType, String(key), 'standalone');
      if (found.data !== undefined && (found.sourceFilingId === null || cached.has(found.sourceFilingId))) return { cin, formType, year: key };
    }
  }
  throw new Error(`no readable ${formType} extraction among ${sandbox ? 'sandbox' : 'live'} companies`);
}

export function pickCompany(registry: Registry, sandbox: boolean): { cin: string; company: string } {
  for (const company of registry.companies()) {
    if (company.sandbox === sandbox && listedFilings(registry, company.cin).length > 0) return { cin: company.cin, company: company.company };
  }
  throw new Error('no company with filings');
}

export function pickDirector(registry: Registry, sandbox: boolean): { din: string; fullName: string } {
  if (sandbox) return registry.sandboxDirectors()[0]!;
  for (const company of registry.companies()) {
    if (company.sandbox) continue;
    const din = company.directorDins.find((d) => registry.director(d)?.sandbox === false);
    if (din !== undefined) return { din, fullName: registry.director(din)!.fullName };
  }
  throw new Error('no live director');
}
