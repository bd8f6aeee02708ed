/**
 * What only the library has: full-text search over names, filings, extracted items, PDF text and
 * notes (hits with their filing and page), the findings Dossier's rules draw from a company with
 * their evidence, and the analyst's notes, to which an assistant may add its own (marked as such).
 */
import { z } from 'zod';
import { noteAnchorSchema, noteBodySchema } from '../../../../shared/bridge/reports';
import type { SearchHit } from '../../../../shared/bridge/views';
import { reviewedFindings } from '../../findings';
import { createNote, listNotes } from '../../notes';
import { localSearch, requireKnownCompany } from '../../views';
import type { ConnectorContext } from '../context';
import { checkCompanyId, checkFilingId, checkQuery } from '../inputs';
import { errorResult, localError, pageOf, type Source, successResult } from '../results';
import { defineTool, READ_ONLY, type ToolDefinition, yearOf } from '../tool-kit';
import { companyIdInput } from './paid-tools';

const pageInput = z.number().int().min(1).max(100_000).optional().describe('Page number from 1 (default 1)');

/** Matches ranked at most: past it the answer says to narrow the query (and how many there were). */
export const SEARCH_DEPTH = 500;

function hitCitation(hit: SearchHit): string {
  if (hit.kind === 'pdf') return `page ${hit.page} of the PDF of filing ${hit.filingId}`;
  if (hit.kind === 'note') return `note ${hit.id}${hit.filingId ? ` on page ${hit.page} of filing ${hit.filingId}` : ''}`;
  if (hit.kind === 'filing') return `filing ${hit.id}`;
  if (hit.kind === 'item') return `an extracted figure of ${hit.companyId}`;
  return `${hit.kind} ${hit.id}`;
}

function hitSource(ctx: ConnectorContext, hit: SearchHit): Source | null {
  if (hit.kind !== 'pdf' || !hit.filingId) return null;
  const doc = ctx.library.documents.get(hit.filingId);
  return doc ? { origin: 'library', what: hitCitation(hit), readAt: doc.downloadedAt, requestId: doc.requestId, filingId: hit.filingId, ...(hit.page ? { page: hit.page } : {}) } : null;
}

