/**
 * The books of the library as the bridge acts on them: one function a call, each reading through
 * views/ and writing through the books repository; the paid search of open rows through the engine
 * (resolve-paid.ts); the assessments the view shows from the cache, kept by the background worker
 * (assess-worker.ts), which the core tells of every change announced (`invalidate`).
 */
import type {
  BookChangesView,
  BookCompanyDetail,
  BookFile,
  BookActionKind,
  BookImportReport,
  BookRowView,
  BookSummary,
  BookView,
  BookViewSpec,
  SavedBookView,
} from '../../../shared/bridge/portfolio';
import type { CompanyAssessment } from '../../../shared/bridge/signals';
import type { Quote } from '../../../shared/bridge/views';
import { dayOf } from '../../../shared/dates';
import { DossierError } from '../app-error';
import type { EventSink } from '../bridge-handlers';
import type { BookMember, MirrorEngine } from '../mirror';
import type { BookRecord, Library, SavedViewRecord } from '../store';
import { bookRowView, bookSummary, bookView, requireBook } from '../views';
import { ASSESSMENT_VERSION, assessAndKeep } from './assessment';
import { type AssessWorker, createAssessWorker } from './assess-worker';
import { bookChanges, sinceInstant } from './changes';
import { importBook } from './import-book';
import { paidResolution } from './resolve-paid';

export interface PortfolioService {
  list(): BookSummary[];
  import(name: string, file: BookFile): Promise<BookImportReport>;
  /** `first`: only the first companies in the table's default order (views/book-view.ts). */
  get(ref: string, settle?: boolean, first?: number): Promise<BookView>;
  rows(ref: string): BookRowView[];
  company(ref: string, companyId: string): BookCompanyDetail;
  /** The analyst's answer for a row (its id, or its line in the file): a company, or null for none. */
  resolveRow(ref: string, row: string, companyId: string | null): BookRowView;
  quoteResolve(ref: string): Promise<Quote>;
  runResolve(quoteId: string): Promise<BookImportReport>;
  update(ref: string, change: { name?: string; groupThresholdBasisPoints?: number }): BookSummary;
  remove(ref: string): { removed: boolean };
  markReviewed(ref: string, companyIds: readonly string[]): { reviewedAt: string };
  changes(ref: string, since?: string): Promise<BookChangesView>;
  views(ref: string): SavedBookView[];
  saveView(ref: string, name: string, spec: BookViewSpec): SavedBookView;
  deleteView(ref: string, viewId: string): { deleted: boolean };
  /** The book's companies as its actions take them: each once, its rows' exposure added up, named. */
  members(ref: string): { book: BookSummary; members: BookMember[] };
  /** One quote for the book's mirror, refresh or fetch (the engine's quoteBook); `portfolio.pricing` events as it goes. */
  quoteAction(ref: string, kind: BookActionKind, includeDirectors?: boolean): Promise<Quote>;
  /** A change was announced for these companies (null: anything may have changed). */
  invalidate(companyIds: readonly string[] | null): void;
  /** The background assessments (tests, the CLI). */
  readonly worker: AssessWorker;
  close(): void;
}

/** Days a digest looks back when no day is given. */
export const DEFAULT_CHANGES_DAYS = 7;

const savedView = (v: SavedViewRecord): SavedBookView => ({ id: v.id, name: v.name, spec: v.spec as BookViewSpec, updatedAt: v.updatedAt });

