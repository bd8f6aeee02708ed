/**
 * `dossier portfolio`: a lender's book from the command line, through the app's own bridge calls
 * (portfolio.*). `import` reads the file here and sends its content (the core never opens a path it
 * is given), resolves offline, then quotes the registry's paid search of the rows still open and
 * asks as every paid command does (--yes, or y at the terminal; with neither it stops after the
 * free part, exit 4, saying what is left and how). `show`, `list`, `resolve`, `changes`, `rm` are
 * free and offline, and so is `export` (portfolio-export.ts). `<book>` is a book's name (case and spacing aside) or its id.
 */
import { type Command, Option } from 'commander';
import type { BookImportReport, BookRowView } from '../../../shared/bridge/portfolio';
import type { Quote } from '../../../shared/bridge/views';
import { askYesNo, blockedQuoteError } from '../consent';
import { CliError, refusal, usageError } from '../exit-codes';
import { renderQuote } from '../format-quote';
import { changesText, importText, listText, viewText } from '../format-portfolio';
import { money } from '../format-values';
import { companyIdArg } from '../ids';
import { type CliIo, stdinIsTerminal } from '../io';
import { parseBudget } from '../options';
import type { Output } from '../output';
import { type Answer, readAnswersArg, readBookArg } from '../portfolio-files';
import type { CliSession } from '../session';
import { runBookAction, watchBook } from './portfolio-actions';
import { bookExportArgs, exportBook } from './portfolio-export';
import { sinceArg } from './watch';

type Body = (s: CliSession, out: Output) => Promise<void>;
/**
 * Opens a session for a command: `capPaisa` not undefined makes it a paid one (its --budget, or
 * null); `downloads` when it buys PDFs (their text is indexed in the run).
 */
export type PortfolioSession = (cmd: Command, capPaisa: number | null | undefined, body: Body, downloads?: boolean) => Promise<void>;

const shell = (s: string) => (/^[\w./-]+$/.test(s) ? s : `"${s.replace(/(["\\$`])/g, '\\$1')}"`);

/**
 * The registry's search of the open rows: quote, consent, run. Without consent the book stays as
 * imported and the run ends with exit 4, the import and the quote in the error for --json.
 */
async function searchOpenRows(io: CliIo, out: Output, session: CliSession, report: BookImportReport, yes: boolean, again: string): Promise<{ quote: Quote; search: BookImportReport }> {
  const quote = await session.call('portfolio.quoteResolve', { id: report.book.id });
  out.show(`\n${renderQuote(quote)}`);
  const left = `The book is imported; ${report.openRows} row${report.openRows === 1 ? ' is' : 's are'} still open for the registry's search.`;
  if (quote.blockedReason) {
    const blocked = blockedQuoteError(quote);
    if (blocked) throw new CliError(blocked.exitCode, { ...blocked.error, message: `${left} ${blocked.error.message}`, import: report });
    throw refusal('QUOTE_BLOCKED', `${left} The search cannot run: ${quote.blockedReason}`, { quote, import: report });
  }
  if (!yes) {
    const hint = `Run it with --yes to search them (${money(quote.totalPaisa)}${quote.sandbox ? ', sandbox' : ''}): ${again} --yes, or answer them one by one with dossier portfolio resolve.`;
    if (!stdinIsTerminal(io)) throw refusal('CONSENT_REQUIRED', `${left} Searching them spends from the wallet and there is no terminal to ask.`, { quote, import: report, hint });
    if (!(await askYesNo(io, `Search the registry for them (${quote.sandbox ? `${money(quote.totalPaisa)}, sandbox: nothing is charged` : money(quote.totalPaisa)})?`))) {
      throw refusal('DECLINED', `${left} The search was declined; nothing was bought.`, { quote, import: report, hint });
    }
  }
  return { quote, search: await session.call('portfolio.runResolve', { quoteId: quote.quoteId }) };
}

async function importCommand(io: CliIo, out: Output, session: CliSession, a: { file: string; name: string; yes: boolean; again: string }): Promise<void> {
  const file = readBookArg(a.file);
  const report = await session.call('portfolio.import', { name: a.name, file });
  if (report.openRows === 0) return out.result({ import: report, quote: null, search: null }, () => importText(report));
  out.show(importText(report));
  const { quote, search } = await searchOpenRows(io, out, session, report, a.yes, a.again);
  out.result({ import: report, quote, search }, () => `\n${importText(search)}`);
}

