// Every screen and action the command palette reaches, built from the current route and stores.
import type { Route } from '../router/routes';
import { COMPANY_TABS, companyHref, hrefOf } from '../router/routes';
import { offlineReason } from '../state/app-store';
import type { Stores } from '../state/stores';
import type { Command } from '../ui/palette-filter';

export interface CommandContext {
  stores: Stores;
  route: Route;
  navigate(href: string): void;
  toggleTheme(): void;
  focusSearch(): void;
}

const SCREENS: Array<{ screen: 'library' | 'portfolios' | 'registry' | 'spend' | 'activity' | 'settings' | 'welcome'; label: string; keywords: string }> = [
  { screen: 'library', label: 'Library', keywords: 'home companies mirrored' },
  { screen: 'portfolios', label: 'Portfolios', keywords: 'book lender borrowers exposure import csv xlsx groups' },
  { screen: 'registry', label: 'Registry search', keywords: 'resolve find new company sandbox' },
  { screen: 'spend', label: 'Spend', keywords: 'wallet ledger budget money' },
  { screen: 'activity', label: 'Activity', keywords: 'actions progress jobs' },
  { screen: 'settings', label: 'Settings', keywords: 'key api base url budget threshold' },
  { screen: 'welcome', label: 'First run', keywords: 'welcome onboarding sandbox key' },
];

const TAB_LABELS: Record<(typeof COMPANY_TABS)[number], string> = {
  overview: 'Overview',
  directors: 'Directors',
  charges: 'Charges',
  connections: 'Connections',
  filings: 'Filings',
  financials: 'Financials',
  notes: 'Notes',
  spend: 'Spend',
};

/** The company's name as the open company or the library list knows it; null when neither does yet. */
function knownName(stores: Stores, id: string): string | null {
  const open = stores.company.getState();
  if (open.id === id && open.detail) return open.detail.summary.name;
  return stores.library.getState().companies.find((c) => c.id === id)?.name ?? null;
}

export function buildCommands(ctx: CommandContext): Command[] {
  const { stores, route, navigate } = ctx;
  const commands: Command[] = SCREENS.map((s) => ({
    id: `go-${s.screen}`,
    label: s.label,
    group: 'Go to',
    keywords: s.keywords,
    run: () => navigate(hrefOf({ screen: s.screen })),
  }));
  commands.push(
    { id: 'focus-search', label: 'Search the library', group: 'Search', keywords: '/ find local', run: ctx.focusSearch },
    { id: 'toggle-theme', label: 'Switch light / dark theme', group: 'View', keywords: 'dark light theme colour', run: ctx.toggleTheme },
    {
      id: 'reload',
      label: 'Reload from the library',
      group: 'View',
      keywords: 'refresh reload free',
      run: () => {
        void stores.app.getState().refresh();
        void stores.library.getState().refresh();
        void stores.actions.getState().refresh();
      },
    },
  );

  const companyId = route.screen === 'company' ? route.id : route.screen === 'review' ? route.companyId : null;
  if (companyId) {
    const offline = offlineReason(stores.app.getState());
    for (const tab of COMPANY_TABS) {
      commands.push({ id: `tab-${tab}`, label: `Company: ${TAB_LABELS[tab]}`, group: companyId, run: () => navigate(companyHref(companyId, tab)) });
    }
    const quote = stores.quote.getState();
    commands.push(
      { id: 'refresh-company', label: 'Refresh company…', group: companyId, keywords: 'paid quote', disabledReason: offline, run: () => void quote.open('refresh.quote', { id: companyId }) },
      { id: 'fetch-missing', label: 'Fetch missing PDFs…', group: companyId, keywords: 'paid quote download', disabledReason: offline, run: () => void quote.open('fetch.quote', { id: companyId }) },
      {
        id: 'export-report',
        label: 'Export report…',
        group: companyId,
        keywords: 'pdf xlsx excel csv pack zip download save free',
        run: () => stores.exports.getState().show(companyId, knownName(stores, companyId)),
      },
      {
        id: 'mirror-directors',
        label: 'Mirror with directors…',
        group: companyId,
        keywords: 'paid quote mirror profile',
        disabledReason: offline,
        run: () => void quote.open('mirror.quote', { id: companyId, includeDirectors: true }),
      },
    );
  }

  for (const company of stores.library.getState().companies) {
    commands.push({
      id: `open-${company.id}`,
      label: `Open ${company.name}`,
      group: 'Company',
      keywords: `${company.id} ${company.knownAs ?? ''} ${company.city ?? ''}`,
      run: () => navigate(companyHref(company.id)),
    });
  }
  return commands;
}
