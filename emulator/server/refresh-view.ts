/** Refresh jobs and the freshness record as the API shows them, derived from the company facts. */
import { DAY } from '../clock';
import { type CompanyFacts, INITIAL_LIST_REFRESH, listReadAt, type RefreshJobView } from '../state/company-view';
import { STAGE_ORDER } from '../state/timeline';
import type { EmulatorContext } from './context';
import { iso, isoOrNull } from './reply';

export const FRESH_WINDOW_MS = DAY;

/** When a successful job stops making the company fresh (null unless it completed). */
export function freshUntilOf(view: RefreshJobView): number | null {
  return view.job.kind === 'full' && view.progress.status === 'completed' ? view.progress.finishesAt + FRESH_WINDOW_MS : null;
}

export function refreshJobData(facts: CompanyFacts, view: RefreshJobView) {
  const freshUntil = isoOrNull(freshUntilOf(view));
  return {
    cin: facts.cin,
    jobId: view.job.id,
    status: view.progress.status,
    requestedAt: iso(view.job.requestedAt),
    lastCompletedAt: isoOrNull(facts.lastCompletedAt),
    freshUntil,
    cooldownUntil: freshUntil,
    stages: Object.fromEntries(STAGE_ORDER.map((name) => [name, { status: view.progress.stages[name] }])),
  };
}

/** Filings that became visible when this job re-read the list. */
function newFilingsOf(ctx: EmulatorContext, facts: CompanyFacts, view: RefreshJobView): number {
  const readAt = listReadAt(view, facts.now);
  if (readAt === null) return 0;
  let before = INITIAL_LIST_REFRESH;
  for (const other of facts.refreshJobs) {
    const at = other === view ? null : listReadAt(other, facts.now);
    if (at !== null && at < readAt) before = Math.max(before, at);
  }
  return ctx.registry.filingsUntil(facts.cin, facts.now).filter((f) => {
    const created = Date.parse(f.row.createdAt);
    return created > before && created <= readAt;
  }).length;
}

export function refreshDocumentsBlock(ctx: EmulatorContext, facts: CompanyFacts, view: RefreshJobView) {
  const completed = view.progress.status === 'completed';
  const missing = completed ? facts.missing : null;
  return {
    newFilings: newFilingsOf(ctx, facts, view),
    missing,
    nextStep:
      missing !== null && missing > 0
        ? `POST /v1/companies/${facts.cin}/documents/fetch downloads the ${missing} missing PDFs (needs an active unlock)`
        : null,
  };
}

/** A test key on a sandbox company: a settled, successful refresh; nothing is written. */
export function sandboxRefreshData(facts: CompanyFacts) {
  const done = iso(facts.now);
  const freshUntil = iso(facts.now + FRESH_WINDOW_MS);
  return {
    cin: facts.cin,
    jobId: `sandbox_refresh_${facts.cin}`,
    status: 'completed' as const,
    requestedAt: done,
    lastCompletedAt: done,
    freshUntil,
    cooldownUntil: freshUntil,
    stages: Object.fromEntries(STAGE_ORDER.map((name) => [name, { status: 'completed' }])),
    sandbox: true,
  };
}
