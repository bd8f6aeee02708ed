/**
 * The commands that spend: mirror, refresh, fetch and lookup. Each one quotes first (free calls
 * only), shows the quote, gets consent (--yes, or y at the terminal), then runs it. An action
 * left paused by an earlier run is resumed through the quote of what is left, with consent asked
 * again, and never buys anything twice; one running in another process is followed. A run that
 * would pass its accepted quote stops and asks again.
 */
import type { CompanyCandidateView } from '../../../shared/bridge/registry-candidates';
import { analystHint } from '../../../shared/bridge/registry-hint';
import type { ActionView, CompanySummary, Quote } from '../../../shared/bridge/views';
import { blockedQuoteError, obtainConsent } from '../consent';
import { CliError, EXIT, failure, refusal } from '../exit-codes';
import { renderQuote } from '../format-quote';
import { renderFields, renderTable } from '../format-table';
import { money, text } from '../format-values';
import { summaryFields } from '../format-library';
import { type CliIo, stdinIsTerminal } from '../io';
import type { Output } from '../output';
import { followAction, runQuoted, unfinishedAction } from '../run-action';
import type { CliSession } from '../session';
import { sandboxNoMatch } from './sandbox';
import { formatIndianNumber } from '../../../shared/money';
import { sentence, sentences } from '../../../shared/sentences';

export type ActionKind = 'mirror' | 'refresh' | 'fetch';

export interface PaidContext {
  io: CliIo;
  out: Output;
  session: CliSession;
  yes: boolean;
  /** Wait for another action under way on the company (default); false: exit 5 at once (--no-wait). */
  wait?: boolean;
}

function quoteFor(session: CliSession, kind: ActionKind, id: string, includeDirectors: boolean): Promise<Quote> {
  if (kind === 'mirror') return session.call('mirror.quote', { id, includeDirectors });
  if (kind === 'refresh') return session.call('refresh.quote', { id });
  return session.call('fetch.quote', { id });
}

/**
 * An unfinished action of this kind on this company, picked up; null when there is none. A paused
 * one is resumed like a new paid command: the quote of what is left, then consent (--yes, or y at
 * the terminal; with neither, exit 4 and nothing spent). One running in another process (the app,
 * another command) is followed to its end.
 */
async function pickUp(ctx: PaidContext, kind: ActionKind, id: string): Promise<{ action: ActionView; quote: Quote | null } | null> {
  const open = await unfinishedAction(ctx.session, kind, id);
  if (!open) return null;
  if (open.state === 'paused') {
    ctx.out.note(`The ${kind} of ${id} agreed to earlier is paused after ${formatIndianNumber(open.done)} of ${formatIndianNumber(open.total)} steps (${money(open.spentPaisa)} spent). Resuming it spends again:`);
    const quote = await ctx.session.call('action.quoteResume', { actionId: open.id });
    const now = (await ctx.session.call('action.list', {})).find((a) => a.id === open.id);
    // Resumed meanwhile by another process: follow it rather than ask.
    if (quote.blockedReason && now && now.state !== 'paused') return { action: await follow(ctx, kind, id, now), quote: null };
    await consentTo(ctx, quote);
    return { action: await runQuoted(quote.quoteId, ctx), quote };
  }
  return { action: await follow(ctx, kind, id, open), quote: null };
}

function follow(ctx: PaidContext, kind: ActionKind, id: string, action: ActionView): Promise<ActionView> {
  ctx.out.note(`A ${kind} of ${id} is already under way; following it.`);
  return followAction(action, ctx);
}

/**
 * The action stopped before a step that would take it past what was accepted: the quote of what
 * is left is shown and asked for again, at the terminal; without one (or under --yes, which
 * agreed to the earlier quote only) the run ends with exit 4 and the new quote.
 */
async function askAgain(ctx: PaidContext, stopped: ActionView): Promise<{ action: ActionView; quote: Quote }> {
  ctx.out.note(sentence(stopped.error?.message ?? 'It needs more than the quote you accepted'));
  const quote = await ctx.session.call('action.quoteResume', { actionId: stopped.id });
  ctx.out.show(renderQuote(quote));
  if (quote.blockedReason) throw blockedQuoteError(quote) ?? refusal('QUOTE_BLOCKED', `Nothing more was bought: ${quote.blockedReason}`, { quote });
  if (!stdinIsTerminal(ctx.io)) {
    // An archive already on its way costs nothing: it is read to the end before the CLI exits, so
    // the run the analyst accepts next does not fetch it again.
    if (stopped.archives && stopped.archives.read < stopped.archives.total) {
      ctx.out.note('Reading the archive already on its way first (archives cost nothing)…');
      await ctx.session.idle();
    }
    throw refusal(
      'QUOTE_EXCEEDED',
      `${stopped.title} stopped at ${money(stopped.spentPaisa)} spent: what is left costs more than the quote you accepted. Read the new quote above and run the same command again (with --yes) to accept it.`,
      { quote, actionId: stopped.id, action: stopped },
    );
  }
  await obtainConsent(ctx.io, quote, false);
  return { action: await runQuoted(quote.quoteId, ctx), quote };
}

