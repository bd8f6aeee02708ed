/**
 * Handlers that read the library only: they work offline and never call the registry.
 */
import { filePath } from '../../../shared/bridge/http-protocol';
import type { FilingView } from '../../../shared/bridge/views';
import type { BridgeHandlers } from '../bridge-handlers';
import { SNIPPET_CLOSE, SNIPPET_OPEN, type CompanyRow, type FilingRow } from '../store';
import { aoc4Extractions } from './aoc4-sources';
import { companyDetail } from './company-detail';
import { companySummary, isInLibrary, sortSummaries, summaryFacts } from './company-summary';
import type { FacadeContext } from './context';
import { FacadeError, notInLibrary } from './errors';
import { filingFigures, financialsView } from './financials';
import { awaitingRegistry, documentOnDisk, filingLocalState, isUnlockActive, unlockView } from './local-state';
import { noteHits, withNotes } from './note-hits';

type LibraryHandlers = Pick<
  BridgeHandlers,
  | 'library.companies'
  | 'search.local'
  | 'company.detail'
  | 'company.filings'
  | 'company.financials'
  | 'company.extraction'
  | 'filing.document'
  | 'filing.figures'
>;

const MIRROR_HINT = 'Mirror the company (Registry → search → Mirror) to read it into the library.';

export function libraryHandlers(ctx: FacadeContext): LibraryHandlers {
  const { library } = ctx;

  function requireCompany(id: string): CompanyRow {
    const row = library.companies.get(id); // canonical: the contract's companyId schema
    if (!row || !isInLibrary(row)) throw notInLibrary(`Company ${id}`, MIRROR_HINT);
    return row;
  }

  function requireFiling(filingId: string): FilingRow {
    const filing = library.filings.get(filingId);
    if (!filing) throw notInLibrary(`Filing ${filingId}`, 'Mirror or refresh its company to list its filings.');
    return filing;
  }

  function filingView(f: FilingRow, inputs: Parameters<typeof filingLocalState>[2]): FilingView {
    return {
      filingId: f.filingId,
      companyId: f.companyId,
      formId: f.formId ?? '',
      documentCategory: f.documentCategory,
      attachmentLabel: f.attachmentLabel,
      dateOfFiling: f.dateOfFiling,
      year: f.year,
      fileSize: f.fileSize,
      numberOfPages: f.numberOfPages,
      description: f.description,
      localState: filingLocalState(library, f, inputs),
    };
  }

  return {
    'library.companies': async ({ sort }) => {
      const facts = summaryFacts(library);
      const now = ctx.iso();
      const rows = library.companies.list({ limit: 1_000_000 }).filter(isInLibrary);
      return sortSummaries(
        rows.map((row) => companySummary(library, row, facts, now)),
        sort,
      );
    },

    'search.local': async ({ text, limit }) => {
      const register = library.search.typeahead(text, limit).map(({ rank: _rank, snippet, ...hit }) => ({
        ...hit,
        // The store marks matches with control characters; the view carries plain text.
        ...(snippet === undefined ? {} : { snippet: snippet.split(SNIPPET_OPEN).join('').split(SNIPPET_CLOSE).join('') }),
      }));
      return withNotes(register, noteHits(library, text, limit), limit);
    },

    'company.detail': async ({ id }) => companyDetail(library, requireCompany(id), summaryFacts(library), ctx.iso()),

    'company.filings': async ({ id, formId, year, documentCategory }) => {
      const company = requireCompany(id);
      const unlocked = isUnlockActive(unlockView(library, company.id, ctx.iso()));
      const inputs = { unlocked, awaiting: awaitingRegistry(library, company.id) };
      return library.filings
        .listByCompany(company.id, { formId, year, limit: 1_000_000 })
        .filter((f) => documentCategory === undefined || f.documentCategory === documentCategory)
        .map((f) => filingView(f, inputs));
    },

    'company.financials': async ({ id, scope }) => financialsView(library, requireCompany(id).id, scope),

    'company.extraction': async ({ id, formType }) => {
      const company = requireCompany(id);
      // AOC-4 payloads name no filing: their source is found by filing date (aoc4-sources.ts).
      const aoc4Sources = new Map(formType === 'AOC-4' ? aoc4Extractions(library, company.id).map((e) => [e.row.id, e.filingId]) : []);
      return library.extractions
        .list(company.id, formType)
        .filter((r) => typeof r.payload === 'object' && r.payload !== null && !Array.isArray(r.payload))
        .map((r) => ({
          key: r.key,
          scope: r.scope,
          payload: r.payload as Record<string, unknown>,
          readAt: r.readAt,
          sourceFilingId: r.sourceFilingId ?? aoc4Sources.get(r.id) ?? null,
        }));
    },

    'filing.document': async ({ filingId }) => {
      const filing = requireFiling(filingId);
      const doc = library.documents.get(filing.filingId);
      if (!doc) {
        throw new FacadeError(
          'DOCUMENT_NOT_DOWNLOADED',
          `The PDF of filing ${filing.filingId} (${filing.formId ?? 'form unknown'}) is not in the library.`,
          'Fetch the missing documents of the company to download it.',
        );
      }
      if (!documentOnDisk(library, doc)) {
        throw new FacadeError(
          'DOCUMENT_MISSING',
          `The PDF of filing ${filing.filingId} was downloaded, but its file is no longer in the library folder (${doc.relPath}).`,
          'Fetch the missing documents of the company to download it again.',
        );
      }
      return { url: filePath(doc.filingId), pages: doc.pages ?? filing.numberOfPages, size: doc.size, sha256: doc.sha256 };
    },

    'filing.figures': async ({ filingId }) => {
      const filing = requireFiling(filingId);
      return filingFigures(library, filing.companyId, filing.filingId);
    },
  };
}
