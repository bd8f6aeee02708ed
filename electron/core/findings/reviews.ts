/**
 * Findings with their review state: the key each finding's review is kept under, the review read
 * back beside each finding, and the analyst's review of one (kept in the library's finding_reviews,
 * which the team library shares; team/push-work.ts sends it on).
 */
import type { Finding, ReviewedFinding, ReviewState } from '../../../shared/bridge/reports';
import { DossierError } from '../app-error';
import type { Library } from '../store';
import { computeFindings } from './compute';

/**
 * Rules whose title counts days (how stale, how long until an unlock ends) while the finding stays
 * the same: their review is kept by rule, or it would lapse every morning.
 */
const KEYED_BY_RULE = new Set(['stale-data', 'unlock-expiring', 'unlock-expired']);

/**
 * A review holds for the finding as worded: when the words change (another year swings, a new
 * charge, another amount) it is a different finding, open again, and the old review stays in the
 * library. Rule plus title, since one rule can find several things in one company.
 */
export function findingKey(f: Pick<Finding, 'rule' | 'title'>): string {
  return KEYED_BY_RULE.has(f.rule) ? f.rule : `${f.rule}: ${f.title}`;
}

/** The company's findings, most severe first, each with its key and review (null: never reviewed). */
export function reviewedFindings(library: Library, companyId: string, now: string): ReviewedFinding[] {
  const reviews = new Map(library.teamRecords.reviews(companyId).map((r) => [r.findingKey, r]));
  return computeFindings(library, companyId, now).map((f) => {
    const key = findingKey(f);
    const r = reviews.get(key);
    return { ...f, key, review: r ? { state: r.state, comment: r.comment, reviewedAt: r.reviewedAt, reviewedBy: r.reviewedBy } : null };
  });
}

/**
 * The analyst accepts, dismisses or reopens one of the company's current findings. A key that names
 * no current finding is refused and nothing is stored (a review of nothing would be shared as one).
 */
export function reviewFinding(library: Library, companyId: string, findingKeyText: string, state: ReviewState, comment: string | null, now: string): ReviewedFinding {
  const finding = reviewedFindings(library, companyId, now).find((f) => f.key === findingKeyText);
  if (!finding) {
    throw new DossierError('UNKNOWN_FINDING', `Company ${companyId} has no finding "${findingKeyText}" now.`, {
      hint: 'Refresh the findings: the library may have changed since they were listed.',
      details: { companyId, findingKey: findingKeyText },
    });
  }
  const r = library.teamRecords.setReview(companyId, finding.key, state, comment && comment.length > 0 ? comment : null);
  return { ...finding, review: { state: r.state, comment: r.comment, reviewedAt: r.reviewedAt, reviewedBy: r.reviewedBy } };
}
