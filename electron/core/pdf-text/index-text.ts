import { type Library, StoreError } from '../store';
import { extractPdfFileText } from './extract';

/**
 * Replaces the searchable text of one stored document with `pages` (page 1 first) in one
 * transaction, and marks the document indexed. Blank pages are not indexed.
 */
export function indexDocumentText(library: Library, filingId: string, pages: readonly string[]): { indexedPages: number } {
  return library.tx(() => library.documents.replaceText(filingId, pages));
}

/** Reads a stored document, extracts its text and indexes it. The extraction awaits; the write is one transaction after it. */
export async function extractAndIndexDocument(library: Library, filingId: string): Promise<{ pages: number; indexedPages: number }> {
  const doc = library.documents.get(filingId);
  if (!doc) throw new StoreError('DOCUMENT_NOT_FOUND', `No document is stored for filing ${filingId}.`);
  const pages = await extractPdfFileText(library.documents.absolutePath(doc));
  const { indexedPages } = indexDocumentText(library, filingId, pages);
  return { pages: pages.length, indexedPages };
}
