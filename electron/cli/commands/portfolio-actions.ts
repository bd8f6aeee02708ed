/**
 * `dossier portfolio mirror | refresh | fetch | watch <book>`: the book's paid actions under one quote
 * (issue 26). The quote prices every company as alone (a free call or two each: the pricing says how
 * far it is), grouped (from the team ₹0, already current ₹0, to buy, not possible now), and lists
 * the companies in the order they run, largest exposure first. Consent as every paid command (--yes,
 * or y at the terminal; --budget N is consent up to N); the run is one book action whose company
 * actions follow one another, followed here with the book's bar and the company under way. A book
 * action left paused (Ctrl-C, a quit, the registry gone) is resumed by the same command, its resume
 * quote asked for first. `watch` puts the book's mirrored companies on the watchlist and checks them.
 */
import type { ActionView, BookQuoteCompany, Quote } from '../../../shared/bridge/views';
import { formatIndianNumber } from '../../../shared/money';
import { obtainConsent } from '../consent';
import { CliError, EXIT, refusal } from '../exit-codes';
import { renderQuote } from '../format-quote';
import { renderTable } from '../format-table';
import { money } from '../format-values';
import type { CliIo } from '../io';
import type { Output } from '../output';
import { followAction, runQuoted, unfinishedAction } from '../run-action';
import type { CliSession } from '../session';
import { checkOn } from './watch';

export type BookActionKind = 'mirror' | 'refresh' | 'fetch';

export interface BookActionContext {
  io: CliIo;
  out: Output;
  session: CliSession;
  yes: boolean;
}

/** At most this many companies listed under a book's quote (the --json quote holds them all). */
const LISTED = 25;

const GROUP_WORDS: Record<BookQuoteCompany['group'], string> = { team: 'team ₹0', current: 'current ₹0', buy: 'to buy', skip: 'not now' };

function companiesText(quote: Quote): string {
  const companies = quote.book?.companies ?? [];
  if (companies.length === 0) return '';
  const rows = companies.slice(0, LISTED).map((c, i) => ({ ...c, place: i + 1 }));
  const table = renderTable(
    [
      { header: '#', value: (c: BookQuoteCompany & { place: number }) => String(c.place), align: 'right' },
      { header: 'Company', value: (c) => c.name, maxWidth: 40 },
      { header: 'Id', value: (c) => c.companyId },
      { header: 'Exposure', value: (c) => (c.exposurePaisa === null ? '—' : money(c.exposurePaisa)), align: 'right' },
      { header: 'Group', value: (c) => GROUP_WORDS[c.group] },
      { header: 'Expected', value: (c) => money(c.expectedPaisa), align: 'right' },
      { header: 'At most', value: (c) => money(c.mostPaisa), align: 'right' },
    ],
    rows,
  );
  const more = companies.length > LISTED ? `\n… and ${formatIndianNumber(companies.length - LISTED)} more (--json lists them all)` : '';
  return `\nIn the order they run:\n${table}${more}`;
}

async function bookIdOf(session: CliSession, ref: string): Promise<string> {
  const books = await session.call('portfolio.list', {});
  const wanted = ref.trim().toLowerCase().replace(/\s+/g, ' ');
  const book = books.find((b) => b.id === ref.trim() || b.name.toLowerCase().replace(/\s+/g, ' ') === wanted);
  if (!book) throw new CliError(EXIT.USAGE, { code: 'BOOK_NOT_FOUND', message: `There is no book "${ref}" (dossier portfolio list names them).` });
  return book.id;
}

