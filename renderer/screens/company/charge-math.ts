// Open exposure and the timeline span of each charge, from the charge rows.
import type { ChargeRow } from '../../../shared/bridge/views';
import { sumPaisa } from '../../../shared/money';

export const isOpen = (c: ChargeRow): boolean => c.satisfiedOn === null && !/satisf|closed/i.test(c.status);

/** Total amount of charges not yet satisfied; charges without an amount are counted separately. */
export function openExposure(charges: ChargeRow[]): { totalPaisa: number; withoutAmount: number } {
  const open = charges.filter(isOpen);
  return {
    totalPaisa: sumPaisa(open.flatMap((c) => (c.amountPaisa === null ? [] : [c.amountPaisa]))),
    withoutAmount: open.filter((c) => c.amountPaisa === null).length,
  };
}

export interface Span {
  chargeId: string;
  holder: string;
  /** Fractions 0..1 of the whole timeline. */
  start: number;
  end: number;
  open: boolean;
}

const day = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

export function timeline(charges: ChargeRow[], today: string): { spans: Span[]; fromYear: number; toYear: number } | null {
  const dated = charges.filter((c) => c.createdOn);
  if (dated.length === 0) return null;
  const starts = dated.map((c) => day(c.createdOn!));
  const min = Math.min(...starts);
  const max = Math.max(day(today), ...dated.map((c) => (c.satisfiedOn ? day(c.satisfiedOn) : 0)));
  const width = Math.max(1, max - min);
  const spans = dated.map((c) => ({
    chargeId: c.chargeId,
    holder: c.holder,
    start: (day(c.createdOn!) - min) / width,
    end: ((c.satisfiedOn ? day(c.satisfiedOn) : max) - min) / width,
    open: isOpen(c),
  }));
  return { spans, fromYear: new Date(min).getUTCFullYear(), toYear: new Date(max).getUTCFullYear() };
}
