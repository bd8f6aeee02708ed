/**
 * Notes as the bridge and the report see them: checked against the library (the company must be
 * in it, a filing must be the company's), with their citation derived on every read so it follows
 * the library (a filing listed later gains its form and date).
 */
import type { NoteAnchor, NoteView } from '../../../shared/bridge/reports';
import { DossierError } from '../app-error';
import type { Library, NoteAuthor, NoteRow } from '../store';
import { citeAnchor } from '../views';

export class NoteError extends DossierError {
  override readonly name = 'NoteError';
  declare readonly code: 'NOT_IN_LIBRARY' | 'NOTE_NOT_FOUND' | 'FILING_OF_ANOTHER_COMPANY';
  constructor(code: 'NOT_IN_LIBRARY' | 'NOTE_NOT_FOUND' | 'FILING_OF_ANOTHER_COMPANY', message: string, hint: string | null = null) {
    super(code, message, { hint });
  }
}

export function noteView(library: Library, row: NoteRow): NoteView {
  return {
    id: row.id,
    companyId: row.companyId,
    anchor: row.anchor,
    body: row.body,
    citation: citeAnchor(library, row.companyId, row.anchor),
    author: row.author,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function requireCompany(library: Library, companyId: string): void {
  if (!library.companies.get(companyId)) throw new NoteError('NOT_IN_LIBRARY', `Company ${companyId} is not in the library.`, 'Mirror the company first.');
}

/** A filing named by an anchor must be this company's when the library lists it. */
function checkAnchor(library: Library, companyId: string, anchor: NoteAnchor): void {
  if (anchor.kind === 'company' || !anchor.filingId) return;
  const filing = library.filings.get(anchor.filingId);
  if (filing && filing.companyId !== companyId) {
    throw new NoteError('FILING_OF_ANOTHER_COMPANY', `Filing ${anchor.filingId} belongs to ${filing.companyId}, not to ${companyId}.`);
  }
}

export function listNotes(library: Library, companyId: string, text?: string): NoteView[] {
  if (text && text.trim() !== '') {
    return library.notes.search(text, { companyId }).map((hit) => ({ ...noteView(library, hit), snippet: hit.snippet }));
  }
  return library.notes.listByCompany(companyId).map((row) => noteView(library, row));
}

export function createNote(library: Library, companyId: string, anchor: NoteAnchor, body: string, author: NoteAuthor = 'analyst'): NoteView {
  requireCompany(library, companyId);
  checkAnchor(library, companyId, anchor);
  return noteView(library, library.notes.create({ companyId, anchor, body, author }));
}

export function updateNote(library: Library, id: number, change: { body?: string; anchor?: NoteAnchor }): NoteView {
  const existing = library.notes.get(id);
  if (!existing) throw new NoteError('NOTE_NOT_FOUND', `There is no note ${id}.`);
  if (change.anchor) checkAnchor(library, existing.companyId, change.anchor);
  return noteView(library, library.notes.update(id, change)!);
}

export function deleteNote(library: Library, id: number): { deleted: boolean } {
  return { deleted: library.notes.delete(id) };
}
