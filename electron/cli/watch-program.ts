// `dossier watch`: the watchlist, its monthly budget and checks (the commands in commands/watch.ts).
import type { Command } from 'commander';
import { paidOptions, positiveInt } from './command-options';
import { watch } from './commands/index';
import { companyIdArg } from './ids';
import type { CliIo } from './io';
import { parseBudget } from './options';
import type { Output } from './output';
import type { CliSession } from './session';

type WithSession = (cmd: Command, paid: { capPaisa: number | null; downloads: boolean } | null, body: (s: CliSession, out: Output) => Promise<void>) => Promise<void>;

export function registerWatchCommands(program: Command, io: CliIo, withSession: WithSession): void {
  const watchCmd = program.command('watch').description('monitoring: the watchlist, its monthly budget, and checks for what changed');
  watchCmd
    .command('add')
    .description('watch a mirrored company (free)')
    .argument('<id>', 'CIN, FCIN or LLPIN')
    .option('--every <days>', 'check interval in days (1-365, default 7)', positiveInt(365))
    .action(async (raw: string, o: { every?: number }, cmd: Command) => {
      const id = companyIdArg(raw);
      await withSession(cmd, null, (s, out) => watch.add(out, s, id, o.every));
    });
  watchCmd
    .command('remove')
    .description('stop watching a company (its changes stay)')
    .argument('<id>', 'CIN, FCIN or LLPIN')
    .action(async (raw: string, _o, cmd: Command) => {
      const id = companyIdArg(raw);
      await withSession(cmd, null, (s, out) => watch.remove(out, s, id));
    });
  watchCmd
    .command('list')
    .description('the watched companies, when each is due, unread changes, and the budget')
    .action(async (_o, cmd: Command) => withSession(cmd, null, (s, out) => watch.list(out, s)));
  watchCmd
    .command('budget')
    .description('show or set the monthly monitoring budget (rupees)')
    .argument('[rupees]', 'the new monthly budget, e.g. 500 or "₹2,000"')
    .action(async (raw: string | undefined, _o, cmd: Command) => {
      const paisa = raw === undefined ? null : watch.monthlyArg(raw);
      await withSession(cmd, null, (s, out) => watch.budget(out, s, paisa));
    });
  paidOptions(watchCmd.command('check').description('check the due companies: the quote first, then refreshes within the monthly budget (paid)')).action(
    async (o: { yes?: boolean; budget?: string }, cmd: Command) => {
      const capPaisa = parseBudget(o.budget);
      await withSession(cmd, { capPaisa, downloads: true }, (s, out) => watch.check({ io, out, session: s, yes: o.yes === true }, capPaisa));
    },
  );
}