async function resolveRows(out: Output, session: CliSession, book: string, answers: Answer[]): Promise<void> {
  const rows = await session.call('portfolio.rows', { id: book });
  // Every answer names a row of the book before any is written.
  for (const a of answers) {
    const found = rows.filter((r) => r.rowId === a.row || String(r.line) === a.row);
    if (found.length === 0) throw usageError('ROW_NOT_FOUND', `${a.at}: the book has no row ${a.row} (name a row by its line in the file imported, or its row id). Nothing was changed.`);
  }
  const done: BookRowView[] = [];
  for (const a of answers) done.push(await session.call('portfolio.resolveRow', { id: book, rowId: a.row, companyId: a.companyId }));
  out.result({ rows: done }, () =>
    done.map((r) => `Line ${r.line}${r.reference ? ` (${r.reference})` : ''}: ${r.companyId ? `${r.companyId}${r.companyName ? ` ${r.companyName}` : ''}` : 'no company'}.`).join('\n'),
  );
}

export function registerPortfolioCommands(program: Command, io: CliIo, session: PortfolioSession): void {
  const book = program.command('portfolio').description("a lender's book: import it, resolve its rows, read it as one (issue 26)");

  book
    .command('import')
    .description('import a book of borrowers (CSV or .xlsx): free offline resolution, then the registry search of the open rows (paid: the quote first)')
    .argument('<file>', 'the book file (.csv or .xlsx)')
    .requiredOption('--name <name>', "the book's name (the same name again updates it, row by row)")
    .option('-y, --yes', 'agree to the search quote without being asked')
    .addOption(new Option('--budget <rupees>', 'session cap for this run, in rupees (e.g. 500, "₹1,000")'))
    .action(async (file: string, o: { name: string; yes?: boolean; budget?: string }, cmd: Command) => {
      const capPaisa = parseBudget(o.budget);
      const again = `dossier portfolio import ${shell(file)} --name ${shell(o.name)}`;
      await session(cmd, capPaisa, (s, out) => importCommand(io, out, s, { file, name: o.name, yes: o.yes === true, again }));
    });

  for (const [kind, what] of [
    ['mirror', "buy every company of the book into the library: one quote, the companies one after another, largest exposure first (paid)"],
    ['refresh', "re-read every company's record and filing list: one quote (paid)"],
    ['fetch', 'download the PDFs still missing across the book: one quote (paid)'],
  ] as const) {
    const cmd = book
      .command(kind)
      .description(what)
      .argument('<book>', "the book's name or id")
      .option('-y, --yes', 'agree to the quote without being asked')
      .addOption(new Option('--budget <rupees>', 'consent up to this much for this run, in rupees (e.g. 5000, "₹50,000", "2 lakh")'));
    if (kind === 'mirror') cmd.option('--directors', "also buy the directors' profiles");
    cmd.action(async (ref: string, o: { yes?: boolean; budget?: string; directors?: boolean }, c: Command) => {
      const capPaisa = parseBudget(o.budget);
      await session(c, capPaisa, (s, out) => runBookAction({ io, out, session: s, yes: o.yes === true }, ref, kind, o.directors === true), kind !== 'refresh');
    });
  }

  book
    .command('watch')
    .description("put the book's mirrored companies on the watchlist and check them now: the quote first (paid)")
    .argument('<book>', "the book's name or id")
    .option('--every <days>', 'check interval for the companies added (1-365 days; default 7)')
    .option('-y, --yes', 'agree to the check quote without being asked')
    .addOption(new Option('--budget <rupees>', 'the most this check may spend, in rupees'))
    .action(async (ref: string, o: { every?: string; yes?: boolean; budget?: string }, c: Command) => {
      const every = o.every === undefined ? undefined : Number(o.every);
      if (every !== undefined && !(Number.isInteger(every) && every >= 1 && every <= 365)) throw usageError('USAGE', `--every is a whole number of days from 1 to 365; got "${o.every}".`);
      const capPaisa = parseBudget(o.budget);
      await session(c, capPaisa, (s, out) => watchBook({ io, out, session: s, yes: o.yes === true }, ref, every));
    });

  book
    .command('list')
    .description('the books, their rows and exposure (free)')
    .action(async (_o, cmd: Command) =>
      session(cmd, undefined, async (s, out) => {
        const books = await s.call('portfolio.list', {});
        out.result({ books }, () => listText(books));
      }),
    );

  book
    .command('show')
    .description('the book as one view: bands and groups first, then each company (free, offline)')
    .argument('<book>', "the book's name or id")
    .action(async (ref: string, _o, cmd: Command) =>
      session(cmd, undefined, async (s, out) => {
        const first = await s.call('portfolio.get', { id: ref });
        if (first.pending > 0) out.note(`Assessing ${first.pending} compan${first.pending === 1 ? 'y' : 'ies'} (signals, filing status, band)…`);
        const view = first.pending > 0 ? await s.call('portfolio.get', { id: ref, settle: true }) : first;
        out.result(view, () => viewText(view));
      }),
    );

  book
    .command('resolve')
    .description("the analyst's answer: a row's company (its line or row id, then a CIN / LLPIN / FCIN or none), or every answer of --answers FILE")
    .argument('<book>', "the book's name or id")
    .argument('[row]', 'the row: its line in the file imported, or its row id')
    .argument('[id]', 'the company: CIN, LLPIN or FCIN; none for no company')
    .option('--answers <file>', 'CSV or JSON of line,id answers')
    .action(async (ref: string, row: string | undefined, id: string | undefined, o: { answers?: string }, cmd: Command) => {
      let answers: Answer[];
      if (o.answers !== undefined) {
        if (row !== undefined) throw usageError('USAGE', 'Give either a row and its company, or --answers FILE, not both.');
        answers = readAnswersArg(o.answers);
      } else {
        if (row === undefined || id === undefined) throw usageError('USAGE', 'dossier portfolio resolve <book> <row> <id|none>, or dossier portfolio resolve <book> --answers FILE.');
        answers = [{ row, companyId: id.trim().toLowerCase() === 'none' ? null : companyIdArg(id), at: 'the command line' }];
      }
      await session(cmd, undefined, (s, out) => resolveRows(out, s, ref, answers));
    });

  book
    .command('changes')
    .description('what changed across the book since a day, by company, with sources (free, offline)')
    .argument('<book>', "the book's name or id")
    .option('--since <date>', 'changes from this day on (YYYY-MM-DD, IST; default: 7 days ago)')
    .action(async (ref: string, o: { since?: string }, cmd: Command) => {
      const since = o.since === undefined ? undefined : sinceArg(o.since);
      await session(cmd, undefined, async (s, out) => {
        const view = await s.call('portfolio.changes', { id: ref, ...(since ? { since } : {}) });
        out.result(view, () => changesText(view));
      });
    });

  book
    .command('export')
    .description('the book in one file: bands, groups with exposure, signals and overdue filings cited, one line a company; with --since the digest of what changed (free, offline)')
    .argument('<book>', "the book's name or id")
    .option('--format <format>', 'pdf, xlsx or csv (one line a company)')
    .option('--out <path>', 'the file to write (a folder: the file goes in it under its usual name)')
    .option('--since <date>', 'the digest: what changed across the book from this day on (YYYY-MM-DD, IST)')
    .option('--overwrite', 'replace the file at --out')
    .action(async (ref: string, o: { format?: string; out?: string; since?: string; overwrite?: boolean }, cmd: Command) => {
      const args = bookExportArgs(o);
      await session(cmd, undefined, (s, out) => exportBook(io, out, s, ref, args));
    });

  book
    .command('rm')
    .description('remove a book (its rows, views and review marks; the companies stay in the library)')
    .argument('<book>', "the book's name or id")
    .action(async (ref: string, _o, cmd: Command) =>
      session(cmd, undefined, async (s, out) => {
        const r = await s.call('portfolio.remove', { id: ref });
        out.result(r, () => `Removed the book "${ref}"; its companies stay in the library.`);
      }),
    );
}

