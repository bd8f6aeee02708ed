/**
 * The page of the filed PDF each figure of the financial statements is printed on, found in the
 * library's indexed PDF text the way the reading desk finds it (shared/figure-text.ts: the value as
 * the filing prints it): the first page that holds it, or where several do, the one that also names
 * the figure's element or its line. Null when the PDF is not in the library or its text is not
 * indexed, or no page holds the value: an export then says the page is not known, never a guess.
 */
import { figureSearchText } from '../../../shared/figure-text';
import type { FinancialsView } from '../../../shared/bridge/views';
import type { Library } from '../store';

export interface FigureSource {
  scope: FinancialsView['scope'];
  statement: FinancialsView['rows'][number]['statement'];
  label: string;
  qname: string;
  fyStart: number;
  value: string;
  filingId: string | null;
  page: number | null;
  readAt: string | null;
  requestId: string | null;
}

const flat = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** A filing's indexed PDF text, a page at a time, lowercased with its spacing flattened (what pages are searched in). */
export function flatPageTexts(library: Pick<Library, 'documents'>, filingId: string): Array<{ page: number; text: string }> {
  return library.documents.pageTexts(filingId, 1, 100_000).map((p) => ({ page: p.page, text: flat(p.text) }));
}

/** The page of `value` among `pages` (their text lowercased), null when none holds it. */
export function pageOfFigure(pages: ReadonlyArray<{ page: number; text: string }>, value: string, qname: string, label: string): number | null {
  const needle = figureSearchText(value).toLowerCase();
  if (needle === '') return null;
  const holding = pages.filter((p) => p.text.includes(needle));
  if (holding.length <= 1) return holding[0]?.page ?? null;
  const local = qname.slice(qname.indexOf(':') + 1).toLowerCase();
  const named = holding.find((p) => p.text.includes(local)) ?? holding.find((p) => p.text.includes(label.toLowerCase()));
  return (named ?? holding[0]!).page;
}

/** Every figure of the view, a year at a time, with the filing it comes from and its page there. */
export function figureSources(library: Library, view: FinancialsView): FigureSource[] {
  const texts = new Map<string, Array<{ page: number; text: string }>>();
  const pagesOf = (filingId: string) => {
    let pages = texts.get(filingId);
    if (!pages) {
      pages = flatPageTexts(library, filingId);
      texts.set(filingId, pages);
    }
    return pages;
  };
  const out: FigureSource[] = [];
  for (const row of view.rows) {
    for (const y of view.years) {
      const value = row.values[String(y)];
      if (value === null || value === undefined) continue;
      const source = view.sources[String(y)];
      const filingId = source?.filingId ?? null;
      const qname = row.qnames[String(y)] ?? row.qname;
      out.push({
        scope: view.scope,
        statement: row.statement,
        label: row.label,
        qname,
        fyStart: y,
        value,
        filingId,
        page: filingId ? pageOfFigure(pagesOf(filingId), value, qname, row.label) : null,
        readAt: source?.readAt ?? null,
        requestId: source?.requestId ?? null,
      });
    }
  }
  return out;
}
