/**
 * Text views of the account side: status, freshness of one company, and the spend ledger.
 */
import type { ActionView, AppStatus, CompanySummary, SpendView } from '../../shared/bridge/views';
import { formatIndianNumber } from '../../shared/money';
import { freshnessLine, unlockLine } from './format-library';
import { renderFields, renderTable } from './format-table';
import { day, money, NONE, text, when } from './format-values';

const MODE_WORDS: Record<AppStatus['mode'], string> = {
  unconfigured: 'no API key (dossier key set)',
  sandbox: 'sandbox (test key: sandbox companies only, never charged)',
  live: 'live (billed from the wallet)',
};

/** The registry's state as the last calls found it: a registry that answers but refuses the key is not simply "online". */
function registryWords(status: AppStatus): string {
  if (!status.baseUrl) return 'not set (pass --base-url)';
  if (!status.online) return `${status.baseUrl} (offline)`;
  return `${status.baseUrl} (${status.keyRefused ? 'reachable, but it refuses this key' : 'online'})`;
}

function keyWords(status: AppStatus): string {
  if (!status.keyMasked) return 'none';
  const key = `${status.keyMasked} (${text(status.keyKind)})`;
  const refused = status.keyRefused;
  return refused ? `${key}, not accepted (${refused.code})` : key;
}

export function renderStatus(status: AppStatus, companies: number, actions: ActionView[]): string {
  const out = [
    renderFields([
      ['Mode', MODE_WORDS[status.mode]],
      ['Registry', registryWords(status)],
      ['Key', keyWords(status)],
      ['Wallet', status.walletPaisa === null ? 'not read yet' : `${money(status.walletPaisa)} (read ${when(status.walletReadAt)})`],
      ['Library', `${status.dataDir} (${formatIndianNumber(companies)} ${companies === 1 ? 'company' : 'companies'})`],
      ['Session cap', status.sessionCapPaisa === null ? 'none' : money(status.sessionCapPaisa)],
      ['Asks above', money(status.confirmThresholdPaisa)],
    ]),
  ];
  if (status.keyRefused) out.push(`Note: ${status.keyRefused.message}`);
  const notices = (status as AppStatus & { notices?: unknown }).notices;
  if (Array.isArray(notices)) for (const n of notices) if (typeof n === 'string') out.push(`Note: ${n}`);
  if (actions.length > 0) out.push(`\nActions\n${renderActions(actions)}`);
  return out.join('\n');
}

export function renderActions(actions: ActionView[]): string {
  return renderTable(
    [
      { header: 'Action', value: (a: ActionView) => a.title, maxWidth: 50 },
      { header: 'State', value: (a) => a.state },
      { header: 'Progress', value: (a) => `${formatIndianNumber(a.done)}/${formatIndianNumber(a.total)}`, align: 'right' },
      { header: 'Spent', value: (a) => money(a.spentPaisa), align: 'right' },
      { header: 'Started', value: (a) => when(a.createdAt) },
      { header: 'Problem', value: (a) => (a.error ? `${a.error.code}: ${a.error.message}` : NONE), maxWidth: 60 },
    ],
    actions,
  );
}

export function renderFreshness(summary: CompanySummary): string {
  const f = summary.freshness;
  return renderFields([
    ['Company', `${summary.name} (${summary.id})`],
    ['Freshness', freshnessLine(summary)],
    ['Record read', when(f.masterReadAt)],
    ['Filing list read', when(f.listRefreshedAt)],
    ['Registry updated', when(f.registryUpdatedAt)],
    ['Fresh until', when(f.freshUntil)],
    ['Unlock', unlockLine(summary)],
    ['PDFs', `${formatIndianNumber(summary.downloadedPdfs)} of ${formatIndianNumber(summary.totalFilings)} in the library`],
  ]);
}

export function renderSpend(spend: SpendView): string {
  const out = [
    renderFields([
      ['Wallet', spend.walletPaisa === null ? 'not read yet' : money(spend.walletPaisa)],
      ['Spent in total', money(spend.totalPaisa)],
      ['This session', `${money(spend.sessionSpendPaisa)}${spend.sessionCapPaisa === null ? '' : ` of a ${money(spend.sessionCapPaisa)} cap`}`],
    ]),
  ];
  if (spend.byEndpoint.length > 0) {
    out.push('\nBy endpoint');
    out.push(
      renderTable(
        [
          { header: 'Endpoint', value: (r: SpendView['byEndpoint'][number]) => r.endpointKey },
          { header: 'Calls', value: (r) => formatIndianNumber(r.calls), align: 'right' },
          { header: 'Spent', value: (r) => money(r.spendPaisa), align: 'right' },
        ],
        spend.byEndpoint,
      ),
    );
  }
  if (spend.byCompany.length > 0) {
    out.push('\nBy company');
    out.push(
      renderTable(
        [
          { header: 'Company', value: (r: SpendView['byCompany'][number]) => text(r.name), maxWidth: 50 },
          { header: 'Id', value: (r) => r.companyId },
          { header: 'Spent', value: (r) => money(r.spendPaisa), align: 'right' },
        ],
        spend.byCompany,
      ),
    );
  }
  if (spend.recent.length > 0) {
    out.push('\nRecent charges');
    out.push(
      renderTable(
        [
          { header: 'When', value: (r: SpendView['recent'][number]) => when(r.at) },
          { header: 'Endpoint', value: (r) => r.endpointKey },
          { header: 'Subject', value: (r) => text(r.subject) },
          { header: 'Price', value: (r) => money(r.pricePaisa), align: 'right' },
          { header: 'Wallet after', value: (r) => money(r.walletAfterPaisa), align: 'right' },
          { header: 'Request id', value: (r) => r.requestId },
        ],
        spend.recent.slice(0, 15),
      ),
    );
  }
  if (spend.apiUsage) out.push(`\nThe registry's own 30-day usage was read ${when(spend.apiUsage.readAt)}.`);
  for (const d of spend.differences) out.push(`Difference: ${d}`);
  if (spend.byDay.length > 0) out.push(`\nFirst charge ${day(spend.byDay[0]!.day)}, last ${day(spend.byDay[spend.byDay.length - 1]!.day)}.`);
  return out.join('\n');
}
