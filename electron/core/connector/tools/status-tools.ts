/**
 * How old and how paid-for the library's data is, offline: the unlock and its documents, the local
 * freshness badge with the registry's last freshness record, and the account as the library knows
 * it (the spend ledger, the last wallet and usage reading, the assistant budget).
 */
import { formatDateTime } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/money';
import { readUsageReport } from '../../account/usage-report';
import { companyDetailView, spendView } from '../../views';
import { checkCompanyId } from '../inputs';
import { type Source, successResult } from '../results';
import { defineTool, READ_ONLY, READ_ONLY_ONLINE, type ToolDefinition, yearOf } from '../tool-kit';
import { companyIdInput } from './paid-tools';

export const getUnlockStatus = defineTool({
  name: 'get_unlock_status',
  title: 'Unlock and documents in the library',
  description:
    "Whether the library's unlock of a company is active and until when, how many of its PDFs the library holds, and the registry's " +
    'unlock record as last read (with its document job). Free and offline.',
  inputSchema: { companyId: companyIdInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_unlock_status';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const { summary } = companyDetailView(ctx.library, id.value, ctx.iso());
    const { unlock } = summary;
    const read = ctx.library.unlocks.get(id.value);
    const state =
      unlock.sandbox
        ? `${id.value} is a sandbox company: a test key reads it as unlocked`
        : unlock.state === 'none'
          ? `${id.value} is not unlocked (unlock_company quotes it)`
          : `${id.value}'s unlock is ${unlock.state}${unlock.expiresAt ? ` until ${formatDateTime(unlock.expiresAt)}` : ''}${unlock.daysLeft === null ? '' : ` (${unlock.daysLeft} day(s) left)`}`;
    return successResult(tool, {
      summary: `${state}; ${summary.downloadedPdfs} of ${summary.totalFilings} PDF(s) in the library, ${summary.missingPdfs} missing.`,
      data: {
        companyId: id.value,
        unlock,
        documents: { total: summary.totalFilings, downloaded: summary.downloadedPdfs, missing: summary.missingPdfs },
        registryUnlockRecord: read ? { readAt: read.readAt, unlockedAt: read.unlockedAt, expiresAt: read.expiresAt, pricePaisa: read.pricePaisa, sandbox: read.sandbox, job: read.job } : null,
      },
      sources: read ? [{ origin: 'library', what: `the unlock record of ${id.value}`, readAt: read.readAt, requestId: null }] : [],
    });
  },
});

export const checkFreshness = defineTool({
  name: 'check_freshness',
  title: 'How old the library copy is',
  description:
    "The library copy's freshness badge (fresh, aging, stale, unknown) with its reasons and age, the unlock, and the registry's " +
    'freshness record as last read (when the registry updated the company, refreshed its filing list, fresh-until). Free and offline.',
  inputSchema: { companyId: companyIdInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'check_freshness';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const { summary, masterProvenance } = companyDetailView(ctx.library, id.value, ctx.iso());
    const { freshness } = summary;
    const snapshot = ctx.library.snapshots.latest(id.value);
    const sources: Source[] = [{ origin: 'library', what: `the master record of ${id.value}`, readAt: masterProvenance.readAt, requestId: masterProvenance.requestId }];
    if (snapshot) sources.push({ origin: 'library', what: `the registry's freshness record of ${id.value}`, readAt: snapshot.readAt, requestId: snapshot.requestId });
    const age = freshness.ageDays === null ? 'of unknown age' : `${freshness.ageDays} day(s) old`;
    const reasons = freshness.reasons.length ? ` (${freshness.reasons.join('; ')})` : '';
    return successResult(tool, {
      summary: `${id.value}: the library copy is ${freshness.badge}, ${age}${reasons}.`,
      data: {
        companyId: summary.id,
        freshness,
        unlock: summary.unlock,
        registryReading: snapshot ? { readAt: snapshot.readAt, requestId: snapshot.requestId, record: snapshot.payload } : null,
      },
      sources,
      notes: freshness.badge === 'fresh' ? [] : ['refresh_company quotes a fresh read of the record and filing list.'],
    });
  },
});

export const getAccount = defineTool({
  name: 'get_account',
  title: 'Spend, wallet and the assistant budget',
  description:
    "What every rupee bought (Dossier's spend ledger by endpoint, company and day, the latest calls), the wallet as last read, the " +
    "registry's 30-day usage when it can be read (free), and the assistant budget the analyst set. The ledger works offline.",
  inputSchema: {},
  annotations: READ_ONLY_ONLINE,
  run: async (_args, ctx) => {
    const wallet = ctx.account.wallet();
    const settings = ctx.account.settings();
    const spend = spendView(ctx.library, undefined, {
      walletPaisa: wallet?.paisa ?? null,
      sessionSpendPaisa: ctx.engine.sessionSpendPaisa(),
      sessionCapPaisa: settings.sessionCapPaisa,
      usage: await readUsageReport(ctx.account, ctx.now),
    });
    const budget = ctx.library.assistant.budget();
    const assistantBudget = {
      budgetPaisa: budget.budgetPaisa,
      setAt: budget.setAt,
      usedPaisa: budget.usedPaisa,
      leftPaisa: Math.max(0, budget.budgetPaisa - budget.usedPaisa),
      confirmThresholdPaisa: settings.confirmThresholdPaisa,
    };
    const walletText = wallet ? `Wallet ${formatRupees(wallet.paisa)} as read ${formatDateTime(wallet.readAt)}` : 'Wallet not read yet';
    const sources: Source[] = [{ origin: 'dossier', what: 'the spend ledger (every billed call with its requestId)', readAt: spend.recent[0]?.at ?? null, requestId: null }];
    if (wallet) sources.push({ origin: 'library', what: 'the wallet balance', readAt: wallet.readAt, requestId: null });
    if (spend.apiUsage) sources.push({ origin: 'registry', what: 'the 30-day usage report', readAt: spend.apiUsage.readAt, requestId: null });
    return successResult('get_account', {
      summary:
        `${walletText}. The ledger records ${formatRupees(spend.totalPaisa)} spent in all, ${formatRupees(spend.byAssistant.spendPaisa)} of it asked for by an assistant. ` +
        `Assistant budget ${formatRupees(assistantBudget.budgetPaisa)}, ${formatRupees(assistantBudget.leftPaisa)} left.`,
      data: { wallet: wallet ? { paisa: wallet.paisa, readAt: wallet.readAt } : null, keyKind: ctx.account.key()?.kind ?? null, spend, assistantBudget },
      sources,
    });
  },
});

export const STATUS_TOOLS: ToolDefinition[] = [getUnlockStatus, checkFreshness, getAccount];
