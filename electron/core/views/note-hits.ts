/**
 * The analyst's notes as local search hits: the note's first words as the title, the company and
 * what the note rests on (its citation) below, the matching part of the body as the snippet. A
 * note pinned in a filing carries the filing and page, so opening the hit lands on that page.
 */
import type { SearchHit } from '../../../shared/bridge/views';
import { citeAnchor } from './citation';
import type { Library, NoteHit } from '../store';

const TITLE_MAX_CHARS = 80;

function titleOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_MAX_CHARS ? `${flat.slice(0, TITLE_MAX_CHARS - 1)}…` : flat;
}

function noteHit(library: Library, note: NoteHit): SearchHit {
  const company = library.companies.get(note.companyId);
  const a = note.anchor;
  const place = a.kind === 'filing-page' || a.kind === 'pdf-selection' ? { filingId: a.filingId, page: a.page } : {};
  return {
    kind: 'note',
    id: String(note.id),
    companyId: note.companyId,
    title: titleOf(note.body),
    subtitle: `${company?.name ?? note.companyId} · ${citeAnchor(library, note.companyId, a)}`,
    snippet: note.snippet,
    ...place,
  };
}

/** Notes matching `text`, best first; plain-text snippets (no match markers), like the other hits. */
export function noteHits(library: Library, text: string, limit: number): SearchHit[] {
  return library.notes.search(text, { limit, open: '', close: '' }).map((n) => noteHit(library, n));
}

/**
 * The register's hits and the notes in one list of at most `limit`: notes come last (the renderer
 * groups by kind) but keep at least a fifth of the room, so a common word cannot crowd them out.
 */
export function withNotes(others: SearchHit[], notes: SearchHit[], limit: number): SearchHit[] {
  const kept = Math.min(notes.length, Math.max(limit - others.length, Math.ceil(limit / 5)));
  return [...others.slice(0, limit - kept), ...notes.slice(0, kept)];
}
