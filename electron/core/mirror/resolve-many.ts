/**
 * Many registry searches under one quote (a lender's book: one `companies.resolve` per row still
 * open after the library's own search). The quote is priced from free calls like a single search,
 * one line for all of them; running it is the consent. Each search is then its own billed call,
 * committed as a single search is (the candidates as company summaries and the ledger row with its
 * requestId, in one transaction), and the caller's `store` writes what the answer decides inside
 * that same transaction, so a search paid for is never without its result. A failure stops the run
 * at that search: what was bought before it is kept, and the error says how far it got.
 */
import type { EngineContext } from './engine-context';
import { blockedQuote, finishQuote, INTERACTIVE, line, NO_CLIENT, readPriceBook } from './quote-kit';
import type { MirrorQuote, ResolveAnswer, ResolveManyOptions, ResolveQuery } from './types';

/** The searches stopped at `index` (0-based) for `error`; the answers before it were bought and stored. */
export class ResolveManyStopped extends Error {
  override readonly name = 'ResolveManyStopped';
  constructor(
    readonly index: number,
    readonly answers: ResolveAnswer[],
    readonly error: unknown,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}

export async function quoteResolveMany(engine: EngineContext, queries: readonly ResolveQuery[], title: string): Promise<MirrorQuote> {
  const draft = { action: 'resolve' as const, subject: title, title };
  const client = engine.clientOrNull();
  if (client === null) return blockedQuote(engine, draft, NO_CLIENT);
  const book = await readPriceBook(client);
  if (!book.ok) return blockedQuote(engine, draft, book);
  const n = queries.length;
  return finishQuote(engine, book.value, { ...draft, lines: [line(book.value, `Company search (${n} name${n === 1 ? '' : 's'}, one search each)`, 'companies.resolve', n)] });
}

export async function runResolveMany(engine: EngineContext, queries: readonly ResolveQuery[], opts: ResolveManyOptions = {}): Promise<ResolveAnswer[]> {
  const answers: ResolveAnswer[] = [];
  for (const [index, query] of queries.entries()) {
    try {
      const res = await engine.client().resolveCompanies({ q: query.query, state: query.state, city: query.city }, INTERACTIVE);
      const sandbox = res.data.sandbox === true;
      const answer: ResolveAnswer = { index, query, candidates: res.data.candidates, sandbox, requestId: res.requestId };
      engine.commit({
        actionId: null,
        requestedBy: opts.requestedBy ?? 'analyst',
        billing: res.billing,
        write: () => {
          for (const c of res.data.candidates) {
            engine.library.companies.upsertSummary({
              id: c.cin,
              idType: c.idType,
              name: c.company,
              status: c.companyStatus ?? null,
              state: c.registeredAddress?.state ?? null,
              city: c.registeredAddress?.city ?? null,
              sandbox: sandbox ? true : undefined,
            });
          }
          opts.store?.(answer);
        },
      });
      answers.push(answer);
    } catch (error) {
      throw new ResolveManyStopped(index, answers, error);
    }
  }
  return answers;
}
