// Issue 28 item 18: pieces that already end in a full stop (a reason ending with its hint, "Check
// the company identifier.") were followed by ". " and read "identifier.. Nothing was spent.".
import { describe, expect, it } from 'vitest';
import type { MirrorQuote } from '../mirror';
import { quoteResult } from './results';

const quote: MirrorQuote = {
  quoteId: 'q1',
  action: 'mirror',
  subject: 'U01100DL2001PTC999999',
  title: 'Mirror U01100DL2001PTC999999',
  lines: [],
  totalPaisa: 0,
  mostPaisa: 0,
  walletBeforePaisa: null,
  walletAfterPaisa: null,
  walletAfterMostPaisa: null,
  sandbox: false,
  requiresConfirmation: false,
  blockedReason: 'The registry holds no company U01100DL2001PTC999999. Check the company identifier.',
  blockedError: { code: 'COMPANY_NOT_FOUND', message: 'The registry holds no company U01100DL2001PTC999999', hint: 'Check the company identifier.' },
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T10:10:00.000Z',
  notes: [],
  estimated: false,
};

const textOf = (result: ReturnType<typeof quoteResult>): string => (result.content[0] as { text: string }).text;

describe('a quote for the assistant', () => {
  it('closes a blocked reason that ends in a full stop with one full stop', () => {
    const text = textOf(quoteResult('unlock_company', { quote, buys: 'the unlock', proceed: 'Fix the identifier first.' }));
    expect(text).toContain('It cannot run now: The registry holds no company U01100DL2001PTC999999. Check the company identifier.\n');
    expect(text).not.toMatch(/\.\./);
  });

  it('says nothing to buy in one sentence, whether its words end in a full stop or not', () => {
    for (const nothingToBuy of ['Every profile is fresh (bought within 30 days): nothing to buy', 'Every profile is fresh.']) {
      const text = textOf(quoteResult('expand_director', { quote: { ...quote, blockedReason: null, blockedError: undefined, nothingToBuy }, buys: 'profiles', proceed: 'Nothing to do.' }));
      expect(text.split('\n')[0]).toMatch(/^Quote: Mirror U01100DL2001PTC999999: Every profile is fresh[^.]*\. Nothing was charged\.$/);
    }
  });
});
