/**
 * The analyst's books (issue 26, item 7): what a lender holds and how each borrower stands, read
 * from the library only (free, offline): the books, one book's companies with their risk band,
 * early-warning signals, statutory filing status and groups, and what changed across a book since
 * a day. Every signal, overdue filing and group link comes with the records and filings that state
 * it, so the assistant can cite them. Assessments the cache does not hold for today are computed
 * here, as the book view computes them.
 */
import { z } from 'zod';
import type { BookCompanyRow } from '../../../../shared/bridge/portfolio';
import type { CompanyAssessment, Signal, SignalEvidence, StatutoryObligation } from '../../../../shared/bridge/signals';
import { dayOf } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/money';
import { ASSESSMENT_VERSION, assessAndKeep } from '../../portfolio/assessment';
import { bookChanges, sinceInstant } from '../../portfolio/changes';
import type { BookRecord, Library } from '../../store';
import { bookSummary, bookView, requireBook } from '../../views';
import { localError, pageOf, type Source, successResult } from '../results';
import { defineTool, READ_ONLY, type ToolDefinition } from '../tool-kit';

const bookInput = z.string().trim().min(1).max(200).describe('The book: its name (case and spacing aside) or its id, as list_portfolios gives them');
const pageInput = z.number().int().min(1).max(100_000).optional().describe('Page number from 1 (default 1)');

const money = (paisa: number | null): string => (paisa === null ? 'no exposure given' : formatRupees(paisa));
const sandboxWords = (sandbox: boolean): string => (sandbox ? ' [SANDBOX data: test key, not the real registry]' : '');

/** Today's assessment of each company: the cache's when current, else computed now (and kept). */
function assessmentsOf(library: Library, companyIds: readonly string[], nowIso: string): Map<string, CompanyAssessment> {
  const states = library.portfolios.assessments.states(companyIds, dayOf(nowIso), ASSESSMENT_VERSION);
  const out = new Map<string, CompanyAssessment>();
  for (const id of companyIds) {
    const cached = states.get(id) === 'current' ? (library.portfolios.assessments.get(id)?.assessment as CompanyAssessment | undefined) : undefined;
    out.set(id, cached ?? assessAndKeep(library, id, nowIso).assessment);
  }
  return out;
}

function membersOf(library: Library, book: BookRecord): string[] {
  return [...new Set(library.portfolios.rows.list(book.id).flatMap((r) => (r.resolution === 'resolved' && r.companyId ? [r.companyId] : [])))];
}

/** A piece of evidence as a citation line. */
function cite(e: SignalEvidence): string {
  const page = e.page ? `, page ${e.page}` : '';
  const ref = e.reference ? ` (${e.reference})` : '';
  return `${e.label}${ref}${e.kind === 'filing' ? ` [filing ${e.id}${page}]` : e.kind === 'record' ? ` [record of ${e.id}]` : ` [extraction ${e.id}${page}]`}`;
}

function evidenceSources(library: Library, evidence: readonly SignalEvidence[], why: string): Source[] {
  return evidence.map((e) => {
    if (e.kind === 'filing') {
      return { origin: 'library' as const, what: `${e.label} (${why})`, readAt: library.filings.get(e.id)?.listedAt ?? null, requestId: null, filingId: e.id, ...(e.page ? { page: e.page } : {}) };
    }
    if (e.kind === 'record') {
      const c = library.companies.get(e.id);
      return { origin: 'library' as const, what: `${e.label} (${why})`, readAt: c?.masterReadAt ?? null, requestId: c?.masterRequestId ?? null };
    }
    // An extraction: the filing its figures were read from, and the page that prints the cited figure.
    const filingId = /\bflg_[A-Za-z0-9]+/.exec(e.reference ?? '')?.[0];
    return { origin: 'library' as const, what: `${e.label} (${why})`, readAt: null, requestId: null, ...(filingId ? { filingId } : {}), ...(e.page ? { page: e.page } : {}) };
  });
}

const signalWithCitations = (s: Signal) => ({ ...s, cite: s.evidence.map(cite) });
const obligationWithCitations = (o: StatutoryObligation) => ({ ...o, cite: o.evidence.map(cite) });

