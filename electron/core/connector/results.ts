/**
 * The four result kinds of the connector (the spec's "Assistant connector", rule 2): `success`,
 * `file`, `quote` and `error`, one per tool call. The kind sits in structuredContent.kind for
 * programs; content carries a readable text for the assistant, with where every answer came from
 * (the library copy and when it was read from the registry, or the registry call and its
 * requestId), so the assistant can cite it. Every text passes through maskSecrets: nothing
 * key-shaped ever leaves, whatever a message echoed.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { formatDateTime } from '../../../shared/dates';
import { maskSecrets } from '../../../shared/mask-secrets';
import { formatRupees } from '../../../shared/money';
import { sentence, sentences } from '../../../shared/sentences';
import type { MirrorQuote } from '../mirror';
import { guidanceFor } from './guidance';

export type ResultKind = 'success' | 'file' | 'quote' | 'error';

/** Where one part of an answer came from. */
export interface Source {
  /**
   * `library`: Dossier's offline copy of what the registry sent; `registry`: a call made for this
   * answer; `dossier`: Dossier's own records (the spend ledger, notes, findings' rules).
   */
  origin: 'library' | 'registry' | 'dossier';
  /** What was read, in words: "master record of U…", "PDF of filing flg_…, page 3". */
  what: string;
  /** When the registry answered (for a library copy: when it was copied). */
  readAt: string | null;
  requestId: string | null;
  filingId?: string;
  page?: number;
}

/** Money of an answer: nothing for the library; a paid call's price and the wallet after it. */
export interface Cost {
  costPaisa: number;
  walletBalancePaisa: number | null;
}

export const FREE: Cost = { costPaisa: 0, walletBalancePaisa: null };

const when = (iso: string | null): string => (iso === null ? 'at an unknown time' : formatDateTime(iso));

export function sourceLine(s: Source): string {
  const request = s.requestId ? ` (request ${s.requestId})` : '';
  if (s.origin === 'library') return `- Library copy of ${s.what}, read from the registry ${when(s.readAt)}${request}`;
  if (s.origin === 'registry') return `- Registry: ${s.what}, answered ${when(s.readAt)}${request}`;
  return `- Dossier's own record: ${s.what}${s.readAt ? `, as of ${formatDateTime(s.readAt)}` : ''}`;
}

