/**
 * `dossier network`: who is behind a company. The neighbourhood and its red flags from the
 * library's graph (free, offline), "expand" (directors' profiles, quoted and consented like every
 * paid command), and the neighbourhood written as GraphML, GEXF or JSON. An unknown id, a company
 * not in the library (exit-codes.ts maps it), a malformed DIN or a depth above 3 is bad input: exit 2,
 * nothing bought.
 */
import { collapseWords, DEPTH_REFUSAL, HUB_LINKS, MAX_NETWORK_DEPTH, NETWORK_EXPORT_FORMATS, type NetworkExportFormat, type NetworkView, networkDocument } from '../../../shared/bridge/network';
import { normaliseCompanyId, normaliseDin } from '../../../shared/ids';
import { blockedQuoteError, obtainConsent } from '../consent';
import { CliError, EXIT, usageError } from '../exit-codes';
import { renderQuote } from '../format-quote';
import { renderTable } from '../format-table';
import { day, money } from '../format-values';
import { runQuoted } from '../run-action';
import type { CliSession } from '../session';
import type { PaidContext } from './paid';
import type { Output } from '../output';
import { pathArg } from '../path-arg';
import { formatIndianNumber } from '../../../shared/money';
import { sentence } from '../../../shared/sentences';

/** A DIN when it is 8 digits, else a company id; either checked by the spec's rule. */
export function networkIdArg(raw: string): string {
  const checked = /^\s*\d+\s*$/.test(raw) ? normaliseDin(raw) : normaliseCompanyId(raw);
  if (checked.ok) return checked.id;
  const { code, rule, message } = checked.error;
  throw usageError(code, `${message} (rule: ${rule}); give a DIN (8 digits) or a CIN, FCIN or LLPIN`, { rule });
}

export function depthArg(raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw usageError('BAD_DEPTH', `--depth ${raw}: expected 1, 2 or 3`);
  if (n > MAX_NETWORK_DEPTH) throw usageError('DEPTH_TOO_DEEP', `--depth ${n} refused: ${DEPTH_REFUSAL}.`);
  return n;
}

export function formatArg(raw: string): NetworkExportFormat {
  const format = NETWORK_EXPORT_FORMATS.find((f) => f === raw.trim().toLowerCase());
  if (!format) throw usageError('BAD_FORMAT', `--format ${raw}: expected ${NETWORK_EXPORT_FORMATS.join(', ')}`);
  return format;
}

export interface ViewOptions {
  depth: number;
  currentOnly: boolean;
}

/** The neighbourhood as the terminal shows it. */
export function networkText(view: NetworkView): string {
  const label = new Map(view.nodes.map((n) => [n.id, n.label]));
  const nodes = renderTable(
    [
      { header: 'Hops', value: (n: NetworkView['nodes'][number]) => String(n.depth), align: 'right' },
      { header: 'Kind', value: (n) => n.kind },
      { header: 'Id', value: (n) => n.id, maxWidth: 40 },
      { header: 'Name', value: (n) => n.label, maxWidth: 48 },
      { header: 'Status', value: (n) => n.status ?? '' },
      { header: 'In library', value: (n) => (n.inLibrary ? 'yes' : '') },
    ],
    view.nodes,
  );
  const edges = renderTable(
    [
      { header: 'From', value: (e: NetworkView['edges'][number]) => label.get(e.from) ?? e.from, maxWidth: 32 },
      { header: 'Link', value: (e) => e.kind },
      { header: 'To', value: (e) => label.get(e.to) ?? e.to, maxWidth: 32 },
      { header: 'Since', value: (e) => (e.since ? day(e.since) : '') },
      { header: 'Until', value: (e) => (e.until ? day(e.until) : '') },
      { header: 'Amount', value: (e) => (e.amountPaisa !== undefined ? money(e.amountPaisa) : ''), align: 'right' },
      { header: 'Sources', value: (e) => e.sources.map((s) => `${s.record} ${s.id}`).join(', '), maxWidth: 50 },
    ],
    view.edges,
  );
  const flags =
    view.flags.length === 0
      ? 'No red flags in what the library holds.'
      : view.flags.map((f) => [`[${f.severity.toUpperCase()}] ${f.summary}`, `  ${f.detail}`, ...f.sources.map((s) => `  Source: ${s.label}`)].join('\n')).join('\n\n');
  const hubs = view.nodes.filter((n) => n.collapsed);
  const collapsed =
    hubs.length === 0
      ? []
      : [
          `Not expanded: ${hubs.length === 1 ? 'a hub' : `${hubs.length} hubs`} shared by more than ${HUB_LINKS} companies (walking through them would pull in much of the library):`,
          ...hubs.map((n) => `  ${n.label}: ${(n.collapsed ?? []).map(collapseWords).join('; ')}`),
          '',
        ];
  const head = `Connections of ${label.get(view.root) ?? view.root} (${view.root}), ${view.depth} hop${view.depth === 1 ? '' : 's'}${view.currentOnly ? ', current links only' : ''}: ${formatIndianNumber(view.nodes.length)} nodes, ${formatIndianNumber(view.edges.length)} links${view.truncated ? ' (cut at the node limit)' : ''}.`;
  return [head, '', ...collapsed, nodes, '', edges, '', 'Red flags', '', flags].join('\n');
}

export async function show(out: Output, session: CliSession, id: string, opts: ViewOptions): Promise<void> {
  const view = await session.call('network.view', { id, depth: opts.depth, currentOnly: opts.currentOnly });
  out.result(networkDocument(view), () => networkText(view));
}

export async function exportFile(out: Output, session: CliSession, id: string, format: NetworkExportFormat, outPath: string, opts: ViewOptions & { overwrite?: boolean }): Promise<void> {
  // The core takes full paths only (and refuses the library folder and an existing file): --out is resolved here.
  const written = await session.call('network.export', {
    id,
    format,
    outPath: pathArg(outPath, 'The path given with --out'),
    depth: opts.depth,
    currentOnly: opts.currentOnly,
    ...(opts.overwrite ? { overwrite: true } : {}),
  });
  out.result(written, () => `Wrote ${written.path} (${format}, ${written.bytes} bytes, sha256 ${written.sha256}).`);
}

export async function expand(ctx: PaidContext, id: string): Promise<void> {
  const quote = await ctx.session.call('network.expandQuote', { id });
  if (quote.nothingToBuy) {
    ctx.out.result({ quote, action: null }, () => sentence(quote.nothingToBuy ?? ''));
    return;
  }
  ctx.out.show(renderQuote(quote));
  if (quote.blockedError?.code === 'NOT_IN_LIBRARY') throw new CliError(EXIT.USAGE, { code: 'NOT_IN_LIBRARY', message: quote.blockedReason ?? quote.blockedError.message, quote });
  if (quote.blockedReason) throw blockedQuoteError(quote) ?? new CliError(EXIT.REFUSED, { code: 'QUOTE_BLOCKED', message: sentence(`Nothing was bought: ${quote.blockedReason}`), quote });
  await obtainConsent(ctx.io, quote, ctx.yes);
  const action = await runQuoted(quote.quoteId, ctx);
  ctx.out.result({ quote, action }, () => `${action.title}: done, ${money(action.spentPaisa)} spent.\n\nSee the network with: dossier network ${id}`);
}
