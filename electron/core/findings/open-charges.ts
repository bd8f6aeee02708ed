/** Charges (secured borrowings) still open, and the total amount they secure. */
import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import type { ChargeRow } from '../store';
import { type Rule, plural } from './rule';

const SATISFIED = /satisf|closed/i;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isOpenCharge(c: ChargeRow): boolean {
  return c.satisfiedOn === null && !SATISFIED.test(c.status ?? '');
}

export const openChargesRule: Rule = ({ library, company }) => {
  const open = library.charges.list(company.id).filter(isOpenCharge);
  if (open.length === 0) return [];
  const known = open.filter((c) => c.amountPaisa !== null);
  const total = known.reduce((sum, c) => sum + BigInt(c.amountPaisa ?? 0), 0n);
  const unknown = open.length - known.length;
  const holders = [...new Set(open.map((c) => c.holder).filter((h): h is string => !!h))];
  return [
    {
      rule: 'open-charges',
      severity: 'medium',
      title: `${plural(open.length, 'open charge')}, exposure ${formatRupees(total, { paise: 'never' })}`,
      detail:
        `Secured in favour of ${holders.length > 0 ? holders.join(', ') : 'holders not recorded'}.` +
        (unknown > 0 ? ` ${plural(unknown, 'charge')} without a recorded amount not counted in the total.` : ''),
      evidence: open.map((c) => ({
        kind: 'record' as const,
        id: c.chargeId,
        label: `Charge${c.holder ? ` in favour of ${c.holder}` : ''}${c.amountPaisa !== null ? `, ${formatRupees(c.amountPaisa, { paise: 'never' })}` : ''}${c.createdOn && ISO_DAY.test(c.createdOn) ? `, created ${formatDate(c.createdOn)}` : ''}`,
        reference: `charge ${c.chargeId}`,
      })),
    },
  ];
};
