/**
 * The `dossier` commands and flags (commander). Each action checks its arguments first (ids with
 * the spec's rules, amounts, numbers), then opens a session on the core, runs, and closes it.
 * Usage errors surface as CommanderErrors through exitOverride; runCli maps them to exit 2.
 */
import { Command, InvalidArgumentError } from 'commander';
import { checkEnvKeyForm, envKeyInForce } from './api-key-input';
import { errorInCliWords } from './cli-words';
import { account, integrity, keys, library, mcp, network, paid, reports, sandbox, watch } from './commands/index';
import { CliError, usageError } from './exit-codes';
import { clip, companyIdArg, dinArg, stateArg } from './ids';
import type { CliIo } from './io';
import { type GlobalFlags, parseBudget, resolveRunOptions } from './options';
import { createOutput, type Output } from './output';
import { type CliDeps, type CliSession, openSession } from './session';
import { registerTeamCommands, teamNotices } from './team-program';
import { paidOptions, positiveInt } from './command-options';
import { registerWatchCommands } from './watch-program';
import { registerNotesCommands } from './commands/notes';
import { registerPortfolioCommands } from './commands/portfolio';

export interface ProgramContext {
  io: CliIo;
  deps: CliDeps;
  version: string;
  /** Where commander's own help and version text go; stdout when not given (runCli keeps it for --json). */
  commanderOut?: (text: string) => void;
}

/** How a paid command runs: its session cap, and whether it downloads PDFs (whose text is indexed). */
interface PaidRun {
  capPaisa: number | null;
  downloads: boolean;
  /** False under --no-zips: every PDF one billed download instead of the document job's archives. */
  zips?: boolean;
}

interface PaidFlags {
  yes?: boolean;
  budget?: string;
}

const HELP_AFTER = `
Money is shown in rupees with Indian grouping (₹1,23,45,678.00); dates as 21 Nov 2026.
Paid commands (lookup, mirror, refresh, fetch, network expand, watch check, portfolio import, mirror, refresh, fetch and watch) show a quote and ask before spending;
pass --yes to agree in advance (needed when stdin is not a terminal).

Environment: DOSSIER_API_KEY (overrides the stored key), DOSSIER_DATA_DIR, DOSSIER_BASE_URL,
DOSSIER_RATE_LIVE / DOSSIER_RATE_TEST (client rate limits, requests a minute),
DOSSIER_ASSISTANT_WAIT_SECONDS (mcp: how long a paid call waits for the analyst, default 45).

Exit codes: 0 done, 1 failed locally, 2 bad usage or input (an id the library does not hold too),
3 the registry or the team database failed, refused or could not be reached, 4 refused by the budget
or for want of consent, 5 the company has another action under way (--no-wait), 130 interrupted
(work paused).`;


function year(raw: string): number {
  const n = Number(raw);
  if (!/^\d{4}$/.test(raw.trim())) throw new InvalidArgumentError(`expected a year as 4 digits (2025), got "${clip(raw)}"`);
  if (n < 1850 || n > 2200) throw new InvalidArgumentError(`expected a year from 1850 to 2200, got ${n}`);
  return n;
}

/** The words of search and lookup: blank words are refused in the command line's terms, before any call. */
function wordsArg(command: string, words: string[], example: string): string {
  const text = words.join(' ').trim();
  if (text === '') throw usageError('USAGE', `dossier ${command} needs words to look for (a name, an identifier or words from a filing); it got none. For example: ${example}`);
  if (text.length > 200) throw usageError('USAGE', `dossier ${command} takes at most 200 characters to look for; it got ${clip(text)}.`);
  return text;
}

