/**
 * Companies from the library: the master record, the filing list (paged as the spec pages it), a
 * search by name or identifier that says when only a registry lookup (paid) would find more, and
 * the sandbox listing (free at the registry, the library's sandbox companies when offline).
 */
import { z } from 'zod';
import { sandboxListSchema } from '../../../../shared/api/sandbox';
import { formatDate } from '../../../../shared/dates';
import { normaliseCompanyId } from '../../../../shared/ids';
import type { CompanyRow } from '../../store';
import { companyDetailView, companyFilings, isInLibrary } from '../../views';
import type { ConnectorContext } from '../context';
import { checkCompanyId, checkQuery, checkState } from '../inputs';
import { quoteOrRun } from '../paid-flow';
import { pageOf, type Source, successResult } from '../results';
import { defineTool, READ_ONLY, READ_ONLY_ONLINE, thrownResult, type ToolDefinition, yearOf } from '../tool-kit';
import { companyIdInput, confirmInput } from './paid-tools';

const TEXT = z.string().max(200);

export const getCompany = defineTool({
  name: 'get_company',
  title: 'Company record from the library',
  description:
    "A company's registry master record as Dossier's library holds it (status, incorporation, capital, directors, charges, name and " +
    'id history), with how fresh the copy is and when it was read from the registry. Free and offline.',
  inputSchema: { companyId: companyIdInput, idType: z.enum(['cin', 'fcin', 'llpin']).optional().describe('Identifier kind; detected when omitted') },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const id = checkCompanyId('get_company', args.companyId, args.idType, yearOf(ctx));
    if (!id.ok) return id.result;
    const detail = companyDetailView(ctx.library, id.value, ctx.iso());
    const s = detail.summary;
    const row = ctx.library.companies.get(id.value);
    const incorporated = row?.dateOfIncorporation ? `incorporated ${formatDate(row.dateOfIncorporation)}` : 'incorporation date not given';
    const age = s.freshness.ageDays === null ? '' : `, ${s.freshness.ageDays} day(s) old`;
    const summary =
      `${s.name} (${s.id}): ${s.status ?? 'status not given'}, ${incorporated}, ${detail.directors.length} director(s), ` +
      `${s.totalFilings} filing(s) listed (${s.downloadedPdfs} PDF(s) in the library). Library copy ${s.freshness.badge}${age}.`;
    return successResult('get_company', {
      summary,
      data: detail,
      sources: [{ origin: 'library', what: `the master record of ${s.id}`, readAt: detail.masterProvenance.readAt, requestId: detail.masterProvenance.requestId }],
    });
  },
});

