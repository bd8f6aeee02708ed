/**
 * What a book export writes (issue 26 item 6): the book view settled (every company assessed), each
 * company's signals and statutory obligations with their sources, or, for the digest, what changed
 * across the book since a day. Read through the portfolio service, so the document says exactly
 * what the book view says; the writers (book-tables.ts, book-pdf.ts) only lay it out.
 */
import type { BookChangesView, BookCompanyDetail, BookView } from '../../../../shared/bridge/portfolio';
import type { SignalEvidence } from '../../../../shared/bridge/signals';
import type { NetworkSource } from '../../../../shared/bridge/network';
import type { PortfolioService } from '../../portfolio';

export interface BookExportModel {
  view: BookView;
  /** One a company, in the view's order. */
  details: BookCompanyDetail[];
  /** The digest: what changed since a day (null: the whole book). */
  digest: BookChangesView | null;
  /** The moment the export describes (ISO). */
  asOf: string;
}

export async function buildBookExportModel(portfolios: PortfolioService, ref: string, opts: { since?: string | undefined; asOf: string }): Promise<BookExportModel> {
  const view = await portfolios.get(ref, true);
  const details = view.companies.map((c) => portfolios.company(view.book.id, c.companyId));
  const digest = opts.since === undefined ? null : await portfolios.changes(view.book.id, opts.since);
  return { view, details, digest, asOf: opts.asOf };
}

/** "AOC-4 for FY 2023-24, filed 7 Jun 2024 [filing flg_…, list request req_…], page 3": a source in words with its identifiers. */
export function citeEvidence(e: SignalEvidence): string {
  const reference = e.reference ?? `${e.kind} ${e.id}`;
  // A label that already names every identifier of the reference (a master record's) is not repeated.
  const told = reference.split(/[\s,]+/).filter((w) => /\d/.test(w)).every((w) => e.label.includes(w));
  return `${e.label}${told ? '' : ` [${reference}]`}${e.page ? `, page ${e.page}` : ''}`;
}

export function citeSource(s: NetworkSource): string {
  return s.label;
}

/** A change's source: the filing it was seen in, the read that showed it. */
export function changeSource(c: { filingId?: string; requestId?: string }): string {
  const parts = [c.filingId ? `filing ${c.filingId}` : null, c.requestId ? `request ${c.requestId}` : null].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : 'the watchlist check that found it';
}

/** Basis points as a percentage with two decimals ("60.00 %"). */
export function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)} %`;
}
