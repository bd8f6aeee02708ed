// Every screen but the library is a chunk of its own (issue 28 item 20): one lazy entry per screen
// below, opened by the router in app.tsx. The library screen is in the initial script because it
// paints first; the review screen (PDF viewer, pdf.js) has its own loader in review-route.tsx.
// A new screen adds one line here and one case in app.tsx's Screen; test/build/initial-chunk.test.ts
// then checks that its code stays out of the initial script.
import type { CompanyTab, PortfoliosRouteValue, Route } from '../router/routes';
import { whenIdle } from '../scheduling/when-idle';
import { lazyScreen } from './lazy-screen';

export const screens = {
  welcome: lazyScreen('Welcome', () => import('../screens/onboarding/first-run').then((m) => m.FirstRun)),
  registry: lazyScreen('Registry', () => import('../screens/registry/registry-screen').then((m) => m.RegistryScreen)),
  company: lazyScreen<{ id: string; tab: CompanyTab }>('Company', () => import('../screens/company/company-screen').then((m) => m.CompanyScreen)),
  director: lazyScreen<{ din: string }>('Director', () => import('../screens/director/director-screen').then((m) => m.DirectorScreen)),
  spend: lazyScreen('Spend', () => import('../screens/spend/spend-screen').then((m) => m.SpendScreen)),
  activity: lazyScreen('Activity', () => import('../screens/activity/activity-screen').then((m) => m.ActivityScreen)),
  changes: lazyScreen('Changes', () => import('../screens/changes/changes-screen').then((m) => m.ChangesScreen)),
  settings: lazyScreen('Settings', () => import('../screens/settings/settings-screen').then((m) => m.SettingsScreen)),
  portfolios: lazyScreen<{ route: PortfoliosRouteValue }>('Portfolios', () => import('../screens/portfolios/portfolios-screen').then((m) => m.default)),
} as const;

/** The export dialog (report, workbook, CSV, pack), fetched when first opened. */
export const exportDialog = lazyScreen('Export', () => import('../ui/export-dialog').then((m) => m.ExportDialog), { quiet: true });

export type LazyScreenName = keyof typeof screens;

const isLazy = (screen: string): screen is LazyScreenName => Object.hasOwn(screens, screen);

/** Starts fetching the chunk of the screen a link or command leads to (on hover or focus). */
export function preloadScreen(screen: Route['screen']): void {
  if (isLazy(screen)) screens[screen].preload();
}

/** The screens most likely opened next, fetched one after another once the first screen has painted and the browser is idle. */
const IDLE_ORDER: readonly LazyScreenName[] = ['company', 'registry', 'activity', 'spend', 'changes', 'settings', 'director'];

/** Preloads every lazy screen when the browser is idle, one per idle slot; returns the cancel. */
export function preloadScreensWhenIdle(): () => void {
  let cancel = () => {};
  const next = (index: number) => {
    const name = IDLE_ORDER[index];
    if (!name) return;
    cancel = whenIdle(() => {
      screens[name].preload();
      if (name === 'company') exportDialog.preload();
      next(index + 1);
    }, 2000);
  };
  next(0);
  return () => cancel();
}
