/**
 * The local spend ledger beside the registry's own 30-day usage, with every difference said in
 * words. Only money is compared: the API also counts calls that cost nothing (free calls, and
 * test-key calls on the same account), which the ledger does not record by design.
 */
import { formatIndianNumber } from '../../../shared/money';
import { formatRupees } from '../../../shared/money';

export interface ApiUsageRow {
  endpoint: string;
  calls: number;
  spendPaisa: number;
}

export interface LedgerGroup {
  endpointKey: string;
  calls: number;
  spendPaisa: number;
}

const calls = (n: number) => (n === 1 ? '1 call' : `${formatIndianNumber(n)} calls`);

export function describeDifferences(api: readonly ApiUsageRow[], local: readonly LedgerGroup[]): string[] {
  const remote = new Map(api.map((r) => [r.endpoint, r]));
  const mine = new Map(local.map((r) => [r.endpointKey, r]));
  const endpoints = [...new Set([...remote.keys(), ...mine.keys()])].sort();
  const out: string[] = [];
  for (const endpoint of endpoints) {
    const a = remote.get(endpoint) ?? { calls: 0, spendPaisa: 0 };
    const l = mine.get(endpoint) ?? { calls: 0, spendPaisa: 0 };
    if (a.spendPaisa === l.spendPaisa) continue;
    const apiSide = `${calls(a.calls)} to ${endpoint} costing ${formatRupees(a.spendPaisa)}`;
    const localSide = `${calls(l.calls)} costing ${formatRupees(l.spendPaisa)}`;
    const gap = formatRupees(Math.abs(a.spendPaisa - l.spendPaisa));
    if (a.spendPaisa > l.spendPaisa) {
      out.push(
        `The API reports ${apiSide} in 30 days; the local ledger has ${localSide}: ${gap} was spent outside this library ` +
          '(a call made outside Dossier, from another copy of Dossier, or through the assistant connector?).',
      );
    } else {
      out.push(
        `The local ledger has ${calls(l.calls)} to ${endpoint} costing ${formatRupees(l.spendPaisa)} in the last 30 days; ` +
          `the API reports ${calls(a.calls)} costing ${formatRupees(a.spendPaisa)}: ` +
          `the ledger has ${gap} more (paid with a key of another account, or recorded just outside the API's 30-day window?).`,
      );
    }
  }
  return out;
}
