/**
 * The budget guard: a quote is blocked when the wallet cannot pay it or when it would take the
 * session's spend over the cap; it is flagged for confirmation at or above the threshold. The
 * reasons are sentences the analyst reads as they are.
 */
import type { QuoteBlockedError } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import type { BudgetSettings } from './types';

export interface BudgetCheck {
  totalPaisa: number;
  walletPaisa: number | null;
  sessionSpentPaisa: number;
  budget: BudgetSettings;
  sandbox: boolean;
}

/** Where the cap was set, in the words every cap message ends with. */
export function capWhere(budget: Pick<BudgetSettings, 'capSetFor'>): string {
  return budget.capSetFor === 'run' ? 'given for this run' : 'set in Settings';
}

export function capReason(totalPaisa: number, sessionSpentPaisa: number, budget: BudgetSettings): string | null {
  const capPaisa = budget.sessionCapPaisa;
  if (capPaisa === null || totalPaisa === 0) return null;
  const after = sessionSpentPaisa + totalPaisa;
  if (after <= capPaisa) return null;
  return `This would take the session's spend to ${formatRupees(after)}, over the cap of ${formatRupees(capPaisa)} ${capWhere(budget)}`;
}

export function walletReason(totalPaisa: number, walletPaisa: number | null): string | null {
  if (walletPaisa === null || totalPaisa <= walletPaisa) return null;
  return `The wallet holds ${formatRupees(walletPaisa)}; this needs ${formatRupees(totalPaisa)}. Top up the wallet first`;
}

/** Why the budget refuses a quote, with the code scripts branch on; null when it may run. */
export function budgetBlock(check: BudgetCheck): QuoteBlockedError | null {
  if (check.sandbox) return null;
  const wallet = walletReason(check.totalPaisa, check.walletPaisa);
  // The code the registry would answer with: the check only spares the analyst the refused call.
  if (wallet) return { code: 'INSUFFICIENT_BALANCE', message: wallet, hint: 'Top up the wallet, then ask for a new quote.' };
  const cap = capReason(check.totalPaisa, check.sessionSpentPaisa, check.budget);
  if (cap) return { code: 'SESSION_CAP_REACHED', message: cap, hint: 'Raise the session cap in Settings, then ask for a new quote.' };
  return null;
}

export function needsConfirmation(totalPaisa: number, budget: BudgetSettings): boolean {
  return totalPaisa >= budget.confirmThresholdPaisa;
}

/** Before one paid step: would its price break the cap? (Quotes hold estimates; the cap is absolute.) */
export function stepOverCap(pricePaisa: number, sessionSpentPaisa: number, budget: BudgetSettings): string | null {
  if (pricePaisa <= 0 || budget.sessionCapPaisa === null) return null;
  if (sessionSpentPaisa + pricePaisa <= budget.sessionCapPaisa) return null;
  return `The session's spend has reached ${formatRupees(sessionSpentPaisa)}; the next call (${formatRupees(pricePaisa)}) would pass the cap of ${formatRupees(budget.sessionCapPaisa)} ${capWhere(budget)}`;
}