export const searchLibrary = defineTool({
  name: 'search_library',
  title: 'Search the whole library',
  description:
    "Full-text search over Dossier's library: company and director names, filings, extracted figures, the text of every stored PDF " +
    '(hits name the filing and the page) and the notes. Paged. Free and offline.',
  inputSchema: {
    query: z.string().max(200).describe('Words to look for'),
    kinds: z.array(z.enum(['company', 'director', 'filing', 'item', 'pdf', 'note'])).max(6).optional().describe('Only these kinds of hit'),
    page: pageInput,
    limit: z.number().int().min(1).max(100).optional().describe('Hits per page, up to 100 (default 20)'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'search_library';
    const query = checkQuery(tool, args.query);
    if (!query.ok) return query.result;
    const kinds = args.kinds?.length ? new Set(args.kinds) : null;
    const all = localSearch(ctx.library, query.value, SEARCH_DEPTH).filter((h) => kinds === null || kinds.has(h.kind));
    const { items, meta } = pageOf(all, args.page ?? 1, args.limit ?? 20);
    const hits = items.map((h) => ({ ...h, cite: hitCitation(h) }));
    const deep = all.length >= SEARCH_DEPTH ? [`These are the best ${SEARCH_DEPTH} matches; more exist: narrow the query to reach them.`] : [];
    return successResult(tool, {
      summary: `${meta.total} match(es) in the library for "${query.value}"${kinds ? ` (${[...kinds].join(', ')})` : ''}.`,
      data: hits,
      page: meta,
      sources: hits.map((h) => hitSource(ctx, h)).filter((s): s is Source => s !== null),
      notes: deep,
    });
  },
});

export const getFindings = defineTool({
  name: 'get_findings',
  title: 'Findings with their evidence',
  description:
    "What Dossier's rules find in a library company (open charges, missing annual filings, disqualified or busy directors, large " +
    'year-on-year swings, stale data…), each with its severity, the records, filings or extractions it rests on, and the analyst’s ' +
    'review (`review`: accepted or dismissed, with the comment, who and when; null while open). Free and offline.',
  inputSchema: { companyId: companyIdInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_findings';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const findings = reviewedFindings(ctx.library, requireKnownCompany(ctx.library, id.value), ctx.iso());
    const high = findings.filter((f) => f.severity === 'high').length;
    const reviewed = (state: 'accepted' | 'dismissed') => findings.filter((f) => f.review?.state === state).length;
    const company = ctx.library.companies.get(id.value);
    const sources: Source[] = [
      { origin: 'dossier', what: `Dossier's finding rules over the library copy of ${id.value}`, readAt: ctx.iso(), requestId: null },
      ...(company?.masterReadAt ? [{ origin: 'library' as const, what: `the master record of ${id.value}`, readAt: company.masterReadAt, requestId: company.masterRequestId }] : []),
      ...findings.flatMap((f) =>
        f.evidence
          .filter((e) => e.kind === 'filing')
          .map((e) => ({ origin: 'library' as const, what: `${e.label} (evidence of "${f.title}")`, readAt: ctx.library.filings.get(e.id)?.listedAt ?? null, requestId: null, filingId: e.id })),
      ),
    ];
    return successResult(tool, {
      // A dismissed finding is still listed (the analyst may be asked why): the summary says how many are.
      summary: `${findings.length} finding(s) for ${id.value}, ${high} of high severity; reviewed by the analyst: ${reviewed('accepted')} accepted, ${reviewed('dismissed')} dismissed.`,
      data: findings,
      sources,
    });
  },
});

export const listNotesTool = defineTool({
  name: 'list_notes',
  title: "The analyst's notes on a company",
  description:
    "The notes on a library company, oldest first, each with what it is pinned to (a filing page, a figure) and who wrote it (the " +
    'analyst or an assistant); with `text`, the notes matching it, best first. Paged. Free and offline.',
  inputSchema: {
    companyId: companyIdInput,
    text: z.string().max(200).optional().describe('Only notes matching these words'),
    page: pageInput,
    limit: z.number().int().min(1).max(100).optional().describe('Notes per page, up to 100 (default 50)'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'list_notes';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const notes = listNotes(ctx.library, requireKnownCompany(ctx.library, id.value), args.text);
    const { items, meta } = pageOf(notes, args.page ?? 1, args.limit ?? 50);
    return successResult(tool, {
      summary: `${meta.total} note(s) on ${id.value}${args.text ? ` matching "${args.text}"` : ''}.`,
      data: items,
      page: meta,
      sources: items.map((n) => ({ origin: 'dossier' as const, what: `note ${n.id} by the ${n.author}, pinned to ${n.citation}`, readAt: n.updatedAt, requestId: null })),
    });
  },
});

const anchorInput = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('company') }),
    z.object({ kind: z.literal('filing-page'), filingId: z.string().max(200), page: z.number().int().min(1).max(100_000) }),
    z.object({ kind: z.literal('pdf-selection'), filingId: z.string().max(200), page: z.number().int().min(1).max(100_000), text: z.string().max(4000) }),
    z.object({
      kind: z.literal('figure'),
      filingId: z.string().max(200).optional(),
      form: z.string().max(40),
      fyStart: z.number().int().min(1900).max(2200),
      scope: z.enum(['standalone', 'consolidated']),
      qname: z.string().max(300),
    }),
  ])
  .describe('What the note rests on: the company, a page of a filing, a text on that page, or an extracted figure (fyStart 2023 = FY 2023-24)');

export const addNote = defineTool({
  name: 'add_note',
  title: 'Add a note (marked as written by the assistant)',
  description:
    "Adds a note to a library company, pinned to the company, a filing page, a text on a page, or a figure, marked in Dossier as " +
    "written by the assistant. It changes the analyst's library (nothing is paid).",
  inputSchema: { companyId: companyIdInput, body: z.string().max(20_000).describe('The note, in plain text'), anchor: anchorInput.optional() },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: async (args, ctx) => {
    const tool = 'add_note';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const anchorArg = args.anchor ?? { kind: 'company' as const };
    if (anchorArg.kind !== 'company' && anchorArg.filingId !== undefined) {
      const filing = checkFilingId(tool, anchorArg.filingId);
      if (!filing.ok) return filing.result;
      // An assistant's note rests on evidence the library holds: a filing of this very company.
      if (ctx.library.filings.get(filing.value)?.companyId !== id.value) {
        return errorResult(tool, { code: 'NOT_IN_LIBRARY', message: `Filing ${filing.value} is not in the library's filing list of ${id.value}.`, status: null, checkedLocally: true });
      }
    }
    const anchor = noteAnchorSchema.safeParse(anchorArg);
    if (!anchor.success) return localError(tool, 'INVALID_ANCHOR', anchor.error.issues.map((i) => `${i.path.join('.') || 'anchor'}: ${i.message}`).join('; '));
    const body = noteBodySchema.safeParse(args.body);
    if (!body.success) return localError(tool, 'INVALID_ARGUMENTS', `body: ${body.error.issues[0]?.message ?? 'invalid'}`);
    const note = createNote(ctx.library, requireKnownCompany(ctx.library, id.value), anchor.data, body.data, 'assistant');
    return successResult(tool, {
      summary: `Note ${note.id} added to ${id.value}, pinned to ${note.citation}, marked as written by the assistant.`,
      data: note,
      sources: [],
    });
  },
});

export const LIBRARY_TOOLS: ToolDefinition[] = [searchLibrary, getFindings, listNotesTool, addNote];
