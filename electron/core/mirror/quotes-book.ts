/**
 * One quote for a book's mirror, refresh or fetch (issue 26): every company of the book priced as
 * it would be alone (the same quote functions, the account's price book read once), grouped: copied
 * from the team library at ₹0, already current at ₹0, to buy, or not possible now (with why). The
 * lines add up the companies' lines by endpoint, expected and at most; `book.companies` lists each
 * company in the order the action takes them, largest exposure first. Free calls only: one
 * freshness read (and, for a mirror, one unlock status read) per company, paced like every call.
 */
import { DEFAULT_PRICES_PAISA, type EndpointKey } from '../../../shared/api/prices';
import type { BookQuoteCompany, QuoteLine } from '../../../shared/bridge/views';
import { formatIndianNumber } from '../../../shared/money';
import { companySummaryView } from '../views';
import type { EngineContext } from './engine-context';
import { type ActionPlan, BACKGROUND_PRIORITY, type BookChild, bookSubject } from './plan';
import { blockedQuote, finishQuote, NO_CLIENT, type PriceBook, readPriceBook } from './quote-kit';
import { type QuoteWithPlan, quoteMirror, type RunningCheck } from './quotes-company';
import { quoteFetch, quoteRefresh } from './quotes-freshness';
import type { BookMember, BookQuoteRequest, MirrorQuote } from './types';

/** Companies priced at once: the pacer sets the rate, these keep it busy. */
const PRICING_AT_ONCE = 4;

const BOOK_LINE_LABELS: Partial<Record<EndpointKey, string>> = {
  'companies.master': 'Master records',
  'companies.filings.list': 'Filing list pages (200 filings each)',
  'companies.unlock': 'Unlocks (one year of documents and extractions)',
  'companies.filings.download': 'PDF downloads one by one',
  'companies.extractions.list': 'Extraction forms lists',
  'companies.extractions.years': 'Extraction years lists',
  'companies.extractions.data': 'Extraction data reads',
  'directors.profile': 'Director profiles',
  'companies.update': 'Refreshes (record and filing list re-read at the registry)',
  'companies.documents.fetch': 'Fetches of missing documents',
};

type Priced = { member: BookMember; group: BookQuoteCompany['group']; quoted: QuoteWithPlan | null; note: string | null; code?: string | null };

/** The members in the book's order: each company once (its rows' exposure added up), largest exposure first. */
export function bookOrder(members: readonly BookMember[]): BookMember[] {
  const byId = new Map<string, BookMember>();
  for (const m of members) {
    const seen = byId.get(m.companyId);
    if (!seen) byId.set(m.companyId, { ...m });
    else if (m.exposurePaisa !== null) seen.exposurePaisa = (seen.exposurePaisa ?? 0) + m.exposurePaisa;
  }
  return [...byId.values()].sort((a, b) => (b.exposurePaisa ?? -1) - (a.exposurePaisa ?? -1) || a.name.localeCompare(b.name));
}

/** Already current for a mirror: mirrored, fresh, its unlock active and every PDF in the library (a mirror would buy the same again). */
function mirrorIsCurrent(engine: EngineContext, companyId: string): boolean {
  const summary = companySummaryView(engine.library, companyId, engine.iso());
  return summary !== null && summary.mirroredAt !== null && summary.freshness.badge === 'fresh' && (summary.unlock.state === 'active' || summary.unlock.state === 'expiring') && summary.missingPdfs === 0;
}

async function priceOne(engine: EngineContext, req: BookQuoteRequest, member: BookMember, prices: PriceBook, running: RunningCheck): Promise<Priced> {
  const { companyId } = member;
  if (req.kind === 'mirror' && mirrorIsCurrent(engine, companyId)) return { member, group: 'current', quoted: null, note: 'mirrored, fresh, unlock active, every PDF held' };
  // A company busy with another action is still bought: its turn waits for that action to end.
  const free: RunningCheck = () => null;
  const quoted =
    req.kind === 'mirror'
      ? await quoteMirror(engine, companyId, req.includeDirectors === true, free, prices)
      : req.kind === 'refresh'
        ? await quoteRefresh(engine, companyId, free, { prices })
        : await quoteFetch(engine, companyId, free, prices);
  const { quote, plan } = quoted;
  if (quote.nothingToBuy) return { member, group: 'current', quoted: null, note: quote.nothingToBuy };
  if (req.kind === 'refresh' && quote.alreadyFresh && plan && !plan.reRead) return { member, group: 'current', quoted: null, note: 'refreshed within 24 hours and read since' };
  if (quote.blockedReason || plan === null) return { member, group: 'skip', quoted: null, note: quote.blockedReason ?? 'it cannot be priced', code: quote.blockedError?.code ?? null };
  const busy = running(companyId);
  const note = busy ? `${busy.reason}: its turn waits for it` : null;
  return { member, group: plan.fromTeam ? 'team' : 'buy', quoted, note };
}

