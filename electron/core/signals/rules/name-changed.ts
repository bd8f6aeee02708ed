/**
 * The company changed its name within the event window: a former name in the master record's name
 * history ending then, an INC-24 (or the older Form 1A) filed then, or a change a watch check saw
 * (`name.changed`). A history entry and an INC-24 within NAME_CHANGE_MATCH_DAYS are one change.
 */
import type { SignalEvidence } from '../../../../shared/bridge/signals';
import { daysBetween, formatDate } from '../../../../shared/dates';
import type { SignalRule } from '../context';
import { dayAsked, registryDay } from '../dates';
import { changeEvidence, filingEvidence, masterEvidenceOf } from '../evidence';
import { NAME_CHANGE_MATCH_DAYS, threshold } from '../thresholds';

const NAME_FORMS = /^(INC-24|Form 1A)\b/i;

interface Change {
  day: string;
  from: string | null;
  evidence: SignalEvidence[];
  filingIds: string[];
}

export const nameChangedRule: SignalRule = {
  id: 'name-changed',
  run(ctx) {
    const { library, company } = ctx;
    const found: Change[] = [];
    for (const h of library.companies.nameHistory(company.id)) {
      const raw = h.raw as { toDate?: unknown } | null;
      const day = registryDay(h.changedOn) ?? registryDay(raw?.toDate);
      if (!ctx.inWindow(day)) continue;
      found.push({ day, from: h.name, evidence: [masterEvidenceOf(company, `former name ${h.name}, used until ${formatDate(day)}`)], filingIds: [] });
    }
    for (const f of ctx.filingsOf(NAME_FORMS).filter((f) => ctx.inWindow(f.dateOfFiling))) {
      const same = found.find((c) => Math.abs(daysBetween(c.day, f.dateOfFiling!)) <= NAME_CHANGE_MATCH_DAYS);
      const cited = filingEvidence(library, f, [company.name ?? '', ...(same?.from ? [same.from] : [])]);
      if (same) {
        same.evidence.push(cited);
        same.filingIds.push(f.filingId);
      } else found.push({ day: f.dateOfFiling!, from: null, evidence: [cited], filingIds: [f.filingId] });
    }
    for (const c of library.watch.changes({ companyId: company.id, kind: 'name.changed', limit: 1000 })) {
      const day = dayAsked(c.detectedAt);
      if (!ctx.inWindow(day)) continue;
      const same = found.find((x) => (c.filingId !== null && x.filingIds.includes(c.filingId)) || (typeof c.before === 'string' && x.from === c.before));
      if (same) same.evidence.push(changeEvidence(company, c));
      else found.push({ day, from: typeof c.before === 'string' ? c.before : null, evidence: [changeEvidence(company, c)], filingIds: [] });
    }
    return found
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((c) => ({
        rule: 'name-changed' as const,
        severity: 'medium' as const,
        title: `Name changed${c.from ? ` from ${c.from}` : ''} (${formatDate(c.day)})`,
        detail: `${c.from ? `The company was ${c.from} until ${formatDate(c.day)}` : `A change of name was filed ${formatDate(c.day)}`}; it is now ${company.name ?? company.id}. Search the old name too: filings, charges and litigation may be under it.`,
        thresholds: [threshold('EVENT_WINDOW_MONTHS'), threshold('NAME_CHANGE_MATCH_DAYS')],
        since: c.day,
        rbi: null,
        evidence: c.evidence,
      }));
  },
};
