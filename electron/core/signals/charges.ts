/**
 * A charge's sources for the charge signals: the master record that lists it, the CHG filing of
 * its creation or modification (matched by the charge id or holder its words or PDF state, else by
 * date), and the CHARGES extraction of it when the library holds one.
 */
import type { SignalEvidence } from '../../../shared/bridge/signals';
import { addDays, formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import type { ChargeRow, FilingRow } from '../store';
import type { SignalContext } from './context';
import { extractionRowEvidence, filingEvidence, masterEvidenceOf, pageStating } from './evidence';
import { CHARGE_FILING_MATCH_DAYS } from './thresholds';

const CHARGE_FORMS = /^(CHG-1|CHG-9|Form 8|Form 10)\b/i;

const plain = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** "charge 100234 in favour of State Bank of India, ₹50,00,000" */
export function chargeWords(c: ChargeRow): string {
  return `charge ${c.chargeId}${c.holder ? ` in favour of ${c.holder}` : ''}${c.amountPaisa !== null ? `, ${formatRupees(c.amountPaisa, { paise: 'never' })}` : ''}`;
}

/** The CHG filing of a charge's creation or modification on `day`: one naming it first, else the first filed after it. */
function chargeFiling(ctx: SignalContext, c: ChargeRow, day: string, taken: Set<string>): FilingRow | null {
  const near = ctx
    .filingsOf(CHARGE_FORMS)
    .filter((f) => !taken.has(f.filingId) && f.dateOfFiling !== null && f.dateOfFiling >= day && f.dateOfFiling <= addDays(day, CHARGE_FILING_MATCH_DAYS))
    .sort((a, b) => a.dateOfFiling!.localeCompare(b.dateOfFiling!));
  const names = (f: FilingRow) => {
    const words = plain(`${f.description ?? ''} ${f.attachmentLabel ?? ''}`);
    return words.includes(c.chargeId) || (c.holder !== null && words.includes(plain(c.holder)));
  };
  // A filing whose words name another charge of the company is that charge's.
  const others = ctx.library.charges.list(ctx.company.id).filter((o) => o.chargeId !== c.chargeId).map((o) => o.chargeId);
  const namesOther = (f: FilingRow) => others.some((id) => plain(f.description ?? '').includes(id));
  return (
    near.find(names) ??
    near.find((f) => !namesOther(f) && pageStating(ctx.library, f, [c.chargeId]) !== undefined) ??
    near.find((f) => !namesOther(f) && !names(f)) ??
    null
  );
}

/** The master record's line of the charge, its CHG filing of `day`, and its CHARGES extraction. */
export function chargeEvidence(ctx: SignalContext, c: ChargeRow, day: string, what: string, taken = new Set<string>()): SignalEvidence[] {
  const out: SignalEvidence[] = [masterEvidenceOf(ctx.company, `${chargeWords(c)}, ${what} ${formatDate(day)}`)];
  const filing = chargeFiling(ctx, c, day, taken);
  if (filing) {
    taken.add(filing.filingId);
    out.push(filingEvidence(ctx.library, filing, [c.chargeId, ...(c.holder ? [c.holder] : [])]));
  }
  const extracted = ctx.library.extractions.get(ctx.company.id, 'CHARGES', c.chargeId);
  if (extracted) out.push(extractionRowEvidence(ctx.library, extracted, `the lifecycle of charge ${c.chargeId}`));
  return out;
}
