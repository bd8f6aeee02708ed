/**
 * Refresh steps: the paid start (joining a running or finished refresh is charged the same, as
 * quoted), the free status poll, and the paid re-read of the record and filing list once the
 * registry has new data. REFRESH_IN_PROGRESS (a filing-list refresh running) is uncharged: the
 * step waits the Retry-After and asks again.
 */
import type { RefreshStatus } from '../../../../shared/api/refresh';
import { MirrorError } from '../errors';
import type { StepContext, StepHandler } from './context';

function putJob(ctx: StepContext, job: RefreshStatus): void {
  ctx.engine.library.refreshJobs.put({
    companyId: ctx.companyId,
    jobId: job.jobId,
    status: job.status,
    requestedAt: job.requestedAt ?? null,
    lastCompletedAt: job.lastCompletedAt ?? null,
    freshUntil: job.freshUntil ?? null,
    payload: job,
    readAt: ctx.engine.iso(),
  });
}

function reRead(ctx: StepContext): void {
  ctx.enqueue('master', '');
  ctx.enqueue('filings', 'page:1');
}

function failed(job: RefreshStatus): MirrorError {
  const stages = Object.entries((job.stages ?? {}) as Record<string, { status?: string } | undefined>)
    .filter(([, s]) => s?.status === 'failed')
    .map(([name]) => name);
  return new MirrorError('REFRESH_FAILED', `The registry's refresh failed${stages.length ? ` at ${stages.join(', ')}` : ''}; nothing new was read`);
}

export const refreshStep: StepHandler = async (ctx) => {
  ctx.progress('Asking the registry to refresh');
  const outcome = await ctx.client.refreshCompany(ctx.companyId, { ...ctx.call, joinRunning: true });
  switch (outcome.outcome) {
    case 'performed': {
      const job = outcome.response.data;
      if (job.status === 'failed') throw failed(job);
      return ctx.commit({
        billing: outcome.response.billing,
        write: () => {
          putJob(ctx, job);
          if (job.status !== 'completed') ctx.enqueue('poll-refresh', '');
          // Already fresh: the registry's copy is the one read at its last completion.
          else if (!job.alreadyFresh || ctx.plan.reRead) reRead(ctx);
        },
        changed: false,
      });
    }
    case 'confirmed-after-timeout':
      return ctx.commit({
        confirmed: {
          endpointKey: 'companies.update',
          subject: ctx.companyId,
          pricePaisa: ctx.plan.prices['companies.update'] ?? 0,
          statusRequestId: outcome.status.requestId,
        },
        write: () => ctx.enqueue('poll-refresh', ''),
        changed: false,
      });
    case 'refresh-in-progress': {
      const wait = (outcome.retryAfterSeconds ?? ctx.engine.tuning.pollIntervalMs / 1000) * 1000;
      ctx.progress(`A filing-list refresh is running; asking again in ${Math.ceil(wait / 1000)} s`);
      return ctx.later(wait, 'REFRESH_IN_PROGRESS', 'REFRESH_IN_PROGRESS');
    }
    default:
      return ctx.later(ctx.engine.tuning.pollIntervalMs, `refresh: ${outcome.outcome}`);
  }
};

export const pollRefreshStep: StepHandler = async (ctx) => {
  const res = await ctx.client.getRefreshStatus(ctx.companyId, ctx.call);
  const job = res.data;
  if (job.status === 'failed') {
    ctx.engine.library.tx(() => putJob(ctx, job));
    throw failed(job);
  }
  if (job.status === 'completed') {
    ctx.progress('Refresh complete: re-reading the record and filings');
    return ctx.commit({
      write: () => {
        putJob(ctx, job);
        reRead(ctx);
      },
      changed: false,
    });
  }
  ctx.progress(`The registry is refreshing (${job.status})`);
  ctx.engine.library.tx(() => putJob(ctx, job));
  return ctx.later(ctx.engine.tuning.pollIntervalMs, 'refresh still running', 'REFRESH_RUNNING');
};
