// A blocked quote ends the run with the exit code of the error it was blocked by.
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../shared/bridge/views';
import { blockedQuoteError, obtainConsent } from './consent';
import { memoryIo } from '../../test/support/cli/cli-kit';
import { CliError, EXIT } from './exit-codes';

const base: Quote = {
  quoteId: 'q1',
  action: 'mirror',
  subject: 'U46215UP2026PTC065536',
  title: 'Mirror U46215UP2026PTC065536',
  lines: [],
  totalPaisa: 0,
  mostPaisa: 0,
  walletBeforePaisa: null,
  walletAfterPaisa: null,
  walletAfterMostPaisa: null,
  sandbox: false,
  requiresConfirmation: false,
  blockedReason: null,
  blockedError: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T10:10:00.000Z',
};

const blocked = (reason: string, error: Quote['blockedError'], patch: Partial<Quote> = {}): Quote => ({ ...base, blockedReason: reason, blockedError: error, ...patch });

async function refusalOf(quote: Quote): Promise<CliError> {
  const thrown = await obtainConsent(memoryIo('', {}), quote, true).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(thrown instanceof CliError)) throw new Error(`expected a CliError, got ${String(thrown)}`);
  return thrown;
}

describe('a blocked quote', () => {
  it('ends an API refusal with exit 3 and the code, requestId, status and hint of the answer', async () => {
    const hint = 'The key was revoked: add a current key in Settings.';
    const quote = blocked(`API key revoked. ${hint}`, { code: 'API_KEY_REVOKED', message: 'API key revoked', hint, requestId: 'req_41', status: 401 });
    const error = await refusalOf(quote);
    expect(error.exitCode).toBe(EXIT.API);
    expect(error.error).toMatchObject({ code: 'API_KEY_REVOKED', requestId: 'req_41', status: 401, hint, quote });
    expect(error.error.message).toBe('The registry could not price this: API key revoked.');
  });

  it('ends an unreachable registry with exit 3, in the words of the quote', async () => {
    const error = await refusalOf(blocked('Dossier cannot reach the registry (connect ECONNREFUSED)', { code: 'NETWORK_ERROR', message: 'connect ECONNREFUSED' }));
    expect(error.exitCode).toBe(EXIT.API);
    expect(error.error).toMatchObject({ code: 'NETWORK_ERROR', message: 'The registry could not price this: Dossier cannot reach the registry (connect ECONNREFUSED).' });
  });

  it('ends a budget block (session cap, wallet too low) with exit 4 and the budget code', async () => {
    const cap = await refusalOf(blocked('over the cap of ₹1.00 set in Settings', { code: 'SESSION_CAP_REACHED', message: 'over the cap of ₹1.00 set in Settings' }, { lines: [{ label: 'Master', endpointKey: 'companies.master', count: 1, unitPricePaisa: 500, totalPaisa: 500, mostCount: 1, mostPaisa: 500 }] }));
    expect(cap.exitCode).toBe(EXIT.REFUSED);
    expect(cap.error).toMatchObject({ code: 'SESSION_CAP_REACHED', message: 'Nothing was bought: over the cap of ₹1.00 set in Settings.' });
    const wallet = await refusalOf(blocked('The wallet holds ₹2.00', { code: 'INSUFFICIENT_BALANCE', message: 'The wallet holds ₹2.00' }));
    expect(wallet.exitCode).toBe(EXIT.REFUSED);
    expect(wallet.error.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('ends a block with no error behind it as QUOTE_BLOCKED (exit 4), and leaves a missing key to the caller', async () => {
    const running = await refusalOf(blocked('A mirror of X is already under way', null));
    expect(running.exitCode).toBe(EXIT.REFUSED);
    expect(running.error.code).toBe('QUOTE_BLOCKED');
    expect(blockedQuoteError(blocked('No API key is set', { code: 'NO_CLIENT', message: 'No API key is set' }))).toBeNull();
    expect(blockedQuoteError(base)).toBeNull();
  });
});

describe('consent with no terminal', () => {
  async function refusedWithout(quote: Quote): Promise<CliError> {
    const thrown = await obtainConsent(memoryIo('', {}), quote, false).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(thrown instanceof CliError)) throw new Error(`expected a CliError, got ${String(thrown)}`);
    return thrown;
  }

  it('never says a ₹0 action spends from the wallet, and says why it still asks', async () => {
    const free = await refusedWithout({ ...base, sandbox: true, totalPaisa: 0 });
    expect(free.exitCode).toBe(EXIT.REFUSED);
    expect(free.error.message).not.toContain('spends from the wallet');
    expect(free.error.message).toContain('This costs nothing (₹0.00, sandbox) but calls the registry and writes to the library');
    const paid = await refusedWithout({ ...base, totalPaisa: 33_000, mostPaisa: 33_000 });
    expect(paid.error.message).toContain('This command spends from the wallet');
  });
});
