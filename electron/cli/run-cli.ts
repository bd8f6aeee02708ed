/**
 * Runs the command line once and returns its exit code; never calls process.exit, so tests run it
 * in process with their own streams, environment and core. Every failure ends here: printed once
 * (as JSON on stdout under --json, in words on stderr) and mapped to its exit code.
 */
import { readFileSync } from 'node:fs';
import { CommanderError } from 'commander';
import { type CliError, EXIT, toCliError, usageError } from './exit-codes';
import type { CliIo } from './io';
import { createOutput } from './output';
import { buildProgram } from './program';
import type { CliDeps } from './session';

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'dev';
  } catch {
    return 'dev';
  }
}

/** --json as typed, before commander has parsed anything (usage errors need it too). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

function fromCommander(error: CommanderError): CliError {
  const message = error.message.replace(/^error:\s*/i, '');
  return usageError('USAGE', `${message}${message.endsWith('.') ? '' : '.'} See dossier --help.`, { commanderCode: error.code });
}

export async function runCli(argv: readonly string[], io: CliIo, deps: CliDeps = {}): Promise<number> {
  const version = deps.version ?? packageVersion();
  const out = createOutput(io, wantsJson(argv));
  // Under --json, help and version text become the one JSON document too, not plain text on stdout.
  let commanderText = '';
  const program = buildProgram({
    io,
    deps: { ...deps, version },
    version,
    ...(out.json ? { commanderOut: (text: string) => {
          commanderText += text;
        },
      } : {}),
  });
  const helpOrVersion = (code: string) => {
    if (out.json) out.result(code === 'commander.version' ? { version } : { help: commanderText }, () => commanderText);
    return EXIT.OK;
  };
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.OK;
  } catch (thrown) {
    if (thrown instanceof CommanderError) {
      if (thrown.code === 'commander.helpDisplayed' || thrown.code === 'commander.version') return helpOrVersion(thrown.code);
      // `dossier help <command>` exits 0; a missing command prints the help on stderr and fails.
      if (thrown.code === 'commander.help' && thrown.exitCode === 0) return helpOrVersion(thrown.code);
      if (thrown.code === 'commander.help') {
        if (out.json) out.fail(usageError('USAGE', 'A command is needed. See dossier --help.'));
        return EXIT.USAGE;
      }
      const error = fromCommander(thrown);
      out.fail(error);
      return error.exitCode;
    }
    const error = toCliError(thrown);
    if (!out.finished) out.fail(error);
    return error.exitCode;
  }
}
