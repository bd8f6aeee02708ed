/**
 * One company assessed for the book and kept in the cache: its signals, statutory status and band
 * (signals/assess.ts) whole, for the company's detail, and the small facts a book row shows (counts
 * by severity, a few titles, the worst overdue filing, the latest accounts, open charges and their
 * distinct lenders). The entry holds for the IST day it was computed on, this ASSESSMENT_VERSION,
 * and the company's data as it was read (its fingerprint, taken before the assessment, so a write
 * meanwhile leaves the entry stale rather than wrong).
 */
import type { ReviewedFinding } from '../../../shared/bridge/reports';
import type { CompanyAssessment, SignalSeverity } from '../../../shared/bridge/signals';
import { dayOf } from '../../../shared/dates';
import { isOpenCharge } from '../findings/open-charges';
import { assessWithFindings } from '../signals';
import { type Library, nameKey } from '../store';
import { aoc4Extractions, BOOK_TITLES, type BookAssessmentFacts } from '../views';

/** Raise when what an assessment or its facts say changes: every cached entry is then stale. */
export const ASSESSMENT_VERSION = 1;

const ORDER: Record<SignalSeverity, number> = { high: 0, medium: 1, info: 2 };

function bySeverity<T extends { severity: SignalSeverity }>(items: readonly T[]): Record<SignalSeverity, number> {
  const out: Record<SignalSeverity, number> = { high: 0, medium: 0, info: 0 };
  for (const i of items) out[i.severity]++;
  return out;
}

function latestAccounts(library: Library, a: CompanyAssessment): BookAssessmentFacts['latestAccounts'] {
  const filed = a.statutory.obligations.filter((o) => o.kind === 'accounts' && (o.state === 'done' || o.state === 'late' || o.state === 'undated'));
  const fromStatus = filed.sort((x, y) => y.fyStart - x.fyStart)[0];
  const extracted = aoc4Extractions(library, a.companyId).at(-1);
  if (fromStatus && (!extracted || fromStatus.fyStart >= extracted.fyStart)) {
    return { fyStart: fromStatus.fyStart, filingId: fromStatus.evidence.find((e) => e.kind === 'filing')?.id ?? null };
  }
  return extracted ? { fyStart: extracted.fyStart, filingId: extracted.filingId } : null;
}

export function factsOf(library: Library, a: CompanyAssessment, findings: readonly ReviewedFinding[]): BookAssessmentFacts {
  const signals = [...a.signals].sort((x, y) => ORDER[x.severity] - ORDER[y.severity]);
  const overdue = a.statutory.obligations.filter((o) => o.state === 'overdue');
  const worst = [...overdue].sort((x, y) => (y.overdueDays ?? 0) - (x.overdueDays ?? 0))[0];
  const open = library.charges.list(a.companyId).filter(isOpenCharge);
  const lenders = new Set(open.map((c) => nameKey(c.holder) ?? `charge:${c.chargeId}`));
  return {
    band: a.band.band,
    bandReasons: a.band.reasons.slice(0, BOOK_TITLES).map((r) => r.title),
    signals: { ...bySeverity(signals), titles: signals.slice(0, BOOK_TITLES).map((s) => s.title) },
    flags: bySeverity(findings.filter((f) => f.review?.state !== 'dismissed')),
    statutory: {
      overdue: overdue.length,
      worstOverdueDays: worst?.overdueDays ?? null,
      words: worst?.words ?? a.statutory.notApplicable,
    },
    latestAccounts: latestAccounts(library, a),
    charges: { open: open.length, lenders: lenders.size },
  };
}

/** Assesses the company as of `nowIso` and keeps it in the cache; returns what was kept. */
export function assessAndKeep(library: Library, companyId: string, nowIso: string): { assessment: CompanyAssessment; facts: BookAssessmentFacts } {
  const fingerprint = library.portfolios.assessments.fingerprint(companyId);
  const { assessment, findings } = assessWithFindings(library, companyId, nowIso);
  const facts = factsOf(library, assessment, findings);
  library.tx(() =>
    library.portfolios.assessments.put({ companyId, day: dayOf(nowIso), version: ASSESSMENT_VERSION, fingerprint, computedAt: nowIso, assessment, facts }),
  );
  return { assessment, facts };
}