async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The companies' lines added up by endpoint (a group's own line first for the ₹0 ones). */
function bookLines(priced: Priced[], prices: PriceBook): QuoteLine[] {
  const zero = (label: string, count: number, note: string): QuoteLine => ({ label, endpointKey: null, count, unitPricePaisa: 0, totalPaisa: 0, mostCount: count, mostPaisa: 0, note });
  const lines: QuoteLine[] = [];
  const team = priced.filter((p) => p.group === 'team').length;
  const current = priced.filter((p) => p.group === 'current').length;
  const skipped = priced.filter((p) => p.group === 'skip');
  if (team > 0) lines.push(zero('From the team library: ₹0', team, `${formatIndianNumber(team)} companies a colleague bought, copied from the team database`));
  if (current > 0) lines.push(zero('Already current: ₹0', current, `${formatIndianNumber(current)} companies with nothing to buy`));
  const byKey = new Map<string, QuoteLine>();
  for (const p of priced) {
    if (p.group !== 'buy' || !p.quoted) continue;
    for (const l of p.quoted.quote.lines) {
      const key = l.endpointKey ?? `free:${l.label}`;
      const seen = byKey.get(key);
      if (!seen) {
        const label = (l.endpointKey && BOOK_LINE_LABELS[l.endpointKey as EndpointKey]) ?? l.label;
        byKey.set(key, { label, endpointKey: l.endpointKey, count: l.count, unitPricePaisa: l.unitPricePaisa, totalPaisa: l.totalPaisa, mostCount: l.mostCount, mostPaisa: l.mostPaisa });
      } else {
        seen.count += l.count;
        seen.totalPaisa += l.totalPaisa;
        seen.mostCount += l.mostCount;
        seen.mostPaisa += l.mostPaisa;
      }
    }
  }
  for (const l of byKey.values()) {
    // One unit price when every company's agrees (the rate card), else the average is left unsaid.
    const unit = l.endpointKey && !prices.sandbox ? (prices.prices[l.endpointKey as EndpointKey] ?? DEFAULT_PRICES_PAISA[l.endpointKey as EndpointKey]) : 0;
    lines.push({ ...l, unitPricePaisa: l.count > 0 && l.totalPaisa === unit * l.count ? unit : l.unitPricePaisa });
  }
  if (skipped.length > 0) {
    const why = skipped.slice(0, 3).map((p) => `${p.member.name}: ${p.note}`).join('; ');
    lines.push(zero('Not possible now: ₹0', skipped.length, `${why}${skipped.length > 3 ? `; and ${skipped.length - 3} more` : ''}`));
  }
  return lines;
}

export async function quoteBook(
  engine: EngineContext,
  req: BookQuoteRequest,
  running: RunningCheck,
  onPriced?: (done: number, total: number) => void,
): Promise<{ quote: MirrorQuote; plan: ActionPlan | null; children: BookChild[] }> {
  const verb = req.kind === 'mirror' ? 'Mirror' : req.kind === 'refresh' ? 'Refresh' : 'Fetch the missing documents of';
  const order = bookOrder(req.members);
  const draft = { action: 'book' as const, subject: bookSubject(req.bookId), title: `${verb} the book "${req.bookName}" (${formatIndianNumber(order.length)} companies)` };
  const client = engine.clientOrNull();
  if (client === null) return { quote: blockedQuote(engine, draft, NO_CLIENT), plan: null, children: [] };
  const book = await readPriceBook(client);
  if (!book.ok) return { quote: blockedQuote(engine, draft, book), plan: null, children: [] };
  const prices = book.value;
  let done = 0;
  const priced = await pool(order, PRICING_AT_ONCE, async (member) => {
    const p = await priceOne(engine, req, member, prices, running);
    onPriced?.(++done, order.length);
    return p;
  });
  // The registry out of reach for one is out of reach for the book: the quote says why, nothing is half priced.
  const offline = priced.find((p) => p.code === 'NETWORK_ERROR' || p.code === 'TIMEOUT');
  if (offline) return { quote: blockedQuote(engine, draft, offline.note ?? 'Dossier cannot reach the registry'), plan: null, children: [] };
  const running_ = running(draft.subject);
  const companies: BookQuoteCompany[] = priced.map((p) => ({
    companyId: p.member.companyId,
    name: p.member.name,
    exposurePaisa: p.member.exposurePaisa,
    group: p.group,
    expectedPaisa: p.quoted?.quote.totalPaisa ?? 0,
    mostPaisa: p.quoted?.quote.mostPaisa ?? 0,
    note: p.note,
  }));
  const toRun = priced.filter((p) => (p.group === 'buy' || p.group === 'team') && p.quoted?.plan);
  const children: BookChild[] = toRun.map((p, i) => ({
    companyId: p.member.companyId,
    name: p.member.name,
    order: i + 1,
    of: toRun.length,
    group: p.group === 'team' ? 'team' : 'buy',
    plan: p.quoted!.plan!,
    quote: p.quoted!.quote,
  }));
  const notes = [`${formatIndianNumber(children.length)} of ${formatIndianNumber(order.length)} companies run, one after another, largest exposure first`];
  const nothing = children.length === 0 ? `Nothing to ${req.kind} in the book "${req.bookName}": every company is current or copied` : null;
  const quote = finishQuote(engine, prices, { ...draft, lines: bookLines(priced, prices), notes, blocked: running_ });
  const withBook: MirrorQuote = {
    ...quote,
    // A book's pricing takes a free call per company: its quote holds longer than one company's.
    expiresAt: new Date(Date.parse(quote.createdAt) + engine.tuning.quoteTtlMs * 6).toISOString(),
    book: { bookId: req.bookId, bookName: req.bookName, kind: req.kind, companies },
    ...(nothing ? { nothingToBuy: nothing } : {}),
  };
  const plan: ActionPlan = {
    kind: 'book',
    subject: draft.subject,
    includeDirectors: req.includeDirectors === true,
    reRead: false,
    sandbox: prices.sandbox,
    priority: BACKGROUND_PRIORITY,
    prices: prices.prices,
    book: { kind: req.kind, bookId: req.bookId, bookName: req.bookName },
  };
  return { quote: withBook, plan: nothing ? null : plan, children };
}