function costLine(cost: Cost): string {
  if (cost.costPaisa === 0) return 'Cost: nothing charged.';
  const wallet = cost.walletBalancePaisa === null ? '' : ` Wallet now ${formatRupees(cost.walletBalancePaisa)}.`;
  return `Cost: ${formatRupees(cost.costPaisa)} (${cost.costPaisa} paisa), recorded in Dossier's ledger as asked by the assistant.${wallet}`;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** The text the assistant reads, masked; structured content as data, masked the same way. */
function masked(result: CallToolResult): CallToolResult {
  return JSON.parse(maskSecrets(JSON.stringify(result))) as CallToolResult;
}

function sourcesBlock(sources: readonly Source[]): string {
  return sources.length === 0 ? '' : `\nSources:\n${sources.map(sourceLine).join('\n')}`;
}

export interface SuccessInput {
  summary: string;
  data: unknown;
  sources: Source[];
  cost?: Cost;
  /** Paging of a list: what page this is and how to get the next. */
  page?: PageMeta;
  /** Extra lines for the assistant (what else it could do, what a lookup would cost). */
  notes?: string[];
  /** The readable body after the summary; default the data as JSON (a text tool gives the text itself). */
  body?: string;
}

export function successResult(tool: string, input: SuccessInput): CallToolResult {
  const cost = input.cost ?? FREE;
  const notes = input.notes?.length ? `\n${input.notes.join('\n')}` : '';
  const paging = input.page ? `\n${pageLine(input.page)}` : '';
  const text = `${input.summary}${paging}${notes}\n${costLine(cost)}${sourcesBlock(input.sources)}\n\n${input.body ?? json(input.data)}`;
  return masked({
    content: [{ type: 'text', text }],
    structuredContent: {
      kind: 'success',
      tool,
      summary: input.summary,
      data: input.data,
      sources: input.sources,
      ...(input.page ? { page: input.page } : {}),
      ...(input.notes?.length ? { notes: input.notes } : {}),
      ...cost,
    },
  });
}

export interface FileInput {
  name: string;
  uri: string;
  size: number;
  pages: number | null;
  sha256: string;
  source: Source;
}

export const PDF_MIME = 'application/pdf';

export function inlineFileResult(tool: string, file: FileInput, bytes: Uint8Array): CallToolResult {
  const pages = file.pages === null ? '' : `, ${file.pages} pages`;
  const summary = `${file.name} (${PDF_MIME}, ${file.size} bytes${pages}) is attached, byte for byte as stored in the library (SHA-256 ${file.sha256}).`;
  return masked({
    content: [
      { type: 'text', text: `${summary}\n${costLine(FREE)}${sourcesBlock([file.source])}` },
      { type: 'resource', resource: { uri: file.uri, mimeType: PDF_MIME, blob: Buffer.from(bytes).toString('base64') } },
    ],
    structuredContent: { kind: 'file', tool, summary, inline: true, mimeType: PDF_MIME, ...file, sources: [file.source], ...FREE },
  });
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function describedFileResult(tool: string, file: FileInput, limitBytes: number): CallToolResult {
  const pages = file.pages === null ? 'an unknown number of' : String(file.pages);
  const summary =
    `${file.name} is ${file.size} bytes (${megabytes(file.size)}) with ${pages} pages, above the connector's inline limit of ${megabytes(limitBytes)}, ` +
    'so it is described here instead of attached. Read its text with get_filing_text (a page range at a time), or open it in the Dossier app.';
  return masked({
    content: [{ type: 'text', text: `${summary}\n${costLine(FREE)}${sourcesBlock([file.source])}` }],
    structuredContent: { kind: 'file', tool, summary, inline: false, limitBytes, mimeType: PDF_MIME, ...file, sources: [file.source], ...FREE },
  });
}

export interface QuoteInput {
  quote: MirrorQuote;
  /** What confirming does, in words. */
  buys: string;
  /** How to proceed (the same call with confirm: true) and who must agree. */
  proceed: string;
  notes?: string[];
}

export function quoteResult(tool: string, input: QuoteInput): CallToolResult {
  const { quote } = input;
  const bounded = quote.mostPaisa > quote.totalPaisa;
  const expected = bounded ? `${formatRupees(quote.totalPaisa)} expected, at most ${formatRupees(quote.mostPaisa)}` : formatRupees(quote.totalPaisa);
  const price = quote.sandbox ? `${expected} (sandbox: not billed)` : expected;
  const wallet =
    quote.walletBeforePaisa === null
      ? ''
      : ` Wallet ${formatRupees(quote.walletBeforePaisa)}${quote.walletAfterPaisa === null ? '' : `, ${formatRupees(quote.walletAfterPaisa)} after`}.`;
  const summary = quote.nothingToBuy
    ? sentences(`Quote: ${quote.title}: ${quote.nothingToBuy}`, 'Nothing was charged')
    : quote.blockedReason && quote.lines.length === 0
      ? `Quote: ${quote.title} could not be priced. Nothing was charged.`
      : `Quote: ${quote.title} costs ${price}.${wallet} Nothing was charged.`;
  const lines = quote.lines.map((l) => {
    const most = l.mostCount > l.count ? ` (at most ${l.mostCount}: ${formatRupees(l.mostPaisa)})` : '';
    return `- ${l.label}: ${l.count} × ${formatRupees(l.unitPricePaisa)} = ${formatRupees(l.totalPaisa)}${most}${l.note ? ` (${l.note})` : ''}`;
  });
  const blocked = quote.blockedReason ? [sentence(`It cannot run now: ${quote.blockedReason}`)] : [];
  const text = [summary, ...lines, `What it buys: ${input.buys}`, ...quote.notes, ...(input.notes ?? []), ...blocked, `To proceed: ${input.proceed}`].join('\n');
  return masked({
    content: [{ type: 'text', text }],
    structuredContent: {
      kind: 'quote',
      tool,
      summary,
      quote,
      pricePaisa: quote.totalPaisa,
      mostPaisa: quote.mostPaisa,
      walletBalancePaisa: quote.walletBeforePaisa,
      walletAfterPaisa: quote.walletAfterPaisa,
      buys: input.buys,
      proceed: input.proceed,
      blockedReason: quote.blockedReason,
      costPaisa: 0,
    },
  });
}

export interface ToolError {
  code: string;
  message: string;
  hint?: string | null;
  /** The HTTP status the registry answered, or would answer for the same input; null for library errors. */
  status: number | null;
  requestId?: string | null;
  extras?: Record<string, unknown>;
  /** True when the connector refused the input itself and nothing was read or called. */
  checkedLocally: boolean;
}

export function errorResult(tool: string, error: ToolError): CallToolResult {
  const { explanation, instruction } = guidanceFor(error.code);
  const extras = error.extras ?? {};
  const status = error.status === null ? '' : ` (HTTP ${error.status})`;
  const hint = error.hint ? `\n${error.hint}` : '';
  const details = Object.keys(extras).length === 0 ? '' : `\nDetails: ${json(extras)}`;
  const request = error.requestId ? `\nRequest id: ${error.requestId}` : '';
  const text = `Error ${error.code}${status}: ${error.message}${hint}\n${explanation}\nWhat to do: ${instruction}${details}${request}`;
  return masked({
    isError: true,
    content: [{ type: 'text', text }],
    structuredContent: {
      kind: 'error',
      tool,
      code: error.code,
      message: error.message,
      hint: error.hint ?? null,
      status: error.status,
      requestId: error.requestId ?? null,
      extras,
      checkedLocally: error.checkedLocally,
      explanation,
      instruction,
      costPaisa: 0,
    },
  });
}

/** The connector's own refusal of an input, with the code the API would have answered. */
export function localError(tool: string, code: string, message: string, status: number | null = 400): CallToolResult {
  return errorResult(tool, { code, message, status, checkedLocally: true });
}

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pageLine(meta: PageMeta): string {
  if (meta.totalPages <= 1) return `All ${meta.total} shown.`;
  const next = meta.page < meta.totalPages ? ` Call again with page ${meta.page + 1} for the next ${meta.limit}.` : ' This is the last page.';
  return `Page ${meta.page} of ${meta.totalPages} (${meta.limit} a page, ${meta.total} in all).${next}`;
}

/** One page of a list the library gave whole; a page past the end is empty, never an error. */
export function pageOf<T>(rows: readonly T[], page: number, limit: number): { items: T[]; meta: PageMeta } {
  const total = rows.length;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { items: rows.slice((page - 1) * limit, page * limit), meta: { page, limit, total, totalPages } };
}
