/**
 * Share capital changed within the event window: an SH-7 (alteration of share capital, usually an
 * increase of the authorised capital) or a PAS-3 (a return of allotment) filed then, or a change of
 * authorised or paid-up capital a watch check saw in the master record (`capital.changed`). Info:
 * fresh capital is often good news, but it moves who owns the borrower; the allotment's extraction
 * says to whom and for what.
 */
import type { Signal } from '../../../../shared/bridge/signals';
import { formatDate } from '../../../../shared/dates';
import type { SignalRule } from '../context';
import { dayAsked } from '../dates';
import { changeEvidence, extractionRowEvidence, filingEvidence } from '../evidence';
import { threshold } from '../thresholds';

const CAPITAL_FORMS = /^(SH-7|PAS-3|Form 5|Form 2)\b/i;

const WHAT: Record<string, string> = { 'SH-7': 'alteration of share capital', 'PAS-3': 'return of allotment', 'Form 5': 'alteration of share capital', 'Form 2': 'return of allotment' };

const base = { rule: 'capital-changed' as const, severity: 'info' as const, thresholds: [threshold('EVENT_WINDOW_MONTHS')], rbi: null };

export const capitalChangedRule: SignalRule = {
  id: 'capital-changed',
  run(ctx) {
    const { library, company } = ctx;
    const filings = ctx.filingsOf(CAPITAL_FORMS).filter((f) => ctx.inWindow(f.dateOfFiling));
    const changes = library.watch.changes({ companyId: company.id, kind: 'capital.changed', limit: 1000 }).filter((c) => ctx.inWindow(dayAsked(c.detectedAt)));
    const out: Signal[] = filings.map((f) => {
      const form = Object.keys(WHAT).find((k) => f.formId!.trim().toUpperCase().startsWith(k.toUpperCase())) ?? '';
      const allotment = /^PAS-3/i.test(f.formId!) ? library.extractions.get(company.id, 'PAS-3', f.filingId) : null;
      const seen = changes.filter((c) => c.filingId === f.filingId);
      return {
        ...base,
        title: `Capital changed: ${f.formId} filed ${formatDate(f.dateOfFiling!)}`,
        detail: `${f.formId} (${WHAT[form] ?? 'a change of capital'}) filed ${formatDate(f.dateOfFiling!)}${f.description ? `: “${f.description}”` : ''}.${seen.map((c) => ` ${c.summary}.`).join('')}`,
        since: f.dateOfFiling!,
        evidence: [
          filingEvidence(library, f, ['allot', 'authorised', 'increase']),
          ...(allotment ? [extractionRowEvidence(library, allotment, 'the allotments of this return')] : []),
          ...seen.map((c) => changeEvidence(company, c)),
        ],
      };
    });
    for (const c of changes.filter((c) => !filings.some((f) => f.filingId === c.filingId))) {
      out.push({ ...base, title: `Capital changed (seen ${formatDate(dayAsked(c.detectedAt))})`, detail: `A watch check saw it in the master record: ${c.summary}.`, since: dayAsked(c.detectedAt), evidence: [changeEvidence(company, c)] });
    }
    return out.sort((a, b) => a.since.localeCompare(b.since));
  },
};
