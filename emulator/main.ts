/**
 * `npm run emulator -- [--port N] [--data DIR] [--seed S] [--speed X] [--rate-live N] [--rate-test N] [--faults JSON] [--admin]`
 * Prints exactly one JSON line on stdout once listening ({"event":"listening","url",...,"keys"}),
 * then logs only on stderr. SIGINT / SIGTERM close it cleanly.
 * `npm run emulator -- --book N --out FILE [--truth FILE] [--book-seed S]` writes a lender's book and
 * its answer key instead (emulator/book), prints one JSON line ({"event":"book",...}) and exits.
 */
import { Command, InvalidArgumentError } from 'commander';
import type { FaultPatch } from './faults';
import { runBookCommand } from './book/cli';
import { DEFAULT_BOOK_SEED } from './book/generate';
import { startEmulator } from './index';

function number(kind: 'int' | 'positive') {
  return (raw: string): number => {
    const value = Number(raw);
    if (!Number.isFinite(value) || (kind === 'int' && (!Number.isInteger(value) || value < 0)) || (kind === 'positive' && value <= 0)) {
      throw new InvalidArgumentError(kind === 'int' ? 'expected a non-negative integer' : 'expected a positive number');
    }
    return value;
  };
}

function jsonObject(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new InvalidArgumentError('expected a JSON object');
  }
}

const program = new Command()
  .name('emulator')
  .description('Company Registry Data API emulator on 127.0.0.1')
  .option('--port <n>', 'port (0 = any free port)', number('int'), 0)
  .option('--data <dir>', 'persist state in DIR/emulator.db')
  .option('--seed <s>', 'dataset and key seed', 'dossier')
  .option('--speed <x>', 'background work speed factor', number('positive'), 1)
  .option('--rate-live <n>', 'requests per minute per live key', number('positive'), 60)
  .option('--rate-test <n>', 'requests per minute per test key', number('positive'), 30)
  .option('--refresh-per-minute <n>', 'companies refreshed per minute per account', number('positive'), 10)
  .option('--start-at <iso>', 'clock start (ISO 8601)')
  .option('--faults <json>', 'faults set from the start, as PUT /admin/faults takes them (JSON object)', jsonObject)
  .option('--admin', 'enable /admin/faults, /admin/clock, /admin/registry/events, /admin/state', false)
  .option('--log', 'request logs on stderr', false)
  .option('--book <n>', "write a lender's book of N rows (10 to 2,000) instead of serving", number('int'))
  .option('--out <file>', 'the book file: .csv or .xlsx (with --book)')
  .option('--truth <file>', "the book's answer key, JSON (with --book)")
  .option('--book-seed <s>', 'varies the book (with --book)', DEFAULT_BOOK_SEED)
  // Errors from commander go to stderr, never stdout (stdout carries only the listening line).
  .configureOutput({ writeOut: (s) => process.stderr.write(s), writeErr: (s) => process.stderr.write(s) });

async function main(): Promise<void> {
  program.parse();
  const o = program.opts<{
    port: number;
    data?: string;
    seed: string;
    speed: number;
    rateLive: number;
    rateTest: number;
    refreshPerMinute: number;
    startAt?: string;
    faults?: FaultPatch;
    admin: boolean;
    log: boolean;
    book?: number;
    out?: string;
    truth?: string;
    bookSeed: string;
  }>();
  if (o.book !== undefined || o.out !== undefined || o.truth !== undefined) {
    if (o.book === undefined) throw new Error('--out and --truth go with --book N');
    if (o.out === undefined) throw new Error('--book needs --out FILE (.csv or .xlsx)');
    const written = await runBookCommand({ size: o.book, out: o.out, truth: o.truth, bookSeed: o.bookSeed, registrySeed: o.seed });
    process.stdout.write(`${JSON.stringify(written)}\n`);
    return;
  }
  const emulator = await startEmulator({
    port: o.port,
    dataDir: o.data,
    seed: o.seed,
    speed: o.speed,
    rateLive: o.rateLive,
    rateTest: o.rateTest,
    refreshPerMinute: o.refreshPerMinute,
    startAt: o.startAt,
    faults: o.faults,
    admin: o.admin,
    logger: o.log,
  });
  process.stdout.write(`${JSON.stringify({ event: 'listening', url: emulator.url, keys: emulator.keys })}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`emulator: ${signal}, closing\n`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`emulator: close failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`emulator: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
