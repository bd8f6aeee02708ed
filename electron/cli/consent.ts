/**
 * The analyst's consent to a quote. `--yes` is consent given in advance; otherwise a person at a
 * terminal answers y/N (anything but yes declines); with no terminal there is nobody to ask, so
 * the run is refused (exit 4) and told to pass --yes. A blocked quote is refused either way.
 */
import { createInterface } from 'node:readline';
import type { Quote } from '../../shared/bridge/views';
import { refusal } from './exit-codes';
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

/** Throws a refusal (exit 4) unless the quote may run and the analyst agreed; the quote rides along for --json. */
export async function obtainConsent(io: CliIo, quote: Quote, yes: boolean): Promise<void> {
  if (quote.blockedReason) {
    throw refusal('QUOTE_BLOCKED', `Nothing was bought: ${quote.blockedReason.replace(/[.\s]+$/, '')}.`, { quote });
  }
  if (yes) return;
  if (!stdinIsTerminal(io)) {
    throw refusal(
      'CONSENT_REQUIRED',
      'This command spends from the wallet and there is no terminal to ask for consent: read the quote above and pass --yes to agree to it.',
      { quote },
    );
  }
  const price = quote.sandbox ? `${money(quote.totalPaisa)}, sandbox: nothing is charged` : money(quote.totalPaisa);
  const agreed = await askYesNo(io, `Go ahead (${price})?`);
  if (!agreed) throw refusal('DECLINED', 'Nothing was bought: the quote was declined.', { quote });
}
