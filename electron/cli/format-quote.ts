/**
 * A quote as the analyst reads it before agreeing: what it buys, each line's price, the total,
 * the wallet before and after, and whether it is the sandbox (nothing charged). The price comes
 * first because that is what the analyst is deciding on.
 */
import type { Quote } from '../../shared/bridge/views';
import { formatIndianNumber } from '../../shared/money';
import { renderTable } from './format-table';
import { money } from './format-values';

/** Extra facts a quote may carry beyond the bridge type (the mirror engine's notes). */
interface QuoteExtras {
  notes?: unknown;
  estimated?: unknown;
}

function notesOf(quote: Quote): string[] {
  const notes = (quote as Quote & QuoteExtras).notes;
  return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === 'string' && n !== '') : [];
}

function renderLines(quote: Quote): string {
  const lines = quote.lines.map((l) => ({
    what: l.note ? `${l.label} (${l.note})` : l.label,
    count: formatIndianNumber(l.count),
    unit: money(l.unitPricePaisa),
    total: money(l.totalPaisa),
  }));
  lines.push({ what: 'Total', count: '', unit: '', total: money(quote.totalPaisa) });
  return renderTable(
    [
      { header: 'What it buys', value: (r) => r.what, maxWidth: 72 },
      { header: 'Count', value: (r) => r.count, align: 'right' },
      { header: 'Each', value: (r) => r.unit, align: 'right' },
      { header: 'Price', value: (r) => r.total, align: 'right' },
    ],
    lines,
  );
}

export function renderQuote(quote: Quote): string {
  const out: string[] = [];
  if (quote.lines.length === 0) out.push(quote.title);
  else {
    out.push(`${quote.title} — total ${money(quote.totalPaisa)}${quote.sandbox ? ' (sandbox)' : ''}`);
    out.push('');
    out.push(renderLines(quote));
    out.push('');
    out.push(`Wallet: ${money(quote.walletBeforePaisa)} → ${money(quote.walletAfterPaisa)}`);
  }
  if (quote.sandbox) out.push('Sandbox: this is a test key on the sandbox; nothing is charged.');
  if ((quote as Quote & QuoteExtras).estimated === true) out.push('Some counts are estimates; the action never spends past this total or the session cap: it stops and asks first.');
  for (const note of notesOf(quote)) out.push(`Note: ${note}`);
  if (quote.blockedReason) out.push(`Blocked: ${quote.blockedReason}${blockedBy(quote)}`);
  return out.join('\n');
}

/** " (API_KEY_REVOKED, request id req_…)": what support asks for, when an error blocked the quote. */
function blockedBy(quote: Quote): string {
  const e = quote.blockedError;
  if (!e) return '';
  return ` (${e.code}${e.requestId ? `, request id ${e.requestId}` : ''})`;
}
