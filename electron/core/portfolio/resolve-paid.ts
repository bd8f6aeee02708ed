/**
 * The registry's paid search for every row of a book still open after the library's own, under
 * ONE quote (`portfolio.quoteResolve`, `portfolio.runResolve`): the engine's quoteResolveMany prices
 * one `companies.resolve` per open row from free calls (₹5 each at the default rate card; a test key
 * is never billed and searches only the sandbox); running the quote is the consent, as for every
 * paid call. Each search is billed and recorded with its requestId, and what it decides for its row
 * (registry-judge.ts) is written in the same transaction as its ledger row. A row the analyst
 * answered, or a re-import changed, between the quote and the run keeps what it has; its search is
 * still the one paid for.
 */
import type { BookImportReport } from '../../../shared/bridge/portfolio';
import type { Quote } from '../../../shared/bridge/views';
import { DossierError } from '../app-error';
import { inWords, type MirrorEngine, ResolveManyStopped, toActionError } from '../mirror';
import type { Library } from '../store';
import { requireBook } from '../views';
import { bookReport } from './import-book';
import { searchableName } from './names';
import { judgeRegistry } from './registry-judge';

interface OpenSearch {
  bookId: string;
  rows: Array<{ uid: string; name: string; state: string | null; pin: string | null }>;
  expiresAt: number;
}

export interface PaidResolution {
  quote(ref: string): Promise<Quote>;
  run(quoteId: string): Promise<BookImportReport>;
}

export function paidResolution(library: Library, engine: MirrorEngine, now: () => number): PaidResolution {
  const searches = new Map<string, OpenSearch>();
  const forget = () => {
    for (const [id, s] of searches) if (s.expiresAt <= now()) searches.delete(id);
  };

  return {
    async quote(ref) {
      const book = requireBook(library, ref);
      const open = library.portfolios.rows.list(book.id).filter((r) => r.resolution === 'pending' && r.written.name);
      if (open.length === 0) {
        throw new DossierError('NOTHING_TO_SEARCH', `No row of "${book.name}" is left for the registry's search: every row is resolved, ambiguous, unmatched or bad.`, {
          hint: 'Answer the ambiguous rows with portfolio resolve; nothing needs buying.',
        });
      }
      const rows = open.map((r) => ({ uid: r.uid, name: searchableName(r.written.name!), state: r.state, pin: r.pin }));
      const title = `Search the registry for ${rows.length} row${rows.length === 1 ? '' : 's'} of "${book.name}"`;
      let quote: Quote;
      try {
        quote = await engine.quoteResolveMany(rows.map((r) => ({ query: r.name })), title);
      } catch (error) {
        throw inWords(error, 'Pricing the search of the open rows');
      }
      forget();
      searches.set(quote.quoteId, { bookId: book.id, rows, expiresAt: Date.parse(quote.expiresAt) });
      return quote;
    },

    async run(quoteId) {
      const search = searches.get(quoteId);
      if (!search) throw new DossierError('QUOTE_UNKNOWN', 'This quote is unknown (it was not issued for a book by this session, or it expired): ask for a new quote');
      searches.delete(quoteId);
      const outcome = { resolved: 0, ambiguous: 0, unmatched: 0 };
      const spentBefore = engine.sessionSpendPaisa();
      const store = (index: number, candidates: Parameters<typeof judgeRegistry>[1]) => {
        const row = search.rows[index]!;
        const now = library.portfolios.rows.get(search.bookId, row.uid);
        if (now?.resolution !== 'pending') return;
        const judged = judgeRegistry(row, candidates);
        library.portfolios.rows.resolve(row.uid, judged);
        if (judged.resolution === 'resolved') outcome.resolved++;
        else if (judged.resolution === 'ambiguous') outcome.ambiguous++;
        else outcome.unmatched++;
      };
      let searched: number;
      try {
        searched = (await engine.runResolveMany(quoteId, { store: (a) => store(a.index, a.candidates) })).length;
      } catch (error) {
        if (!(error instanceof ResolveManyStopped)) throw inWords(error, 'Searching the registry');
        const cause = toActionError(error.error);
        throw new DossierError(cause.code, `The registry's search stopped after ${error.answers.length} of ${search.rows.length} rows (those are kept): ${cause.message}`, {
          hint: cause.hint ?? 'Quote the search again: it covers only the rows still open.',
          requestId: cause.requestId ?? null,
        });
      }
      const book = library.portfolios.get(search.bookId);
      if (!book) throw new DossierError('BOOK_NOT_FOUND', 'The book was removed while its rows were searched; the searches are in the spend ledger.');
      library.portfolios.update(book.id, {});
      return bookReport(library, book.id, {
        created: false,
        added: 0,
        updated: 0,
        unchanged: 0,
        removed: 0,
        changes: [],
        columns: [],
        searched: { rows: searched, ...outcome, spentPaisa: engine.sessionSpendPaisa() - spentBefore },
      });
    },
  };
}