export const listPortfolios = defineTool({
  name: 'list_portfolios',
  title: "The analyst's books (lenders' portfolios)",
  description:
    "The books imported into Dossier (a lender's borrowers, each row a loan account or facility with its exposure): name, id, rows, " +
    'companies, total exposure, rows still unresolved, and whether sandbox data is in it. Free and offline.',
  inputSchema: {},
  annotations: READ_ONLY,
  run: async (_args, ctx) => {
    const tool = 'list_portfolios';
    const books = ctx.library.portfolios.list().map((b) => bookSummary(ctx.library, b));
    const lines = books.map(
      (b) => `${b.name} (id ${b.id}): ${b.rows} row${b.rows === 1 ? '' : 's'}, ${b.companies} compan${b.companies === 1 ? 'y' : 'ies'}, exposure ${money(b.exposurePaisa)}${b.counts.ambiguous + b.counts.unmatched + b.counts.pending > 0 ? `, ${b.counts.ambiguous + b.counts.unmatched + b.counts.pending} rows unresolved` : ''}${sandboxWords(b.sandbox)}`,
    );
    return successResult(tool, {
      summary: books.length === 0 ? 'No book has been imported into the library yet.' : `${books.length} book(s) in the library:\n${lines.join('\n')}`,
      data: books,
      sources: books.map((b) => ({ origin: 'dossier' as const, what: `the book "${b.name}"${b.sourceName ? `, imported from ${b.sourceName}` : ''}${b.createdBy ? ` (made by ${b.createdBy}, through the team library)` : ''}`, readAt: b.updatedAt, requestId: null })),
      notes: books.length > 0 ? ['get_portfolio gives a book’s companies with bands, signals and statutory status; portfolio_changes what changed since a day.'] : [],
    });
  },
});

