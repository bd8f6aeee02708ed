/**
 * Register steps: the master record, one filing page, a director profile, and the free freshness
 * read that ends an action (the local snapshot and the badge).
 */
import { computeFreshness } from '../../../../shared/freshness';
import { masterDins, masterInputs } from '../map-master';
import { directorProfileInput, filingInputs } from '../map-records';
import { FILINGS_PAGE_LIMIT } from '../plan';
import { profileIsFresh } from '../quotes-network';
import { openItems, type StepContext, type StepHandler } from './context';

export const masterStep: StepHandler = async (ctx) => {
  ctx.progress('Reading the master record');
  const res = await ctx.client.getCompany(ctx.companyId, ctx.call);
  const { library } = ctx.engine;
  const inputs = masterInputs(res.data, ctx.companyId, { readAt: ctx.engine.iso(), requestId: res.requestId });
  return ctx.commit({
    billing: res.billing,
    write: () => {
      library.companies.upsertMaster({ ...inputs.company, sandbox: ctx.plan.sandbox ? true : undefined });
      // A dropped list is not an empty one: only a list that came is written (the store keeps
      // stored role fields this read dropped).
      if (inputs.directors) library.directors.setMasterDirectors(ctx.companyId, inputs.directors);
      if (inputs.charges) library.charges.upsertMany(ctx.companyId, inputs.charges);
      if (ctx.plan.kind === 'mirror' && ctx.plan.includeDirectors) {
        for (const din of masterDins(res.data)) ctx.enqueue('director', din);
      }
    },
  });
};

/** What follows the complete filing list: the mirror buys the documents next. */
function afterFilingList(ctx: StepContext): void {
  if (ctx.plan.kind === 'mirror') ctx.enqueue('unlock', '');
}

export const filingsStep: StepHandler = async (ctx) => {
  const page = Number(ctx.item.key.replace('page:', ''));
  ctx.progress(`Reading filings, page ${page}`);
  const res = await ctx.client.listFilings(ctx.companyId, page, FILINGS_PAGE_LIMIT, {}, ctx.call);
  const { library } = ctx.engine;
  return ctx.commit({
    billing: res.billing,
    write: () => {
      library.filings.upsertMany(ctx.companyId, filingInputs(res.data), { listedAt: ctx.engine.iso(), requestId: res.requestId });
      // The registry lists newest first. A refresh whose first page leaves the library holding as
      // many filings as the registry lists has every new row already: the later pages would only
      // repeat what is held, so they are not bought again.
      const complete = ctx.plan.kind === 'refresh' && library.filings.countByCompany(ctx.companyId) >= res.meta.total;
      if (page === 1 && !complete) {
        for (let p = 2; p <= res.meta.totalPages; p++) ctx.enqueue('filings', `page:${p}`);
      }
      const others = openItems(ctx, 'filings').filter((i) => i.id !== ctx.item.id);
      if (others.length === 0) afterFilingList(ctx);
    },
  });
};

export const directorStep: StepHandler = async (ctx) => {
  const din = ctx.item.key;
  // Expand never buys a profile twice within its freshness, even one another action bought after the quote.
  if (ctx.plan.kind === 'networkExpand' && profileIsFresh(ctx.engine.library, din, ctx.engine.now())) return ctx.commit({ changed: false });
  ctx.progress(`Reading the profile of director ${din}`);
  const res = await ctx.client.getDirector(din, ctx.call);
  const input = directorProfileInput(res.data, { readAt: ctx.engine.iso(), requestId: res.requestId });
  return ctx.commit({
    billing: res.billing,
    write: () => ctx.engine.library.directors.upsertProfile({ ...input, sandbox: ctx.plan.sandbox ? true : undefined }),
  });
};

/** The free freshness read: stored as the local snapshot; the badge is recomputed from it. */
export const freshnessStep: StepHandler = async (ctx) => {
  ctx.progress('Checking freshness');
  const res = await ctx.client.getFreshness(ctx.companyId, ctx.call);
  const { library } = ctx.engine;
  const readAt = ctx.engine.iso();
  const outcome = ctx.commit({
    write: () => library.snapshots.record(ctx.companyId, res.data, { readAt, requestId: res.requestId }),
  });
  const company = library.companies.get(ctx.companyId);
  const unlock = library.unlocks.get(ctx.companyId);
  const freshness = computeFreshness({
    now: readAt,
    localReadAt: company?.masterReadAt ?? null,
    registryUpdatedAt: res.data.updatedAt ?? null,
    listRefreshedAt: res.data.filings?.listRefreshedAt ?? null,
    missingPdfs: library.filings.missingDocuments(ctx.companyId).length,
    unlockExpiresAt: unlock?.sandbox ? null : (unlock?.expiresAt ?? null),
    freshUntil: res.data.refresh?.freshUntil ?? null,
  });
  ctx.engine.emit('freshness', { companyId: ctx.companyId, badge: freshness.badge });
  return outcome;
};
