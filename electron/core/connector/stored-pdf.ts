/**
 * A filing's PDF as the library stores it, read for an assistant: only a filing of the company
 * named, only a file the store recorded (its path comes from the store, never from an argument),
 * and only when the bytes read match the SHA-256 recorded at download, so what is sent is exactly
 * what was bought.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { DossierError } from '../app-error';
import type { DocumentRow, FilingRow, Library } from '../store';
import { requireLibraryCompany } from '../views';

export const FILING_URI_PREFIX = 'dossier://filing/';

export function filingUri(companyId: string, filingId: string): string {
  return `${FILING_URI_PREFIX}${companyId}/${filingId}`;
}

export interface StoredPdf {
  filing: FilingRow;
  doc: DocumentRow;
  /** The page count recorded at download, else the filing list's. */
  pages: number | null;
  name: string;
}

/** The filing and its stored document, or an error in words saying what is missing. */
export function storedPdf(library: Library, companyId: string, filingId: string): StoredPdf {
  requireLibraryCompany(library, companyId);
  const filing = library.filings.get(filingId);
  if (!filing) throw new DossierError('NOT_IN_LIBRARY', `Filing ${filingId} is not in the library's filing list of ${companyId}.`);
  if (filing.companyId !== companyId) {
    throw new DossierError('FILING_OF_ANOTHER_COMPANY', `Filing ${filingId} belongs to ${filing.companyId}, not to ${companyId}.`);
  }
  const doc = library.documents.get(filingId);
  if (!doc) {
    throw new DossierError('DOCUMENT_NOT_DOWNLOADED', `The PDF of filing ${filingId} (${filing.formId ?? 'form unknown'}) is not in the library.`);
  }
  return { filing, doc, pages: doc.pages ?? filing.numberOfPages, name: `${companyId}_${filing.formId ?? 'filing'}_${filingId}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-') };
}

/** The stored bytes, checked against the recorded SHA-256. */
export function readStoredPdf(library: Library, pdf: StoredPdf): Uint8Array {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(library.documents.absolutePath(pdf.doc));
  } catch {
    throw new DossierError('DOCUMENT_MISSING', `The PDF of filing ${pdf.doc.filingId} was downloaded, but its file is no longer in the library folder.`);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== pdf.doc.sha256) {
    throw new DossierError('DOCUMENT_MISSING', `The PDF file of filing ${pdf.doc.filingId} no longer matches the SHA-256 recorded when it was downloaded, so it is not sent.`);
  }
  return bytes;
}