export const getPortfolio = defineTool({
  name: 'get_portfolio',
  title: "A book's companies: risk bands, early-warning signals, statutory status, groups",
  description:
    "One book of the library, company by company, largest exposure first: reference, exposure and share of the book, status, the risk band " +
    'with its reasons, every early-warning signal (its rule, thresholds, the RBI early-warning item it supports, and the filings or records ' +
    'that show it), the statutory filing status (AGM s.96, AOC-4 s.137, MGT-7 s.92: overdue by how many days, each cited), open charges, ' +
    'and the groups of connected companies (a shared director, address or a charge between them) with their exposure, each link cited. ' +
    'Rows not resolved to one company are listed apart. Paged by company. Free and offline.',
  inputSchema: {
    book: bookInput,
    page: pageInput,
    limit: z.number().int().min(1).max(200).optional().describe('Companies per page, up to 200 (default 50)'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_portfolio';
    const library = ctx.library;
    const book = requireBook(library, args.book);
    const nowIso = ctx.iso();
    const assessments = assessmentsOf(library, membersOf(library, book), nowIso);
    const { view } = bookView(library, book, { nowIso, version: ASSESSMENT_VERSION });
    const ordered = [...view.companies].sort((a, b) => (b.exposurePaisa ?? -1) - (a.exposurePaisa ?? -1) || a.name.localeCompare(b.name));
    const { items, meta } = pageOf(ordered, args.page ?? 1, args.limit ?? 50);
    const companies = items.map((row: BookCompanyRow) => {
      const a = assessments.get(row.companyId);
      return {
        ...row,
        band: a?.band ?? null,
        signals: (a?.signals ?? []).map(signalWithCitations),
        statutory: { ...row.statutory, regime: a?.statutory.regime ?? null, notApplicable: a?.statutory.notApplicable ?? null, obligations: (a?.statutory.obligations ?? []).map(obligationWithCitations) },
      };
    });
    const sources: Source[] = [{ origin: 'dossier', what: `Dossier's signal, statutory and band rules over the library copies of the book's companies`, readAt: nowIso, requestId: null }];
    for (const c of companies) {
      const company = library.companies.get(c.companyId);
      if (company?.masterReadAt) sources.push({ origin: 'library', what: `the master record of ${c.companyId} (${c.name})`, readAt: company.masterReadAt, requestId: company.masterRequestId });
      for (const s of c.signals) sources.push(...evidenceSources(library, s.evidence, `evidence of "${s.title}" for ${c.name}`));
      for (const o of c.statutory.obligations.filter((x) => x.state === 'overdue' || x.state === 'late')) sources.push(...evidenceSources(library, o.evidence, `${o.words} (${c.name})`));
    }
    for (const g of view.groups.groups) {
      for (const l of g.links) for (const s of l.sources) sources.push({ origin: 'library', what: `${s.label} (states: ${l.words})`, readAt: s.readAt, requestId: s.requestId });
    }
    const bands = { high: 0, watch: 0, standard: 0 };
    for (const a of assessments.values()) bands[a.band.band]++;
    const signalCount = [...assessments.values()].reduce((n, a) => n + a.signals.length, 0);
    const flagged = view.groups.groups.filter((g) => g.flagged).length;
    const summary =
      `Book "${view.book.name}"${sandboxWords(view.book.sandbox)}: ${view.companies.length} companies, exposure ${money(view.book.exposurePaisa)}; ` +
      `bands: ${bands.high} high risk, ${bands.watch} on watch, ${bands.standard} standard; ${signalCount} early-warning signal(s); ` +
      `${view.groups.groups.length} group(s) of connected companies${flagged > 0 ? `, ${flagged} above the book's threshold` : ''}; ${view.unresolved.length} row(s) not resolved to one company.`;
    return successResult(tool, {
      summary,
      data: { book: view.book, asOf: view.asOf, companies, groups: view.groups, unresolved: view.unresolved },
      page: meta,
      sources,
      notes: view.book.sandbox ? ['Sandbox data: the companies came through a test key; say so when citing them.'] : [],
    });
  },
});

const sinceInput = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .optional()
  .describe('From when: a day (YYYY-MM-DD, from the start of that day in India) or an instant; default 7 days ago');

export const portfolioChanges = defineTool({
  name: 'portfolio_changes',
  title: 'What changed across a book since a day',
  description:
    "The book's digest: for each company with something new since the day given, largest exposure first, the changes the watchlist detected " +
    '(each with the filing or registry read it was seen in) and the early-warning signals that hold from a day since then (each with its ' +
    'evidence). Free and offline.',
  inputSchema: { book: bookInput, since: sinceInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'portfolio_changes';
    const library = ctx.library;
    const book = requireBook(library, args.book);
    const nowMs = ctx.now();
    const given = args.since ?? dayOf(new Date(nowMs - 7 * 86_400_000).toISOString());
    const instant = sinceInstant(given);
    if (instant > new Date(nowMs).toISOString()) return localError(tool, 'INVALID_SINCE', `The day ${given} is in the future: give a day up to today.`);
    const ids = membersOf(library, book);
    const assessments = assessmentsOf(library, ids, new Date(nowMs).toISOString());
    const digest = bookChanges(library, book, { given, instant, day: dayOf(instant) }, assessments);
    const companies = digest.companies.map((c) => ({ ...c, signals: c.signals.map(signalWithCitations) }));
    const sources: Source[] = [];
    for (const c of companies) {
      for (const ch of c.changes) {
        sources.push({ origin: 'library', what: `${ch.summary} (${c.name}, detected by the watchlist)`, readAt: ch.detectedAt, requestId: ch.requestId ?? null, ...(ch.filingId ? { filingId: ch.filingId } : {}) });
      }
      for (const s of c.signals) sources.push(...evidenceSources(library, s.evidence, `evidence of "${s.title}" for ${c.name}`));
    }
    const changes = companies.reduce((n, c) => n + c.changes.length, 0);
    const signals = companies.reduce((n, c) => n + c.signals.length, 0);
    return successResult(tool, {
      summary: `Since ${given} in "${digest.book.name}"${sandboxWords(digest.book.sandbox)}: ${companies.length} of ${ids.length} companies with something new: ${changes} change(s), ${signals} signal(s).`,
      data: { ...digest, companies },
      sources,
    });
  },
});

export const PORTFOLIO_TOOLS: ToolDefinition[] = [listPortfolios, getPortfolio, portfolioChanges];