/**
 * A blocked quote with nothing priced and no error of the registry's to report (blockedQuoteError
 * handles those, with their code and requestId): a missing key or registry address, said in words.
 * Never exit 4, which keeps meaning "refused by the budget or for want of consent".
 */
async function unpriced(session: CliSession, quote: Quote): Promise<CliError> {
  const reason = (quote.blockedReason ?? 'the quote could not be made').replace(/[.\s]+$/, '');
  const status = await session.call('app.status', {});
  // The core's reason is worded for the app ("add a key in Settings"): the terminal gets its own,
  // with the fix as the hint (one code, one message; the quote keeps the core's words for --json).
  if (!status.baseUrl) {
    return failure('NO_BASE_URL', 'Dossier does not know the registry address, so nothing can be priced.', { quote, hint: 'Give it once with --base-url.' });
  }
  if (!status.keyMasked) {
    return failure('NO_API_KEY', 'No API key is set, so nothing can be priced.', { quote, hint: 'Add a key with dossier key set (or set DOSSIER_API_KEY).' });
  }
  return new CliError(EXIT.API, { code: 'QUOTE_FAILED', message: sentence(`The registry could not price this: ${reason}`), quote });
}

/** Shows the quote, then stops unless it may run and the analyst agreed. */
async function consentTo(ctx: PaidContext, quote: Quote): Promise<void> {
  if (quote.blockedReason && !blockedQuoteError(quote) && quote.lines.length === 0) {
    // Nothing was priced: the title, then the one error that says why (not a second code above it).
    ctx.out.show(renderQuote({ ...quote, blockedReason: null, blockedError: null }));
    throw await unpriced(ctx.session, quote);
  }
  ctx.out.show(renderQuote(quote));
  if (quote.blockedReason) {
    const blocked = blockedQuoteError(quote);
    if (blocked) throw blocked;
  }
  await obtainConsent(ctx.io, quote, ctx.yes);
}

async function summaryOf(session: CliSession, id: string): Promise<CompanySummary | null> {
  try {
    return (await session.call('company.detail', { id })).summary;
  } catch {
    return null; // a refresh of a company removed meanwhile still reports its action
  }
}

/** At most this many times a run waits for another action on the company before giving up (each a whole action). */
const MAX_WAITS = 10;

const isBusy = (error: unknown): error is CliError => error instanceof CliError && error.error.code === 'COMPANY_BUSY';

/**
 * Another action holds the company (one at a time): wait for it to end, following its progress.
 * One of the same kind is this run's outcome when it ends done (the company is mirrored, refreshed
 * or fetched: nothing is bought twice); after another kind the caller quotes afresh. With
 * --no-wait, or when the open action of another kind is paused (it waits for the analyst, not for
 * time), the run ends at once with exit 5.
 */
async function waitOut(ctx: PaidContext, kind: ActionKind, id: string, why: string): Promise<ActionView | null> {
  const open = (await ctx.session.call('action.list', {})).find((a) => a.subject === id && (a.state === 'queued' || a.state === 'running' || a.state === 'paused'));
  if (!open) return null; // it ended meanwhile
  const busy = (message: string) => new CliError(EXIT.BUSY, { code: 'COMPANY_BUSY', message, actionId: open.id, action: open });
  if (ctx.wait === false) throw busy(sentences(why, 'Nothing was bought (--no-wait)'));
  if (open.state === 'paused' && open.kind !== kind) {
    throw busy(`A ${open.kind} of ${id} is paused (${open.error?.message ?? 'waiting'}): resume it with dossier ${open.kind} ${id}, or cancel it, then run this again. Nothing was bought.`);
  }
  if (open.state === 'paused') return null; // the same kind: picked up (resumed with consent) next
  ctx.out.note(`A ${open.kind} of ${id} is under way (${open.title}); waiting for it to end${open.kind === kind ? '' : ` before the ${kind}`}.`);
  try {
    const ended = await followAction(open, ctx);
    return open.kind === kind && ended.state === 'done' ? ended : null;
  } catch (error) {
    // Its outcome is its own: this run only waited for the company to be free.
    if (error instanceof CliError && error.exitCode === EXIT.INTERRUPTED) throw error;
    return null;
  }
}

