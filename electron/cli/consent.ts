/**
 * The analyst's consent to a quote. `--yes` is consent given in advance; otherwise a person at a
 * terminal answers y/N (anything but yes declines); with no terminal there is nobody to ask, so
 * the run is refused (exit 4) and told to pass --yes. A blocked quote is refused either way, with the
 * exit code of the error it was blocked by.
 */
import { createInterface } from 'node:readline';
import type { Quote } from '../../shared/bridge/views';
import { sentence } from '../../shared/sentences';
import { CliError, EXIT, exitCodeFor, refusal } from './exit-codes';
import { money } from './format-values';
import { type CliIo, stdinIsTerminal } from './io';

export async function askYesNo(io: CliIo, question: string): Promise<boolean> {
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: false });
  try {
    io.stderr.write(`${question} [y/N] `);
    const answer = await new Promise<string>((resolve) => {
      rl.once('line', resolve);
      rl.once('close', () => resolve(''));
    });
    return /^\s*y(es)?\s*$/i.test(answer);
  } finally {
    rl.close();
  }
}

/** Blocks by the budget guard: refusals (exit 4), although the registry would answer 402 for a wallet too low. */
const BUDGET_CODES = new Set(['SESSION_CAP_REACHED', 'INSUFFICIENT_BALANCE']);

/**
 * The error a blocked quote ends the run with, from the error it was blocked by: the registry's code
 * (exit 3, with its requestId), the budget's (exit 4), or bad input (exit 2). Null when the block came
 * from no error (already running) or from a missing key, which the caller words itself.
 */
export function blockedQuoteError(quote: Quote): CliError | null {
  const blocked = quote.blockedError;
  if (!quote.blockedReason || !blocked || blocked.code === 'NO_CLIENT') return null;
  const extras = {
    quote,
    ...(blocked.hint ? { hint: blocked.hint } : {}),
    ...(blocked.requestId ? { requestId: blocked.requestId } : {}),
    ...(blocked.status !== undefined ? { status: blocked.status } : {}),
  };
  // The reason as the quote words it (offline says so), without the hint, which prints on its own line.
  const reason = blocked.hint && quote.blockedReason.endsWith(`. ${blocked.hint}`) ? quote.blockedReason.slice(0, -blocked.hint.length - 2) : quote.blockedReason;
  if (BUDGET_CODES.has(blocked.code)) return refusal(blocked.code, `Nothing was bought: ${sentence(reason)}`, extras);
  const exitCode = exitCodeFor({ code: blocked.code, message: blocked.message, ...extras });
  const message = exitCode === EXIT.API ? `The registry could not price this: ${sentence(reason)}` : `Nothing was bought: ${sentence(reason)}`;
  return new CliError(exitCode, { ...extras, code: blocked.code, message });
}

/** Throws a refusal (exit 4) unless the quote may run and the analyst agreed; the quote rides along for --json. */
export async function obtainConsent(io: CliIo, quote: Quote, yes: boolean): Promise<void> {
  if (quote.blockedReason) {
    throw blockedQuoteError(quote) ?? refusal('QUOTE_BLOCKED', `Nothing was bought: ${sentence(quote.blockedReason)}`, { quote });
  }
  if (yes) return;
  if (!stdinIsTerminal(io)) {
    // A ₹0 quote still asks (it calls the registry and writes the library), but never claims to spend.
    const why =
      quote.totalPaisa === 0
        ? `This costs nothing (${money(0)}${quote.sandbox ? ', sandbox' : ''}) but calls the registry and writes to the library, and there is no terminal to confirm: pass --yes to run it.`
        : 'This command spends from the wallet and there is no terminal to ask for consent: read the quote above and pass --yes to agree to it.';
    throw refusal('CONSENT_REQUIRED', why, { quote });
  }
  const price = quote.sandbox ? `${money(quote.totalPaisa)}, sandbox: nothing is charged` : money(quote.totalPaisa);
  const agreed = await askYesNo(io, `Go ahead (${price})?`);
  if (!agreed) throw refusal('DECLINED', 'Nothing was bought: the quote was declined.', { quote });
}
