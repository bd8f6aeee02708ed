// The shell: header, the screen for the current route, the quote and export dialogs and the
// command palette.
import { useEffect, useMemo, useState } from 'react';
import type { Route } from '../router/routes';
import { navigate, useRoute } from '../router/use-route';
import { ActivityScreen } from '../screens/activity/activity-screen';
import { ChangesScreen } from '../screens/changes/changes-screen';
import { CompanyScreen } from '../screens/company/company-screen';
import { DirectorScreen } from '../screens/director/director-screen';
import { LibraryScreen } from '../screens/library/library-screen';
import { FirstRun } from '../screens/onboarding/first-run';
import { RegistryScreen } from '../screens/registry/registry-screen';
import { SettingsScreen } from '../screens/settings/settings-screen';
import { SpendScreen } from '../screens/spend/spend-screen';
import { useDomain, useStores } from '../state/context';
import { CommandPalette } from '../ui/command-palette';
import { ErrorNotice } from '../ui/error-notice';
import { ExportDialog } from '../ui/export-dialog';
import { QuoteDialog } from '../ui/quote-dialog';
import { toggleTheme } from '../ui/theme';
import { buildCommands } from './commands';
import { OfflineBanner } from './connection-indicator';
import { Header } from './header';
import { SCREEN_SEARCH_ID, SEARCH_INPUT_ID } from './local-search';
import { Notices } from './notices';
import { PortfoliosRoute } from './portfolios-route';
import { preloadReviewWhenIdle, ReviewRoute } from './review-route';
import { useGlobalKeys } from './use-global-keys';

function Screen({ route }: { route: Route }) {
  switch (route.screen) {
    case 'library':
      return <LibraryScreen />;
    case 'welcome':
      return <FirstRun />;
    case 'registry':
      return <RegistryScreen />;
    case 'company':
      return <CompanyScreen id={route.id} tab={route.tab} />;
    case 'review':
      return <ReviewRoute route={route} />;
    case 'director':
      return <DirectorScreen din={route.din} />;
    case 'spend':
      return <SpendScreen />;
    case 'activity':
      return <ActivityScreen />;
    case 'changes':
      return <ChangesScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'portfolios':
    case 'book':
      return <PortfoliosRoute route={route} />;
  }
}

export function App() {
  const stores = useStores();
  const route = useRoute();
  const [palette, setPalette] = useState(false);
  const mode = useDomain('app', (s) => s.status?.mode ?? null);
  const libraryCompanies = useDomain('app', (s) => s.status?.libraryCompanies ?? 0);
  const statusError = useDomain('app', (s) => s.error);
  const keys = useMemo(
    () => ({
      palette: () => setPalette(true),
      search: () => (document.getElementById(SCREEN_SEARCH_ID) ?? document.getElementById(SEARCH_INPUT_ID))?.focus(),
    }),
    [],
  );
  useGlobalKeys(keys);
  useEffect(() => preloadReviewWhenIdle(), []);

  // Welcome only for an empty library without a key. A library mirrored from the CLI, copied from a
  // colleague or kept after the key was removed opens on every offline screen: reading needs no key,
  // and the online actions say so where they are (the paid buttons' key prompt).
  const firstRun = mode === 'unconfigured' && libraryCompanies === 0 && route.screen !== 'settings';
  return (
    <div className="app">
      <Header route={route} onPalette={() => setPalette(true)} onTheme={() => toggleTheme()} />
      <OfflineBanner />
      {statusError && <ErrorNotice error={statusError} testId="status-error" />}
      <main className="main" id="main">
        {firstRun ? <FirstRun /> : <Screen route={route} />}
      </main>
      <Notices />
      <QuoteDialog />
      <ExportDialog />
      {palette && (
        <CommandPalette
          commands={buildCommands({ stores, route, navigate, toggleTheme: () => toggleTheme(), focusSearch: keys.search })}
          onClose={() => setPalette(false)}
        />
      )}
    </div>
  );
}
