// `dossier team …`: the team library's commands, registered on the program (program.ts keeps the
// rest). Every one is free and opens a session like any other command; `free` is program.ts's
// session opener for an unpaid command.
import type { Command } from 'commander';
import type { TeamNotice } from '../../shared/bridge/team';
import type { CoreEventListener } from '../core/core-types';
import { team } from './commands/index';
import type { CliIo } from './io';
import type { Output } from './output';
import type { CliSession } from './session';

type FreeSession = (cmd: Command, body: (s: CliSession, out: Output) => Promise<void>) => Promise<void>;

export function registerTeamCommands(program: Command, io: CliIo, free: FreeSession): void {
  const teamCmd = program.command('team').description("the team library: the firm's shared record on PostgreSQL, this desktop an offline replica");
  teamCmd
    .command('init')
    .description('create or migrate the team schema on the database of DOSSIER_TEAM_URL or the connected URL (idempotent)')
    .action(async (_o, cmd: Command) => free(cmd, (s, out) => team.init(out, s)));
  teamCmd
    .command('connect')
    .description('check a team URL and keep it (the password goes to the keychain, never to settings.json)')
    .argument('<url>', 'postgres://role@host:port/database')
    .option('--password-stdin', "read the role's password from stdin (typed hidden at a terminal)")
    .action(async (url: string, o: { passwordStdin?: boolean }, cmd: Command) =>
      free(cmd, (s, out) => team.connect(io, out, s, url, o.passwordStdin === true)),
    );
  teamCmd
    .command('status')
    .description('where this replica stands: connected, last sync, behind by how many changes')
    .action(async (_o, cmd: Command) => free(cmd, (s, out) => team.status(out, s)));
  teamCmd
    .command('sync')
    .description('push what the team lacks, then pull what colleagues published')
    .action(async (_o, cmd: Command) => free(cmd, (s, out) => team.sync(out, s)));
  teamCmd
    .command('disconnect')
    .description('forget the team URL and its password (the local library keeps everything)')
    .action(async (_o, cmd: Command) => free(cmd, (s, out) => team.disconnect(out, s)));
}

/**
 * What the team says during any command (an action going on without the team, a purchase not
 * published yet): one line each for the person at the terminal (stderr, never the --json result).
 */
export function teamNotices(out: Output): CoreEventListener {
  return (name, payload) => {
    if (name === 'team.notice') out.note((payload as TeamNotice).message);
  };
}