export function createPortfolioService(deps: { library: Library; engine: MirrorEngine; now: () => number; events?: EventSink }): PortfolioService {
  const { library, engine } = deps;
  const iso = () => new Date(deps.now()).toISOString();
  const worker = createAssessWorker(library, deps.now);
  const paid = paidResolution(library, engine, deps.now);

  const companiesOf = (book: BookRecord): string[] => [
    ...new Set(library.portfolios.rows.list(book.id).flatMap((r) => (r.resolution === 'resolved' && r.companyId ? [r.companyId] : []))),
  ];

  const requireMembers = (book: BookRecord, ids: readonly string[]): void => {
    const held = new Set(companiesOf(book));
    const outside = ids.filter((id) => !held.has(id));
    if (outside.length > 0) {
      throw new DossierError('COMPANY_NOT_IN_BOOK', `${outside.slice(0, 5).join(', ')}${outside.length > 5 ? ` and ${outside.length - 5} more` : ''} ${outside.length === 1 ? 'is' : 'are'} not in "${book.name}".`, {
        hint: 'Name companies a resolved row of the book holds (portfolio.get lists them).',
      });
    }
  };

  /** The whole assessment of a company of the book: the cache's when current, else computed now. */
  const assessmentOf = (companyId: string): CompanyAssessment => {
    const nowIso = iso();
    const state = library.portfolios.assessments.states([companyId], dayOf(nowIso), ASSESSMENT_VERSION).get(companyId);
    const cached = state === 'current' ? library.portfolios.assessments.get(companyId) : null;
    return (cached?.assessment as CompanyAssessment | undefined) ?? assessAndKeep(library, companyId, nowIso).assessment;
  };

  function findRow(book: BookRecord, row: string) {
    const rows = library.portfolios.rows;
    const byId = rows.get(book.id, row.trim());
    if (byId) return byId;
    if (/^\d+$/.test(row.trim())) {
      const at = rows.atLine(book.id, Number(row.trim()));
      if (at.length === 1) return at[0]!;
      if (at.length > 1) throw new DossierError('ROW_NOT_FOUND', `Line ${row.trim()} of "${book.name}" holds ${at.length} rows: name one by its row id (${at.map((r) => r.uid).join(', ')}).`);
    }
    throw new DossierError('ROW_NOT_FOUND', `"${book.name}" has no row ${row.trim()} (a row is named by its line in the file imported, or its row id).`, {
      hint: 'portfolio.rows lists the rows with their lines and ids.',
    });
  }

  function members(ref: string): { book: BookSummary; members: BookMember[] } {
    const book = requireBook(library, ref);
    const byCompany = new Map<string, BookMember>();
    for (const r of library.portfolios.rows.list(book.id)) {
      if (r.resolution !== 'resolved' || !r.companyId) continue;
      const seen = byCompany.get(r.companyId);
      if (seen) seen.exposurePaisa = r.exposurePaisa === null ? seen.exposurePaisa : (seen.exposurePaisa ?? 0) + r.exposurePaisa;
      else byCompany.set(r.companyId, { companyId: r.companyId, name: library.companies.get(r.companyId)?.name ?? r.written['name'] ?? r.companyId, exposurePaisa: r.exposurePaisa });
    }
    return { book: bookSummary(library, book), members: [...byCompany.values()] };
  }

  return {
    worker,
    members,
    async quoteAction(ref, kind, includeDirectors = false) {
      const { book, members: companies } = members(ref);
      return engine.quoteBook({ kind, bookId: book.id, bookName: book.name, members: companies, includeDirectors }, (done, total) =>
        deps.events?.emit('portfolio.pricing', { bookId: book.id, done, total }),
      );
    },
    list: () => library.portfolios.list().map((b) => bookSummary(library, b)),
    import: (name, file) => importBook(library, name, file),

    async get(ref, settle = false, first) {
      const book = requireBook(library, ref);
      worker.follow(book.id);
      let read = bookView(library, book, { nowIso: iso(), version: ASSESSMENT_VERSION, first });
      if (read.toAssess.length > 0) {
        worker.want(read.toAssess);
        if (settle) {
          await worker.settled(read.toAssess);
          read = bookView(library, book, { nowIso: iso(), version: ASSESSMENT_VERSION, first });
        }
      }
      return read.view;
    },

    rows: (ref) => library.portfolios.rows.list(requireBook(library, ref).id).map(bookRowView),

    company(ref, companyId) {
      const book = requireBook(library, ref);
      requireMembers(book, [companyId]);
      const assessment = assessmentOf(companyId);
      const row = bookView(library, book, { nowIso: iso(), version: ASSESSMENT_VERSION, only: companyId }).view.companies[0]!;
      return { row, signals: assessment.signals, obligations: assessment.statutory.obligations, band: assessment.band };
    },

    resolveRow(ref, rowRef, companyId) {
      const book = requireBook(library, ref);
      const row = findRow(book, rowRef);
      if (row.resolution === 'bad') {
        throw new DossierError('ROW_BAD', `Line ${row.line} of "${book.name}" cannot be read (${row.problem}): it takes no answer.`, { hint: 'Correct the row in the file and import it again under the same name.' });
      }
      library.tx(() => {
        library.portfolios.rows.resolve(
          row.uid,
          companyId === null
            ? { companyId: null, resolution: 'unmatched', resolvedBy: 'analyst', candidates: row.candidates, problem: 'no company: the analyst said so' }
            : { companyId, resolution: 'resolved', resolvedBy: 'analyst', candidates: row.candidates, problem: null },
        );
        library.portfolios.update(book.id, {});
      });
      return bookRowView(library.portfolios.rows.get(book.id, row.uid)!);
    },

    quoteResolve: (ref) => paid.quote(ref),
    runResolve: (quoteId) => paid.run(quoteId),

    update(ref, change) {
      const book = requireBook(library, ref);
      return bookSummary(library, library.tx(() => library.portfolios.update(book.id, change)));
    },

    remove(ref) {
      const book = requireBook(library, ref);
      const removed = library.tx(() => {
        const done = library.portfolios.remove(book.id);
        library.portfolios.assessments.prune();
        return done;
      });
      return { removed };
    },

    markReviewed(ref, companyIds) {
      const book = requireBook(library, ref);
      requireMembers(book, companyIds);
      const reviewedAt = iso();
      library.tx(() => library.portfolios.markReviewed(book.id, companyIds, reviewedAt));
      return { reviewedAt };
    },

    async changes(ref, since) {
      const book = requireBook(library, ref);
      const nowMs = deps.now();
      const given = since ?? dayOf(new Date(nowMs - DEFAULT_CHANGES_DAYS * 86_400_000).toISOString());
      const instant = sinceInstant(given);
      // The signals come from the assessments: those not current are computed first, in the background's slices.
      const ids = companiesOf(book);
      const states = library.portfolios.assessments.states(ids, dayOf(new Date(nowMs).toISOString()), ASSESSMENT_VERSION);
      const waiting = ids.filter((id) => states.get(id) !== 'current');
      if (waiting.length > 0) {
        worker.want(waiting);
        await worker.settled(waiting);
      }
      const assessments = new Map<string, CompanyAssessment>();
      for (const id of ids) {
        const a = library.portfolios.assessments.get(id)?.assessment as CompanyAssessment | undefined;
        if (a) assessments.set(id, a);
      }
      return bookChanges(library, book, { given, instant, day: dayOf(instant) }, assessments);
    },

    views: (ref) => library.portfolios.views(requireBook(library, ref).id).map(savedView),
    saveView(ref, name, spec) {
      const book = requireBook(library, ref);
      return savedView(library.tx(() => library.portfolios.saveView(book.id, name, spec)));
    },
    deleteView(ref, viewId) {
      const book = requireBook(library, ref);
      return { deleted: library.tx(() => library.portfolios.deleteView(book.id, viewId)) };
    },

    invalidate: (ids) => worker.invalidate(ids),
    close: () => worker.close(),
  };
}
