// View-model fixtures for renderer tests.
import type { ActionView, AppStatus, CompanySummary, FinancialRow, FinancialsView, Quote } from '../../../shared/bridge/views';

export function appStatus(patch: Partial<AppStatus> = {}): AppStatus {
  return {
    mode: 'live',
    baseUrl: 'http://127.0.0.1:9999',
    keyMasked: 'svc_live_…a1b2',
    keyKind: 'live',
    embedded: false,
    online: true,
    walletPaisa: 500_000,
    walletReadAt: '2026-11-20T10:00:00.000Z',
    dataDir: '/home/analyst/Dossier',
    libraryCompanies: 3,
    sessionSpendPaisa: 0,
    sessionCapPaisa: null,
    confirmThresholdPaisa: 10_000,
    version: '0.1.0',
    ...patch,
  };
}

export function quote(patch: Partial<Quote> = {}): Quote {
  return {
    quoteId: 'q_1',
    action: 'refresh',
    subject: 'U12345MH2001PTC123456',
    title: 'Refresh Acme Widgets Private Limited',
    lines: [{ label: 'Refresh record and filing list', endpointKey: 'refresh', count: 1, unitPricePaisa: 2_500, totalPaisa: 2_500, mostCount: 1, mostPaisa: 2_500 }],
    totalPaisa: 2_500,
    mostPaisa: 2_500,
    walletBeforePaisa: 1_234_567_89,
    walletAfterPaisa: 1_234_542_89,
    walletAfterMostPaisa: 1_234_542_89,
    sandbox: false,
    requiresConfirmation: false,
    blockedReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...patch,
  };
}

export function action(patch: Partial<ActionView> = {}): ActionView {
  return {
    id: 'act_1',
    kind: 'refresh',
    subject: 'U12345MH2001PTC123456',
    title: 'Refresh Acme Widgets',
    state: 'running',
    done: 1,
    total: 4,
    step: 'Reading the filing list',
    spentPaisa: 2_500,
    sandbox: false,
    error: null,
    createdAt: '2026-11-20T10:00:01.000Z',
    finishedAt: null,
    ...patch,
  };
}

export function company(patch: Partial<CompanySummary> = {}): CompanySummary {
  return {
    id: 'U12345MH2001PTC123456',
    idType: 'cin',
    name: 'Acme Widgets Private Limited',
    knownAs: null,
    status: 'Active',
    city: 'Mumbai',
    state: 'Maharashtra',
    sandbox: false,
    freshness: { badge: 'fresh', reasons: ['Record last read today'], ageDays: 0, masterReadAt: null, listRefreshedAt: null, registryUpdatedAt: null, freshUntil: null },
    unlock: { state: 'active', unlockedAt: null, expiresAt: '2027-06-01T00:00:00.000Z', daysLeft: 190, sandbox: false },
    totalFilings: 10,
    downloadedPdfs: 8,
    missingPdfs: 2,
    spendPaisa: 12_500,
    mirroredAt: '2026-11-01T09:00:00.000Z',
    ...patch,
  };
}

/** A financials row from year → [element, value as filed] (null: not filed that year). */
export function row(
  statement: FinancialRow['statement'],
  concept: string,
  label: string,
  cells: Record<string, [string, string | null] | null>,
): FinancialRow {
  const years = Object.keys(cells);
  const filed = years.filter((y) => cells[y] !== null);
  return {
    statement,
    concept,
    qname: cells[filed[filed.length - 1] ?? '']?.[0] ?? '',
    qnames: Object.fromEntries(years.map((y) => [y, cells[y]?.[0] ?? null])),
    label,
    unit: 'INR',
    values: Object.fromEntries(years.map((y) => [y, cells[y]?.[1] ?? null])),
  };
}

export function financials(patch: Partial<FinancialsView> = {}): FinancialsView {
  return {
    companyId: 'U12345MH2001PTC123456',
    scope: 'standalone',
    availableScopes: ['standalone', 'consolidated'],
    years: [2022, 2023],
    rows: [
      row('profit_and_loss', 'revenue', 'Revenue from operations', { '2022': ['in-gaap:Revenue', '123456789'], '2023': ['in-gaap:Revenue', '150000000'] }),
      row('profit_and_loss', 'profit', 'Profit (loss) for the period', { '2022': ['in-gaap:ProfitLoss', '-2500000'], '2023': null }),
      row('balance_sheet', 'assets', 'Total assets', { '2022': ['in-gaap:Assets', '98765432.50'], '2023': ['in-gaap:Assets', '90000000'] }),
    ],
    sources: { '2023': { filingId: 'flg_abcd1234', dateOfFiling: '2024-10-30', readAt: null, requestId: null } },
    standards: { '2022': 'Indian GAAP', '2023': 'Indian GAAP' },
    standardChangedIn: null,
    ...patch,
  };
}
