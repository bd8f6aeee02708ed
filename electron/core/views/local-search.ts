/**
 * The library's typeahead search: the register's hits (companies, directors, filings, figures,
 * PDF pages) and the analyst's notes in one list, snippets as plain text, worded as the other
 * screens word the same things: a filing as form, document and year, a figure with its label,
 * financial year and amount as the Financials tab shows them.
 */
import { fyOfPeriodEnd, formatDate, formatFy, parseIsoDate } from '../../../shared/dates';
import { formatIndianNumber, formatRupees, rupeesToPaisa } from '../../../shared/money';
import type { SearchGroupView, SearchHit } from '../../../shared/bridge/views';
import { type Library, SNIPPET_CLOSE, SNIPPET_OPEN } from '../store';
import { figureLabel } from './concepts';
import { filingName } from './filing-name';
import { type FilingYear, filingYearReader } from './filing-year';
import { noteHits, withNotes } from './note-hits';

type StoreHit = ReturnType<Library['search']['typeahead']>[number];
type ItemFields = NonNullable<StoreHit['item']>;

const join = (...parts: Array<string | null | undefined>) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');

/** A filed amount as the Financials tab shows it: ₹ with Indian grouping, negatives in parentheses. */
export function filedAmount(value: string | null, unit: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const rupees = unit === null || /^(INR|₹|rupees?)$/i.test(unit.trim());
  const paisa = rupees ? rupeesToPaisa(value.trim()) : null;
  if (paisa?.ok) return formatRupees(paisa.value, { paise: 'auto', negative: 'parens' });
  try {
    return join(formatIndianNumber(value.trim()), rupees ? null : unit);
  } catch {
    return join(value, unit);
  }
}

/** The financial year of an extraction's line: from its period end, else from its key (the year the period ends in). */
function itemYear(item: ItemFields): string {
  const end = item.periodEnd ? parseIsoDate(item.periodEnd) : null;
  if (end?.ok && end.value) return formatFy(fyOfPeriodEnd(end.value));
  const key = Number(item.key);
  return Number.isInteger(key) && /^\d{4}$/.test(item.key) ? formatFy(key - 1) : item.key;
}

function plainSnippet(snippet: string): string {
  // The store marks matches with control characters; the view carries plain text.
  return snippet.split(SNIPPET_OPEN).join('').split(SNIPPET_CLOSE).join('');
}

/** Words the register's hits as the other screens word the same things (one reader of filing years per company). */
function hitWording(library: Library): (hit: StoreHit) => SearchHit {
  const readers = new Map<string, ReturnType<typeof filingYearReader>>();
  const companyName = (id: string | null) => (id ? (library.companies.get(id)?.name ?? id) : null);
  const filingWords = (filingId: string): { name: string; filed: string | null } | null => {
    const filing = library.filings.get(filingId);
    if (!filing) return null;
    let read = readers.get(filing.companyId);
    if (!read) {
      read = filingYearReader(library, filing.companyId);
      readers.set(filing.companyId, read);
    }
    const year: FilingYear | null = read(filing);
    return { name: filingName(filing, year), filed: filing.dateOfFiling ? `filed ${formatDate(filing.dateOfFiling)}` : null };
  };

  return ({ rank: _rank, snippet, item, ...hit }: StoreHit): SearchHit => {
    const worded: SearchHit = { ...hit, ...(snippet === undefined ? {} : { snippet: plainSnippet(snippet) }) };
    if (hit.kind === 'item' && item) {
      return {
        ...worded,
        title: figureLabel(item.statement, item.qname),
        subtitle: join(companyName(hit.companyId), `${item.formType} ${itemYear(item)}`, item.scope, filedAmount(item.value, item.unit)),
      };
    }
    if ((hit.kind === 'filing' || hit.kind === 'pdf') && hit.filingId) {
      const words = filingWords(hit.filingId);
      if (!words) return worded;
      return {
        ...worded,
        title: hit.kind === 'pdf' ? `${words.name}, page ${hit.page}` : words.name,
        subtitle: join(companyName(hit.companyId), words.filed),
      };
    }
    return worded;
  };
}

export function localSearch(library: Library, text: string, limit: number): SearchHit[] {
  const register = library.search.typeahead(text, limit).map(hitWording(library));
  return withNotes(register, noteHits(library, text, limit), limit);
}

/**
 * The library search the app shows: every kind searched on its own (companies, directors, filings,
 * figures, PDF text, notes), each its best `limit` hits ranked and how many it found, so "payables"
 * lists the PDF pages that say it however many figures share the word, and a kind that found
 * nothing is listed empty for the screen to say so.
 */
const NOTES_COUNTED = 500;

export function groupedSearch(library: Library, text: string, limit: number): SearchGroupView[] {
  if (text.trim() === '') return [];
  const word = hitWording(library);
  const register = library.search.grouped(text, limit).map((g): SearchGroupView => ({ kind: g.kind, total: g.total, more: g.more, hits: g.hits.map(word) }));
  // The notes store answers at most NOTES_COUNTED: a full answer says there may be more.
  const notes = noteHits(library, text, NOTES_COUNTED);
  return [...register, { kind: 'note', total: notes.length, more: notes.length >= NOTES_COUNTED, hits: notes.slice(0, limit) }];
}
