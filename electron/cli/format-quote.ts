/**
 * A quote as the analyst reads it before agreeing: what it buys, each line's price, the total,
 * the wallet before and after, and whether it is the sandbox (nothing charged). The price comes
 * first because that is what the analyst is deciding on.
 */
import type { Quote } from '../../shared/bridge/views';
import { formatIndianNumber } from '../../shared/money';
import { sentence } from '../../shared/sentences';
import { renderTable } from './format-table';
import { money } from './format-values';

/** Extra facts a quote may carry beyond the bridge type (the mirror engine's notes). */
interface QuoteExtras {
  notes?: unknown;
}

function notesOf(quote: Quote): string[] {
  const notes = (quote as Quote & QuoteExtras).notes;
  return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === 'string' && n !== '') : [];
}

/** A count, with its most when that is more ("24, at most 2,520"). */
function countWords(count: number, most: number): string {
  return most > count ? `${formatIndianNumber(count)} (≤ ${formatIndianNumber(most)})` : formatIndianNumber(count);
}

function renderLines(quote: Quote): string {
  const bounded = quote.mostPaisa > quote.totalPaisa;
  const lines = quote.lines.map((l) => ({
    what: l.note ? `${l.label} (${l.note})` : l.label,
    count: countWords(l.count, l.mostCount),
    unit: money(l.unitPricePaisa),
    total: money(l.totalPaisa),
    most: money(l.mostPaisa),
  }));
  lines.push({ what: 'Total', count: '', unit: '', total: money(quote.totalPaisa), most: money(quote.mostPaisa) });
  return renderTable(
    [
      { header: 'What it buys', value: (r) => r.what, wrapWidth: 64 },
      { header: 'Count', value: (r) => r.count, align: 'right' },
      { header: 'Each', value: (r) => r.unit, align: 'right' },
      { header: bounded ? 'Expected' : 'Price', value: (r) => r.total, align: 'right' },
      ...(bounded ? [{ header: 'At most', value: (r: (typeof lines)[number]) => r.most, align: 'right' as const }] : []),
    ],
    lines,
  );
}

export function renderQuote(quote: Quote): string {
  const out: string[] = [];
  const bounded = quote.mostPaisa > quote.totalPaisa;
  if (quote.nothingToBuy) out.push(sentence(`${quote.title}: ${quote.nothingToBuy}`));
  else if (quote.lines.length === 0) out.push(quote.title);
  else {
    const price = bounded ? `expected ${money(quote.totalPaisa)}, at most ${money(quote.mostPaisa)}` : `total ${money(quote.totalPaisa)}`;
    out.push(`${quote.title} — ${price}${quote.sandbox ? ' (sandbox)' : ''}`);
    out.push('');
    out.push(renderLines(quote));
    out.push('');
    const lowest = bounded ? ` (at least ${money(quote.walletAfterMostPaisa)})` : '';
    out.push(`Wallet: ${money(quote.walletBeforePaisa)} → ${money(quote.walletAfterPaisa)}${lowest}`);
  }
  if (quote.sandbox) out.push('Sandbox: this is a test key on the sandbox; nothing is charged.');
  if (bounded && !quote.sandbox) {
    out.push(`Agreeing allows up to ${money(quote.mostPaisa)} (or --budget, when lower); the action never spends past it. Counts marked ≤ are known once the lists are read.`);
  }
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