export function buildProgram(ctx: ProgramContext): Command {
  const { io } = ctx;
  const program = new Command('dossier')
    .description('Due diligence on Indian companies from the Company Registry Data API, with a local library.')
    .version(ctx.version, '-V, --version')
    .option('--base-url <url>', 'registry address (kept in settings.json, like Settings in the app)')
    .option('--data-dir <dir>', 'library folder (default: DOSSIER_DATA_DIR, else the app-data folder)')
    .option('--json', 'print one JSON document on stdout')
    .addHelpText('after', HELP_AFTER)
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => (ctx.commanderOut ? ctx.commanderOut(s) : io.stdout.write(s)),
      writeErr: (s) => io.stderr.write(s),
      // runCli prints usage errors itself, so --json keeps its one document on stdout.
      outputError: () => {},
    });

  /** Opens a session for one command: flags checked first, the core closed however it ends. */
  async function withSession(cmd: Command, paid: PaidRun | null, body: (s: CliSession, out: Output) => Promise<void>, keyCommand = false): Promise<void> {
    const run = resolveRunOptions(cmd.optsWithGlobals<GlobalFlags>(), io);
    const out = createOutput(io, run.json);
    // A paid command with DOSSIER_API_KEY set to something that is no key: one error naming it, first.
    if (paid) checkEnvKeyForm(io.env);
    const words = { envKey: envKeyInForce(io.env), budgetFlag: paid?.capPaisa != null };
    const request = {
      run,
      env: io.env,
      sessionCapPaisa: paid?.capPaisa ?? null,
      indexText: paid?.downloads ?? false,
      zipFirst: paid?.zips ?? true,
      confirmAddress: !keyCommand,
      note: (text: string) => out.note(text),
    };
    const session = await openSession(request, ctx.deps);
    session.events.subscribe(teamNotices(out));
    try {
      await body(session, out);
    } catch (error) {
      // Errors an action stopped with (not a failed call) reach here as they are: worded for the run
      // as well, e.g. a cap given with --budget is this run's, never saved, so it names the flag.
      if (error instanceof CliError) throw new CliError(error.exitCode, errorInCliWords(error.error, words));
      throw error;
    } finally {
      await session.close();
    }
  }


  const key = program.command('key').description('the API key: set (from stdin), show, clear');
  key
    .command('set')
    .description('read the API key from stdin (hidden at a terminal, or piped) and keep it in the keychain')
    // No [key] in the usage line: a key typed there is refused (shell history), so the help shows none.
    .allowExcessArguments(true)
    .action(async (_o, cmd: Command) => {
      if (cmd.args.length > 0) keys.refuseKeyArgument();
      keys.precheckKeyChange(io.env, 'set');
      await withSession(cmd, null, (s, out) => keys.keySet(io, out, s), true);
    });
  key
    .command('show')
    .description('show the key in masked form and where it is kept')
    .action(async (_o, cmd: Command) => {
      checkEnvKeyForm(io.env);
      await withSession(cmd, null, (s, out) => keys.keyShow(io, out, s));
    });
  key
    .command('clear')
    .description('remove the stored API key')
    .action(async (_o, cmd: Command) => {
      keys.precheckKeyChange(io.env, 'clear');
      await withSession(cmd, null, (s, out) => keys.keyClear(out, s), true);
    });

  program
    .command('search')
    .description('search the local library (free, offline)')
    .argument('<text...>', 'words to look for')
    .option('--limit <n>', 'at most this many hits (1-100)', positiveInt(100), 20)
    .action(async (words: string[], o: { limit: number }, cmd: Command) => {
      const text = wordsArg('search', words, 'dossier search "profit before tax"');
      await withSession(cmd, null, (s, out) => library.search(out, s, text, o.limit));
    });

  paidOptions(
    program
      .command('lookup')
      .description('look a company up on the registry (paid: the price is shown first)')
      .argument('<text...>', 'name or identifier')
      .option('--state <state>', 'narrow to a state')
      .option('--city <city>', 'narrow to a city'),
  ).action(async (words: string[], o: PaidFlags & { state?: string; city?: string }, cmd: Command) => {
    const text = wordsArg('lookup', words, 'dossier lookup "Kemi Trading" or dossier lookup U46934WB2022PTC379350');
    const capPaisa = parseBudget(o.budget);
    // Checked before the core opens: a state that is none finds nothing, and the search would still be charged.
    const state = o.state === undefined ? undefined : stateArg(o.state);
    await withSession(cmd, { capPaisa, downloads: false }, (s, out) =>
      paid.lookup({ io, out, session: s, yes: o.yes === true }, { text, state, city: o.city }),
    );
  });

  program
    .command('sandbox')
    .description('the sandbox companies a test key may use (free: the registry lists them)')
    .action(async (_o, cmd: Command) => {
      checkEnvKeyForm(io.env);
      await withSession(cmd, null, (s, out) => sandbox.list(out, s));
    });

  program
    .command('company')
    .description('a company from the library (free)')
    .argument('<id>', 'CIN, FCIN or LLPIN')
    .option('--financials', 'the financial statements by FY instead of the register')
    .option('--consolidated', 'with --financials: the consolidated statements')
    .action(async (raw: string, o: { financials?: boolean; consolidated?: boolean }, cmd: Command) => {
      const id = companyIdArg(raw);
      // Never ignored silently: --consolidated chooses the scope of --financials, alone it would do nothing.
      if (o.consolidated && !o.financials) {
        throw usageError('USAGE', `--consolidated picks the statements --financials prints. Run: dossier company ${id} --financials --consolidated`);
      }
      const financials = o.financials ? (o.consolidated ? 'consolidated' : 'standalone') : null;
      await withSession(cmd, null, (s, out) => library.company(out, s, id, { financials }));
    });

  program
    .command('filings')
    .description("a company's filings from the library (free)")
    .argument('<id>', 'CIN, FCIN or LLPIN')
    .option('--form <formId>', 'only this form and its family: AOC-4 takes AOC-4 XBRL, CFS and NBFC, MGT-7 takes MGT-7A; a variant (e.g. "AOC-4 XBRL") only itself; case and spaces aside')
    .option('--year <year>', 'only this year', year)
    .option('--category <category>', 'only this document category')
    .action(async (raw: string, o: library.FilingFilters, cmd: Command) => {
      const id = companyIdArg(raw);
      await withSession(cmd, null, (s, out) => library.filings(out, s, id, o));
    });

  program
    .command('director')
    .description('a director from the library (free)')
    .argument('<din>', 'DIN (8 digits)')
    .action(async (raw: string, _o, cmd: Command) => {
      const din = dinArg(raw);
      await withSession(cmd, null, (s, out) => library.director(out, s, din));
    });

  const companyAction = (name: paid.ActionKind, description: string, withDirectors: boolean): void => {
    const cmd = paidOptions(program.command(name).description(description).argument('<id>', 'CIN, FCIN or LLPIN'));
    if (withDirectors) cmd.option('--directors', "also buy the directors' profiles");
    cmd.option('--no-zips', "buy every PDF one by one instead of reading the document job's zip archives (free)");
    cmd.option('--no-wait', 'when the company has another action under way, exit 5 at once instead of waiting for it');
    cmd.action(async (raw: string, o: PaidFlags & { directors?: boolean; zips?: boolean; wait?: boolean }, c: Command) => {
      const id = companyIdArg(raw);
      const capPaisa = parseBudget(o.budget);
      await withSession(c, { capPaisa, downloads: true, zips: o.zips !== false }, (s, out) =>
        paid.runCompanyAction({ io, out, session: s, yes: o.yes === true, wait: o.wait !== false }, name, id, o.directors === true),
      );
    });
  };
  companyAction('mirror', 'buy a company into the library: record, filings, PDFs, extractions (paid)', true);
  companyAction('refresh', "re-read a company's record and filing list from the registry (paid)", false);
  companyAction('fetch', 'download the PDFs still missing (paid)', false);

  program
    .command('export')
    .description('write a company report from the library: pdf, xlsx, csv or pack (free, offline)')
    .argument('<id>', 'CIN, FCIN or LLPIN')
    .requiredOption('--format <format>', 'pdf, xlsx, csv or pack')
    .option('--out <path>', 'the file to write (csv: a new folder; an existing folder: the file goes in it); default: exports/ in the library folder')
    .option('--overwrite', 'replace what is at --out (csv: the files in that folder)')
    .option('--unsigned', 'pack: write it unsigned when no signing key can be had (without this it is refused, exit 1)')
    .action(async (raw: string, o: { format: string; out?: string; overwrite?: boolean; unsigned?: boolean }, cmd: Command) => {
      const id = companyIdArg(raw);
      const format = reports.exportFormatArg(o.format);
      await withSession(cmd, null, (s, out) => reports.exportCompany(io, out, s, id, { format, out: o.out, overwrite: o.overwrite === true, unsigned: o.unsigned === true }));
    });

  const lib = program.command('library').description('the library as evidence: check it, back it up, restore it');
  lib
    .command('check')
    .description('SQLite integrity, search indexes, every PDF against its recorded SHA-256 and size, stray files (exit 0 only when all hold)')
    .option('--repair', 'rebuild the search indexes and move stray files to quarantine/ (never deletes a file)')
    .action(async (o: { repair?: boolean }, cmd: Command) => {
      await withSession(cmd, null, (s, out) => integrity.check(out, s, o.repair === true));
    });
  lib
    .command('backup')
    .description('copy the library (SQLite online backup, the PDFs, a manifest of hashes) into a new folder')
    .argument('<folder>', 'a folder that does not exist yet')
    .action(async (dest: string, _o, cmd: Command) => {
      // Checked before the library opens: an unusable place is refused at once, nothing written.
      const target = await integrity.backupTarget(resolveRunOptions(cmd.optsWithGlobals<GlobalFlags>(), io).dataDir, dest);
      await withSession(cmd, null, (s, out) => integrity.backup(out, s, target));
    });
  lib
    .command('restore')
    .description('restore a backup into the library folder (refused when it fails its manifest)')
    .argument('<folder>', 'a folder written by dossier library backup')
    .option('--replace', 'replace the library there (it is moved aside into replaced-<time>/, never deleted)')
    .action(async (from: string, o: { replace?: boolean }, cmd: Command) => {
      const run = resolveRunOptions(cmd.optsWithGlobals<GlobalFlags>(), io);
      await integrity.restore(createOutput(io, run.json), run.dataDir, from, o.replace === true);
    });

  program
    .command('pack')
    .description('due-diligence packs')
    .command('verify')
    .description('check a DD pack: every file against its manifest, and the manifest against its Ed25519 signature (exit 0 only when all hold)')
    .argument('<zip>', 'the pack (.zip)')
    .option('--key <base64>', 'the public key the analyst gave you (printed in their report)')
    .action(async (zip: string, o: { key?: string }, cmd: Command) => {
      const run = resolveRunOptions(cmd.optsWithGlobals<GlobalFlags>(), io);
      await integrity.verifyPack(createOutput(io, run.json), zip, o.key);
    });

  const net = program
    .command('network')
    // One usage line per form: commander's own ("[options] [command] <id>") reads as if a command came before the id.
    .usage('<id> [--depth N] [--current-only]\n       dossier network expand <din|id> [--yes] [--budget N]\n       dossier network export <id> --format F --out PATH')
    .description('who is behind a company or director: the neighbourhood and its red flags (free, offline)')
    .argument('<id>', 'CIN, FCIN, LLPIN or DIN')
    .option('--depth <n>', 'hops out: 1, 2 or 3', network.depthArg, 2)
    .option('--current-only', 'leave out former directorships, satisfied charges and former identities')
    .action(async (raw: string, _o, cmd: Command) => {
      const id = network.networkIdArg(raw);
      const o = cmd.optsWithGlobals<{ depth: number; currentOnly?: boolean }>();
      const view = { depth: o.depth, currentOnly: o.currentOnly === true };
      await withSession(cmd, null, (s, out) => network.show(out, s, id, view));
    });
  paidOptions(net.command('expand').description("buy the profiles of a director, or of a company's current directors (paid: the quote comes first)").argument('<din|id>', 'DIN, or CIN/FCIN/LLPIN')).action(
    async (raw: string, o: PaidFlags, cmd: Command) => {
      const id = network.networkIdArg(raw);
      const capPaisa = parseBudget(o.budget);
      await withSession(cmd, { capPaisa, downloads: false }, (s, out) => network.expand({ io, out, session: s, yes: o.yes === true }, id));
    },
  );
  net
    .command('export')
    .description('write the neighbourhood for Gephi, yEd, Cytoscape or Neo4j (free, offline)')
    .argument('<id>', 'CIN, FCIN, LLPIN or DIN')
    .requiredOption('--format <format>', 'graphml, gexf or json')
    .requiredOption('--out <file>', 'where to write it (not inside the library folder)')
    .option('--overwrite', 'replace the file if it exists')
    .action(async (raw: string, _o, cmd: Command) => {
      const id = network.networkIdArg(raw);
      const o = cmd.optsWithGlobals<{ format: string; out: string; depth: number; currentOnly?: boolean; overwrite?: boolean }>();
      const view = { depth: o.depth, currentOnly: o.currentOnly === true, overwrite: o.overwrite === true };
      const format = network.formatArg(o.format);
      await withSession(cmd, null, (s, out) => network.exportFile(out, s, id, format, o.out, view));
    });

  program
    .command('freshness')
    .description('how old the library copy of a company is (free)')
    .argument('<id>', 'CIN, FCIN or LLPIN')
    .action(async (raw: string, _o, cmd: Command) => {
      const id = companyIdArg(raw);
      await withSession(cmd, null, (s, out) => account.freshness(out, s, id));
    });

  program
    .command('status')
    .description('the connection, wallet, library and actions; or one company')
    .argument('[id]', 'CIN, FCIN or LLPIN')
    .action(async (raw: string | undefined, _o, cmd: Command) => {
      const id = raw === undefined ? null : companyIdArg(raw);
      // The status of the account names the key in force: DOSSIER_API_KEY holding no key is said, not shown as "none".
      if (id === null) checkEnvKeyForm(io.env);
      await withSession(cmd, null, (s, out) => account.status(out, s, id));
    });

  program
    .command('spend')
    .description('what every rupee bought: the local ledger beside the API usage')
    .option('--company <id>', 'only this company')
    .action(async (o: { company?: string }, cmd: Command) => {
      const companyId = o.company === undefined ? null : companyIdArg(o.company);
      await withSession(cmd, null, (s, out) => account.spend(out, s, companyId));
    });

  registerWatchCommands(program, io, withSession);

  program
    .command('changes')
    .description('what the checks found, newest first (free, offline)')
    .argument('[id]', 'only this company (CIN, FCIN or LLPIN)')
    .option('--since <date>', 'only changes detected on or after this day (YYYY-MM-DD, IST)')
    .option('--unread', 'only changes not yet marked read')
    .action(async (raw: string | undefined, o: { since?: string; unread?: boolean }, cmd: Command) => {
      const id = raw === undefined ? undefined : companyIdArg(raw);
      const since = o.since === undefined ? undefined : watch.sinceArg(o.since);
      await withSession(cmd, null, (s, out) => watch.changes(out, s, { id, since, unread: o.unread }));
    });

  registerTeamCommands(program, io, (cmd, body) => withSession(cmd, null, body));
  registerNotesCommands(program, (cmd, body) => withSession(cmd, null, body));
  // A lender's book: import (paid search of open rows under one quote), list, show, resolve, changes, rm.
  registerPortfolioCommands(program, io, (cmd, capPaisa, body, downloads = false) => withSession(cmd, capPaisa === undefined ? null : { capPaisa, downloads }, body));

  program
    .command('mcp')
    .description("serve the library to an AI assistant over MCP on stdio (Claude Desktop, VS Code, Cursor)")
    .action(async (_o, cmd: Command) => mcp.serve({ io, deps: ctx.deps, version: ctx.version }, cmd));

  return program;
}
