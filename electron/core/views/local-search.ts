/**
 * The library's typeahead search: the register's hits (companies, directors, filings, figures,
 * PDF pages) and the analyst's notes in one list, snippets as plain text.
 */
import type { SearchHit } from '../../../shared/bridge/views';
import { type Library, SNIPPET_CLOSE, SNIPPET_OPEN } from '../store';
import { noteHits, withNotes } from './note-hits';

export function localSearch(library: Library, text: string, limit: number): SearchHit[] {
  const register = library.search.typeahead(text, limit).map(({ rank: _rank, snippet, ...hit }) => ({
    ...hit,
    // The store marks matches with control characters; the view carries plain text.
    ...(snippet === undefined ? {} : { snippet: snippet.split(SNIPPET_OPEN).join('').split(SNIPPET_CLOSE).join('') }),
  }));
  return withNotes(register, noteHits(library, text, limit), limit);
}