export async function runCompanyAction(ctx: PaidContext, kind: ActionKind, id: string, includeDirectors = false): Promise<void> {
  let quote: Quote | null = null;
  let action: ActionView | null = null;
  /** Started elsewhere (the app, another command) and only followed here: its spend is not this run's. */
  let followed = false;
  for (let waits = 0; action === null; waits++) {
    if (waits > MAX_WAITS) throw new CliError(EXIT.BUSY, { code: 'COMPANY_BUSY', message: `${id} stayed busy with other actions through ${MAX_WAITS} waits. Nothing was bought.` });
    const picked = await pickUp(ctx, kind, id);
    if (picked) {
      ({ action, quote } = picked);
      followed = quote === null;
      break;
    }
    quote = await quoteFor(ctx.session, kind, id, includeDirectors);
    if (quote.nothingToBuy) {
      // ₹0 is ₹0: nothing asked, nothing run, nothing spent.
      const nothing = quote;
      ctx.out.result({ quote: nothing, action: null, company: await summaryOf(ctx.session, id) }, () => sentences(nothing.nothingToBuy, 'Nothing was spent'));
      return;
    }
    if (quote.blockedError?.code === 'COMPANY_BUSY') {
      action = await waitOut(ctx, kind, id, quote.blockedReason ?? 'Another action is under way');
      followed = action !== null;
      continue;
    }
    await consentTo(ctx, quote);
    try {
      action = await runQuoted(quote.quoteId, ctx);
    } catch (error) {
      // Another process started an action on the company between the quote and the run.
      if (!isBusy(error)) throw error;
      action = await waitOut(ctx, kind, id, error.message);
      followed = action !== null;
    }
  }
  while (action.state === 'paused' && action.error?.code === 'QUOTE_EXCEEDED') ({ action, quote } = await askAgain(ctx, action));
  // The PDFs just bought are indexed in this process: waiting here makes them searchable at once
  // (read-only commands never index, so nothing else would do it before the app opens).
  if (kind !== 'refresh') {
    ctx.out.note('Indexing the text of the PDFs for local search…');
    await ctx.session.idle();
  }
  const company = await summaryOf(ctx.session, id);
  const done = action;
  ctx.out.result({ quote, action: done, company, followed }, () => {
    const by = followed ? ' (started by another run, which paid for it; this one bought nothing)' : '';
    const head = `${done.title}: done, ${formatIndianNumber(done.done)} of ${formatIndianNumber(done.total)} steps, ${money(done.spentPaisa)} spent${by}.`;
    const body = company ? `\n\n${renderFields(summaryFields(company))}` : '';
    return `${head}${body}\n\nRead it with: dossier company ${id}   dossier filings ${id}`;
  });
}

export interface LookupQuery {
  text: string;
  state?: string;
  city?: string;
}

export async function lookup(ctx: PaidContext, query: LookupQuery): Promise<void> {
  const quote = await ctx.session.call('registry.quoteResolve', {
    query: query.text,
    ...(query.state ? { state: query.state } : {}),
    ...(query.city ? { city: query.city } : {}),
  });
  await consentTo(ctx, quote);
  const found = await ctx.session.call('registry.resolve', { quoteId: quote.quoteId });
  const noSandboxMatch = found.candidates.length === 0 && found.sandbox;
  // --json carries the same words as the text: the registry's hint names an API path ("GET /v1/sandbox") when it is for developers.
  const hint = noSandboxMatch ? sandboxNoMatch(query.text) : analystHint(found.hint);
  ctx.out.result({ quote, ...found, hint }, () => {
    if (noSandboxMatch) return sandboxNoMatch(query.text);
    if (found.candidates.length === 0) return `No company on the registry matches "${query.text}".${hint ? `\n${hint}` : ''}`;
    // A company search finds companies only; the union leaves room for director searches.
    const companies = found.candidates.filter((c): c is CompanyCandidateView => c.kind === 'company');
    const table = renderTable(
      [
        { header: 'Id', value: (c: CompanyCandidateView) => c.id },
        { header: 'Company', value: (c) => c.name, maxWidth: 50 },
        { header: 'Status', value: (c) => text(c.status) },
        { header: 'City', value: (c) => text(c.city) },
        { header: 'Match', value: (c) => (c.matchScore === null ? text(null) : c.matchScore.toFixed(2)), align: 'right' },
      ],
      companies,
    );
    return `${table}${hint ? `\n\n${hint}` : ''}\n\nMirror one with: dossier mirror <id>`;
  });
}
