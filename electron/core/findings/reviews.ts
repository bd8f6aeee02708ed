/**
 * Findings with their review state: the key each finding's review is kept under and the review read
 * back beside each finding (the library's finding_reviews, which the team library shares;
 * team/push-work.ts sends the analyst's on). The analyst's review is written by findings.review
 * (facade/reports-handlers.ts).
 */
import type { Finding, FindingReviewView, ReviewedFinding } from '../../../shared/bridge/reports';
import { groupIndian } from '../../../shared/money';
import type { FindingReview, Library } from '../store';
import { computeFindings, type KnownReads } from './compute';

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

/**
 * The key a swing's review was kept under before percentages were shown to one decimal at every
 * size (issue 28): whole percents from 100% and no trailing ".0" ("(−188%)" for today's "(−187.5%)",
 * "(−55%)" for "(−55.0%)"). Both come from the same tenths, so the old words are exact, and a review
 * of the same swing still holds; a swing whose figures changed has other tenths and opens again.
 */
export function legacySwingKey(key: string): string | null {
  const m = /^(year-on-year-swing: .*\()([+−]?)([\d,]+)\.(\d)%\)$/.exec(key);
  if (!m) return null;
  const [, head, sign, whole, tenth] = m as unknown as [string, string, string, string, string];
  const tenths = BigInt(whole.replace(/,/g, '')) * 10n + BigInt(tenth);
  const words = tenths >= 1000n ? groupIndian(((tenths + 5n) / 10n).toString()) : tenth === '0' ? whole : `${whole}.${tenth}`;
  return `${head}${tenths === 0n ? '' : sign}${words}%)`;
}

/** A stored review as the bridge shows it (the company and key are the finding's). */
export const reviewView = (r: FindingReview): FindingReviewView => ({ state: r.state, comment: r.comment, reviewedAt: r.reviewedAt, reviewedBy: r.reviewedBy });

/** The company's findings, most severe first, each with its key and review (null: never reviewed). */
export function reviewedFindings(library: Library, companyId: string, now: string, known: KnownReads = {}): ReviewedFinding[] {
  const reviews = new Map(library.teamRecords.reviews(companyId).map((r) => [r.findingKey, r]));
  return computeFindings(library, companyId, now, known).map((f) => {
    const key = findingKey(f);
    const legacy = legacySwingKey(key);
    const r = reviews.get(key) ?? (legacy ? reviews.get(legacy) : undefined);
    return { ...f, key, review: r ? reviewView(r) : null };
  });
}
