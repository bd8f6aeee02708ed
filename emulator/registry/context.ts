// Everything generated about one company, handed to the payload builders together.
import type { FilingEvent } from './filing-events';
import type { CompanyFilings } from './filings';
import type { YearFigures } from './financials';
import type { CompanyPlan } from './plan';
import type { FilingEntry } from './types';
import type { Universe } from './universe';

export interface CompanyContext {
  u: Universe;
  plan: CompanyPlan;
  filings: CompanyFilings;
  series(scope: 'standalone' | 'consolidated'): YearFigures[];
}

export function entryByKey(ctx: CompanyContext, key: string): { entry: FilingEntry; event: FilingEvent } | undefined {
  return ctx.filings.byKey.get(key);
}
