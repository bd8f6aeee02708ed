/**
 * A company's filings as the Filings tab lists them, each with its local state (downloaded,
 * missing, locked, not yet available at the registry), and a filing's stored PDF as the viewer
 * opens it (only when the file is really there).
 */
import { filePath } from '../../../shared/bridge/http-protocol';
import type { FilingDocumentView, FilingView } from '../../../shared/bridge/views';
import { DossierError } from '../app-error';
import type { FilingRow, Library } from '../store';
import { requireFiling, requireLibraryCompany } from './library-company';
import { awaitingRegistry, documentOnDisk, type FilingStateInputs, filingLocalState, isUnlockActive, unlockView } from './local-state';

export interface FilingFilters {
  formId?: string | undefined;
  year?: number | undefined;
  documentCategory?: string | undefined;
}

function filingView(library: Library, f: FilingRow, inputs: FilingStateInputs): FilingView {
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
    pdfSource: f.hasDocument ? (library.documents.get(f.filingId)?.source ?? null) : null,
  };
}

export function companyFilings(library: Library, id: string, filters: FilingFilters, nowIso: string): FilingView[] {
  const company = requireLibraryCompany(library, id);
  const unlocked = isUnlockActive(unlockView(library, company.id, nowIso));
  const inputs = { unlocked, awaiting: awaitingRegistry(library, company.id) };
  // Forms and categories match in any case ("aoc-4" is AOC-4), as ids are accepted in any case.
  const form = filters.formId?.trim().toUpperCase();
  const category = filters.documentCategory?.trim().toLowerCase();
  return library.filings
    .listByCompany(company.id, { year: filters.year, limit: 1_000_000 })
    .filter((f) => form === undefined || (f.formId ?? '').toUpperCase() === form)
    .filter((f) => category === undefined || (f.documentCategory ?? '').toLowerCase() === category)
    .map((f) => filingView(library, f, inputs));
}

/** Where the viewer reads a stored PDF (the host's file route), or an error saying why there is none. */
export function filingDocument(library: Library, filingId: string): FilingDocumentView {
  const filing = requireFiling(library, filingId);
  const doc = library.documents.get(filing.filingId);
  if (!doc) {
    throw new DossierError('DOCUMENT_NOT_DOWNLOADED', `The PDF of filing ${filing.filingId} (${filing.formId ?? 'form unknown'}) is not in the library.`, {
      hint: 'Fetch the missing documents of the company to download it.',
    });
  }
  if (!documentOnDisk(library, doc)) {
    throw new DossierError(
      'DOCUMENT_MISSING',
      `The PDF of filing ${filing.filingId} was downloaded, but its file is no longer in the library folder (${doc.relPath}).`,
      { hint: 'Fetch the missing documents of the company to download it again.' },
    );
  }
  return { url: filePath(doc.filingId), pages: doc.pages ?? filing.numberOfPages, size: doc.size, sha256: doc.sha256 };
}
