/**
 * Directors from the library: a search by name or exact DIN, and a director's profile with their
 * roles across the companies the library knows. A profile not bought yet is answered with the
 * roles the company registers give, and `confirm: true` buys it (directors.profile, quoted first).
 */
import { z } from 'zod';
import { isDin } from '../../../../shared/ids';
import type { DirectorDetail } from '../../../../shared/bridge/views';
import { isDossierError } from '../../app-error';
import type { DirectorRow } from '../../store';
import { directorDetail } from '../../views';
import { checkDin, checkQuery } from '../inputs';
import { quoteOrRun, runAssistantAction } from '../paid-flow';
import { successResult } from '../results';
import { defineTool, READ_ONLY, READ_ONLY_ONLINE, type ToolDefinition } from '../tool-kit';
import type { ConnectorContext } from '../context';
import { actionAnswer, confirmInput } from './paid-tools';

function directorCandidate(ctx: ConnectorContext, row: DirectorRow) {
  const roles = ctx.library.directors.rolesOfDirector(row.din);
  return {
    din: row.din,
    fullName: row.fullName,
    companies: [...new Set(roles.map((r) => r.companyId))],
    profileInLibrary: row.profileReadAt !== null,
  };
}

const companies = (roles: readonly { companyId: string }[]): string => {
  const n = new Set(roles.map((r) => r.companyId)).size;
  return n === 1 ? '1 library company' : `${n} library companies`;
};

export const findDirector = defineTool({
  name: 'find_director',
  title: 'Find a director (library)',
  description:
    "Searches the directors Dossier's library knows (from the registers of its companies and the profiles bought) by name or exact " +
    '8-digit DIN. Free and offline. It says when only a registry lookup would find more.',
  inputSchema: {
    query: z.string().max(200).describe('Director name or exact DIN'),
    limit: z.number().int().min(1).max(20).optional().describe('Number of candidates, 1 to 20 (default 10)'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'find_director';
    const query = checkQuery(tool, args.query);
    if (!query.ok) return query.result;
    const limit = args.limit ?? 10;
    const rows = isDin(query.value)
      ? [ctx.library.directors.get(query.value)].filter((r): r is DirectorRow => r !== null)
      : ctx.library.search
          .ranked(query.value, { kinds: ['director'], limit })
          .map((hit) => ctx.library.directors.get(hit.id))
          .filter((r): r is DirectorRow => r !== null);
    const candidates = rows.slice(0, limit).map((r) => directorCandidate(ctx, r));
    const lookup =
      'A registry director search (directors.resolve, paid on a live key) is not run from the assistant: find a company they serve with ' +
      'find_company, buy it in with unlock_company, and its directors come with it.';
    return successResult(tool, {
      summary:
        candidates.length === 0
          ? `No director in the library matches "${query.value}".`
          : `${candidates.length} library director(s) for "${query.value}"; best match ${candidates[0]!.fullName ?? '?'} (DIN ${candidates[0]!.din}).`,
      data: { query: query.value, candidates, source: 'library' },
      sources: rows.map((r) => {
        if (r.profileReadAt) return { origin: 'library' as const, what: `the profile of director ${r.din}`, readAt: r.profileReadAt, requestId: r.profileRequestId };
        const company = ctx.library.companies.get(ctx.library.directors.rolesOfDirector(r.din)[0]?.companyId ?? '');
        return { origin: 'library' as const, what: `director ${r.din} in the register of ${company?.id ?? 'a library company'}`, readAt: company?.masterReadAt ?? null, requestId: company?.masterRequestId ?? null };
      }),
      notes: [lookup],
    });
  },
});

export const getDirector = defineTool({
  name: 'get_director',
  title: 'Director profile (library first)',
  description:
    "A director's profile and roles from Dossier's library, free and offline. A profile not bought yet is answered with the roles " +
    "the library's company registers give; confirm: true buys the profile (directors.profile) once the analyst agrees.",
  inputSchema: { din: z.string().max(200).describe('Director identification number, 8 digits'), confirm: confirmInput },
  annotations: READ_ONLY_ONLINE,
  run: async (args, ctx, extra) => {
    const tool = 'get_director';
    const din = checkDin(tool, args.din);
    if (!din.ok) return din.result;
    let detail: DirectorDetail | null = null;
    try {
      detail = directorDetail(ctx.library, din.value);
    } catch (error) {
      const unknown = isDossierError(error, 'NOT_IN_LIBRARY');
      if (!unknown && !isDossierError(error, 'PROFILE_NOT_IN_LIBRARY')) throw error;
      if (unknown && args.confirm !== true) throw error;
    }
    if (detail) {
      // The spec's get_director answers the profile itself: its fields stay at the top level, with the library's roles and links beside them.
      const { profile, ...known } = detail;
      return successResult(tool, {
        summary: `${detail.fullName ?? 'Director'} (DIN ${din.value}): ${detail.roles.length} role(s) known to the library.`,
        data: { ...profile, ...known },
        sources: [{ origin: 'library', what: `the profile of director ${din.value}`, readAt: detail.profileReadAt, requestId: detail.profileRequestId }],
      });
    }
    if (args.confirm !== true) {
      const row = ctx.library.directors.get(din.value)!;
      const roles = ctx.library.directors.rolesOfDirector(din.value);
      return successResult(tool, {
        summary: `${row.fullName ?? 'The director'} (DIN ${din.value}) is known from the register of ${companies(roles)}; the profile itself has not been bought.`,
        data: { din: din.value, fullName: row.fullName, profileInLibrary: false, roles },
        sources: roles.map((r) => ({ origin: 'library' as const, what: `the register of ${r.companyId}`, readAt: ctx.library.companies.get(r.companyId)?.masterReadAt ?? null, requestId: null })),
        notes: ['The full profile (roles at every company, with dates) is a registry read: call get_director with confirm: true; the analyst agrees first.'],
      });
    }
    return quoteOrRun(
      ctx,
      {
        tool,
        doing: `Pricing the profile of ${din.value}`,
        buys: "The director's registry profile with their roles at every company, kept in the library.",
        quote: () => ctx.engine.quoteDirectorProfile(din.value),
        run: (quoteId, requestId) => runAssistantAction(ctx, quoteId, requestId),
        answer: (action) => actionAnswer(ctx, tool, action, extra, 'The profile is in the library now: get_director answers from it for free.'),
      },
      true,
      extra,
    );
  },
});

export const DIRECTOR_TOOLS: ToolDefinition[] = [findDirector, getDirector];