/** Prices the book, saying how far it is: a free call or two per company, paced like every call. */
async function priceBook(ctx: BookActionContext, ref: string, kind: BookActionKind, includeDirectors: boolean): Promise<Quote> {
  let last = -1;
  const stop = ctx.session.events.subscribe((name, payload) => {
    if (name !== 'portfolio.pricing') return;
    const p = payload as { done: number; total: number };
    const step = Math.floor((p.done / Math.max(1, p.total)) * 10);
    if (step !== last || p.done === p.total) {
      last = step;
      ctx.io.stderr.write(`Pricing the book: ${formatIndianNumber(p.done)} of ${formatIndianNumber(p.total)} companies\n`);
    }
  });
  try {
    return await ctx.session.call('portfolio.quoteAction', { id: ref, kind, includeDirectors });
  } finally {
    stop();
  }
}

export async function runBookAction(ctx: BookActionContext, ref: string, kind: BookActionKind, includeDirectors = false): Promise<void> {
  const { out, session } = ctx;
  const bookId = await bookIdOf(session, ref);
  // A book action of this book left unfinished is picked up: resumed with consent, or followed.
  const open = await unfinishedAction(session, 'book', `book:${bookId}`);
  let quote: Quote | null = null;
  let action: ActionView;
  if (open && open.state === 'paused') {
    out.note(`The book's ${open.title} is paused (${open.step}; ${money(open.spentPaisa)} spent). Resuming it spends again:`);
    quote = await session.call('action.quoteResume', { actionId: open.id });
    out.show(renderQuote(quote));
    await obtainConsent(ctx.io, quote, ctx.yes);
    action = await runQuoted(quote.quoteId, ctx);
  } else if (open) {
    out.note(`The book's ${open.title} is already under way; following it.`);
    action = await followAction(open, ctx);
  } else {
    const priced = await priceBook(ctx, ref, kind, includeDirectors);
    quote = priced;
    if (priced.nothingToBuy) return out.result({ quote: priced, action: null }, () => `${priced.nothingToBuy}. Nothing was spent.`);
    out.show(`${renderQuote(priced)}${companiesText(priced)}`);
    await obtainConsent(ctx.io, priced, ctx.yes);
    action = await runQuoted(priced.quoteId, ctx);
  }
  const ended = action;
  if (action.state === 'paused' && action.error?.code === 'QUOTE_EXCEEDED') {
    throw refusal('QUOTE_EXCEEDED', `${action.title} stopped at ${money(action.spentPaisa)}: ${action.error.message}. Run the same command again to see what is left and accept it.`, { action });
  }
  const children = (await session.call('action.list', {})).filter((a) => a.parentId === ended.id);
  const failed = children.filter((c) => c.state !== 'done');
  out.result({ quote, action: ended, companies: children }, () => {
    const head = `${ended.title}: ${ended.state}, ${formatIndianNumber(ended.book?.done ?? 0)} of ${formatIndianNumber(ended.book?.companies ?? 0)} companies, ${money(ended.spentPaisa)} spent.`;
    const why = failed.map((c) => `  ${c.title}: ${c.state}${c.error ? `: ${c.error.message}` : ''}`).join('\n');
    return `${head}${failed.length > 0 ? `\nNot done:\n${why}` : ''}\n\nRead it with: dossier portfolio show ${JSON.stringify(ref)}`;
  });
}

export async function watchBook(ctx: BookActionContext, ref: string, intervalDays: number | undefined): Promise<void> {
  const view = await ctx.session.call('portfolio.watch', { id: ref, ...(intervalDays === undefined ? {} : { intervalDays }) });
  const n = (list: string[]) => formatIndianNumber(list.length);
  ctx.out.note(
    `Watching ${n([...view.added, ...view.alreadyWatched])} companies of the book (${n(view.added)} added now, ${n(view.alreadyWatched)} already watched)` +
      (view.notMirrored.length > 0 ? `; ${n(view.notMirrored)} not mirrored cannot be watched yet (dossier portfolio mirror ${JSON.stringify(ref)} first): ${view.notMirrored.slice(0, 5).join(', ')}${view.notMirrored.length > 5 ? ', …' : ''}` : '') +
      '.',
  );
  await checkOn(ctx, view.check, { watch: { added: view.added, alreadyWatched: view.alreadyWatched, notMirrored: view.notMirrored } });
}