export const listFilings = defineTool({
  name: 'list_filings',
  title: "A company's filings from the library",
  description:
    'The filings of a library company, newest recorded first, each with whether its PDF is in the library (downloaded), missing, ' +
    'locked or not yet available at the registry. Paged as the API pages it; formId, year and documentCategory filter exactly. Free and offline.',
  inputSchema: {
    companyId: companyIdInput,
    page: z.number().int().min(1).max(100_000).optional().describe('Page number from 1 (default 1)'),
    limit: z.number().int().min(1).max(200).optional().describe('Rows per page, up to 200 (default 50)'),
    formId: TEXT.optional().describe('Exact form id, e.g. AOC-4, MGT-7, CHG-9'),
    year: z.number().int().optional().describe('Exact filing year'),
    documentCategory: TEXT.optional().describe('Exact document category'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const id = checkCompanyId('list_filings', args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const rows = companyFilings(ctx.library, id.value, { formId: args.formId, year: args.year, documentCategory: args.documentCategory }, ctx.iso());
    const { items, meta } = pageOf(rows, args.page ?? 1, args.limit ?? 50);
    const downloaded = items.filter((f) => f.localState === 'downloaded').length;
    // Each filing row remembers the list read it came from.
    const reads = new Map<string, Source>();
    for (const f of items) {
      const row = ctx.library.filings.get(f.filingId);
      if (row) reads.set(`${row.listedAt}|${row.listRequestId}`, { origin: 'library', what: `the filing list of ${id.value}`, readAt: row.listedAt, requestId: row.listRequestId });
    }
    return successResult('list_filings', {
      summary: `${items.length} filing(s) of ${meta.total} for ${id.value}, ${downloaded} of them with the PDF in the library.`,
      data: items,
      page: meta,
      sources: [...reads.values()],
    });
  },
});

function candidateOf(row: CompanyRow) {
  return {
    cin: row.id,
    company: row.name ?? row.id,
    knownAs: row.knownAs,
    idType: row.idType,
    companyStatus: row.status,
    city: row.city,
    state: row.state,
    sandbox: row.sandbox,
    /** Mirrored: the library holds its record or filings; otherwise only a registry search named it. */
    inLibrary: isInLibrary(row),
    masterReadAt: row.masterReadAt,
  };
}

const matches = (value: string | null, wanted: string | undefined) => !wanted || (value ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

/** Library companies matching a name or an exact identifier, narrowed by state and city. */
function libraryCandidates(ctx: ConnectorContext, query: string, state: string | undefined, city: string | undefined, limit: number): CompanyRow[] {
  const exact = normaliseCompanyId(query, { currentYear: yearOf(ctx) });
  const rows = exact.ok
    ? [ctx.library.companies.get(exact.id)].filter((r): r is CompanyRow => r !== null)
    : ctx.library.search
        .ranked(query, { kinds: ['company'], limit: 200 })
        .map((hit) => ctx.library.companies.get(hit.companyId ?? hit.id))
        .filter((r): r is CompanyRow => r !== null);
  return rows.filter((r) => matches(r.state, state) && matches(r.city, city)).slice(0, limit);
}

export const findCompany = defineTool({
  name: 'find_company',
  title: 'Find a company (library first)',
  description:
    "Searches Dossier's library by name or exact CIN/FCIN/LLPIN, free and offline. When the library has no match it returns the quote " +
    'of a registry search (companies.resolve, paid on a live key); with confirm: true the registry is searched once the analyst agrees.',
  inputSchema: {
    query: TEXT.describe('Company name, brand, or exact CIN/FCIN/LLPIN'),
    state: TEXT.optional().describe('Narrow to a state'),
    city: TEXT.optional().describe('Narrow to a city'),
    limit: z.number().int().min(1).max(20).optional().describe('Number of candidates, 1 to 20 (default 10)'),
    confirm: confirmInput,
  },
  annotations: READ_ONLY_ONLINE,
  run: async (args, ctx, extra) => {
    const tool = 'find_company';
    const query = checkQuery(tool, args.query);
    if (!query.ok) return query.result;
    const state = checkState(tool, args.state);
    if (!state.ok) return state.result;
    const found = libraryCandidates(ctx, query.value, state.value, args.city, args.limit ?? 10);
    if (found.length > 0 && args.confirm !== true) {
      const best = found[0]!;
      return successResult(tool, {
        summary: `${found.length} library candidate(s) for "${query.value}"; best match ${best.name ?? best.id} (${best.id})${isInLibrary(best) ? '' : ', named by a registry search but not mirrored'}.`,
        data: { query: query.value, candidates: found.map(candidateOf), source: 'library' },
        sources: found.map((r) => ({ origin: 'library' as const, what: `the record of ${r.id}`, readAt: r.masterReadAt ?? r.updatedAt, requestId: r.masterRequestId })),
        notes: ['Not the one? A registry search finds companies the library does not hold: call find_company with confirm: true (paid on a live key; the analyst agrees first).'],
      });
    }
    const lookup = { query: query.value, ...(state.value ? { state: state.value } : {}), ...(args.city ? { city: args.city } : {}) };
    return quoteOrRun(
      ctx,
      {
        tool,
        doing: `Pricing a registry search for "${query.value}"`,
        buys: "The registry's candidates for the query (name, CIN, status), named in the library afterwards; nothing is mirrored.",
        quote: () => ctx.engine.quoteResolve(lookup),
        run: async (quoteId, requestId) => {
          const matchesFound = await ctx.engine.runResolve(quoteId, { requestedBy: 'assistant' });
          ctx.library.assistant.settle(requestId, { actionId: null });
          return matchesFound;
        },
        answer: (res) =>
          successResult(tool, {
            summary: `${res.candidates.length} registry candidate(s) for "${query.value}".${res.hint ? ` ${res.hint}` : ''}`,
            data: { query: query.value, ...res, source: 'registry' },
            sources: [{ origin: 'registry', what: `company search for "${query.value}"`, readAt: ctx.iso(), requestId: res.requestId }],
            cost: { costPaisa: res.requestId ? (ctx.library.ledger.get(res.requestId)?.pricePaisa ?? 0) : 0, walletBalancePaisa: ctx.account.wallet()?.paisa ?? null },
            notes: ['To answer from the library about one of them, buy it in with unlock_company (a quote comes first).'],
          }),
      },
      args.confirm,
      extra,
    );
  },
});

export const listSandboxEntities = defineTool({
  name: 'list_sandbox_entities',
  title: 'Sandbox companies and directors',
  description:
    "The registry's fixed sandbox set a test key may use (GET /v1/sandbox, free). Offline, the sandbox companies the library holds.",
  inputSchema: {},
  annotations: READ_ONLY_ONLINE,
  run: async (_args, ctx) => {
    const tool = 'list_sandbox_entities';
    const client = ctx.account.client();
    let failure: string;
    if (client) {
      try {
        const res = await client.getSandbox({ priority: 'interactive' });
        const list = sandboxListSchema.parse(res.data);
        return successResult(tool, {
          summary: `Sandbox: ${list.companies.length} companies and LLPs, ${list.directors.length} directors usable with a test key.`,
          data: list,
          sources: [{ origin: 'registry', what: 'the sandbox listing', readAt: ctx.iso(), requestId: res.requestId }],
        });
      } catch (error) {
        failure = thrownResult(tool, error).content.map((c) => (c.type === 'text' ? c.text.split('\n')[0] : '')).join(' ');
      }
    } else {
      failure = 'No API key is available to this connector.';
    }
    const held = ctx.library.companies.list({ limit: 1000 }).filter((r) => r.sandbox);
    return successResult(tool, {
      summary: `The registry's listing could not be read (${failure}); the library holds ${held.length} sandbox compan${held.length === 1 ? 'y' : 'ies'}.`,
      data: { companies: held.map(candidateOf), directors: [], source: 'library' },
      sources: held.map((r) => ({ origin: 'library' as const, what: `the record of ${r.id}`, readAt: r.masterReadAt ?? r.updatedAt, requestId: r.masterRequestId })),
    });
  },
});

export const COMPANY_TOOLS: ToolDefinition[] = [listSandboxEntities, findCompany, getCompany, listFilings];
