// A quote as it crosses the bridge: what a paid action expects to spend and the most it can spend,
// line by line, before anything is bought (issue 27). Plain data, money in integer paisa.

/**
 * One line of a quote: what the action expects to buy (`count`, `totalPaisa`) and the most it can
 * buy (`mostCount`, `mostPaisa`), both from what is known before anything is bought. They are equal
 * when the count is exact; an estimate's most is a bound the run never passes.
 */
export interface QuoteLine {
  label: string;
  endpointKey: string | null;
  count: number;
  unitPricePaisa: number;
  totalPaisa: number;
  /** The most calls of this line the action can make (≥ count). */
  mostCount: number;
  /** mostCount × unitPricePaisa. */
  mostPaisa: number;
  note?: string;
}

/**
 * The error a quote was blocked by: the registry's answer to a free call (with its requestId and
 * HTTP status), no answer at all, or the budget guard (session cap, wallet too low). Support needs
 * the code and requestId; the CLI picks its exit code from the code.
 */
export interface QuoteBlockedError {
  code: string;
  message: string;
  hint?: string;
  requestId?: string;
  status?: number;
}

/** Every paid action is quoted first; running it needs the quoteId (the analyst's consent). */
export interface Quote {
  quoteId: string;
  action: 'mirror' | 'refresh' | 'fetch' | 'extractions' | 'resolve' | 'directorProfile' | 'directorUnlock' | 'directorContact' | 'lookup' | 'networkExpand' | 'book';
  subject: string;
  title: string;
  lines: QuoteLine[];
  /** What the action is expected to spend: the sum of the lines' totals. */
  totalPaisa: number;
  /**
   * The most it can spend: the sum of the lines' most. Consent to the quote is consent up to this
   * amount (or the run's own budget, when lower); the action never spends past it.
   */
  mostPaisa: number;
  walletBeforePaisa: number | null;
  /** The wallet after the expected spend. */
  walletAfterPaisa: number | null;
  /** The wallet after the most (the lowest it can go). */
  walletAfterMostPaisa: number | null;
  sandbox: boolean;
  /** Over the confirmation threshold: the UI must ask even when the analyst opted out of small prompts. */
  requiresConfirmation: boolean;
  /** Set when the action cannot run (budget cap, wallet too low, offline, already running): the reason in words. */
  blockedReason: string | null;
  /** Set when the block came from an error (API, network, budget, wallet); null for other blocks (already running). */
  blockedError?: QuoteBlockedError | null;
  /**
   * Set when there is nothing left to buy or do (every PDF already held, every profile fresh): the
   * reason in words. Such a quote has no lines and is never run: ₹0 is ₹0, nothing is asked.
   */
  nothingToBuy?: string | null;
  /** A book action's quote (issue 26): every company of the book, its group and what it may cost. */
  book?: BookQuoteInfo | null;
  createdAt: string;
  expiresAt: string;
}

/** The companies of a book quote, in the order they run (largest exposure first). */
export interface BookQuoteInfo {
  bookId: string;
  bookName: string;
  kind: 'mirror' | 'refresh' | 'fetch';
  companies: BookQuoteCompany[];
}

export interface BookQuoteCompany {
  companyId: string;
  name: string;
  exposurePaisa: number | null;
  /** team: copied from the team library at ₹0; current: nothing to buy (₹0); buy: bought; skip: cannot run now (why in `note`). */
  group: 'team' | 'current' | 'buy' | 'skip';
  expectedPaisa: number;
  mostPaisa: number;
  note: string | null;
}
