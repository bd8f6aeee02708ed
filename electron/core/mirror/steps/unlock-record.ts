/** The unlock row as an unlock or status read reported it (its document job, with the archive addresses). */
import type { CompanyUnlock } from '../../../../shared/api/unlock';
import type { StepContext } from './context';

export function putUnlock(ctx: StepContext, data: CompanyUnlock): void {
  ctx.engine.library.unlocks.put({
    companyId: ctx.companyId,
    unlockedAt: data.unlockedAt ?? null,
    expiresAt: data.expiresAt ?? null,
    pricePaisa: data.unlockPrice,
    sandbox: data.sandbox === true ? true : undefined,
    job: data.job ?? undefined,
    readAt: ctx.engine.iso(),
  });
}
