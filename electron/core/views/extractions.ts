/**
 * A company's stored extractions of one form, as the registry sent them, each naming the filing
 * it was read from (AOC-4 payloads name none: their source is found by filing date).
 */
import type { ExtractionPayload, ExtractionView } from '../../../shared/bridge/views';
import type { Library } from '../store';
import { aoc4Extractions } from './aoc4-sources';
import { requireLibraryCompany } from './library-company';

export function companyExtractions(library: Library, id: string, formType: string): ExtractionView[] {
  const company = requireLibraryCompany(library, id);
  const aoc4Sources = new Map(formType === 'AOC-4' ? aoc4Extractions(library, company.id).map((e) => [e.row.id, e.filingId]) : []);
  return library.extractions
    .list(company.id, formType)
    .filter((r) => typeof r.payload === 'object' && r.payload !== null && !Array.isArray(r.payload))
    .map((r) => ({
      key: r.key,
      scope: r.scope,
      payload: r.payload as ExtractionPayload,
      readAt: r.readAt,
      sourceFilingId: r.sourceFilingId ?? aoc4Sources.get(r.id) ?? null,
    }));
}
