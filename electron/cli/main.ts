/**
 * The `dossier` process: runs the command line on the real terminal and environment, then exits
 * with its code once output is flushed. bin/dossier.mjs loads this file through tsx.
 */
import { processIo } from './io';
import { runCli } from './run-cli';

const code = await runCli(process.argv.slice(2), processIo());
process.exitCode = code;
// Open handles (a keychain client, a paused stdin) must not keep a finished run alive.
setTimeout(() => process.exit(code), 200).unref();
