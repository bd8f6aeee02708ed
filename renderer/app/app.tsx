// The shell: header, the screen for the current route, the quote and export dialogs and the
// command palette.
import { useEffect, useMemo, useState } from 'react';
import type { Route } from '../router/routes';
import { navigate } from '../router/routes';
import { useRoute } from '../router/use-route';
import { LibraryScreen } from '../screens/library/library-screen';
import { useDomain, useStores } from '../state/context';
import { CommandPalette } from '../ui/command-palette';
import { ErrorNotice } from '../ui/error-notice';
import { QuoteDialog } from '../ui/quote-dialog';
import { toggleTheme } from '../ui/theme';
import { buildCommands } from './commands';
import { OfflineBanner } from './connection-indicator';
import { Header } from './header';
import { SCREEN_SEARCH_ID, SEARCH_INPUT_ID } from './local-search';
import { Notices } from './notices';
import { preloadReviewWhenIdle, ReviewRoute } from './review-route';
import { exportDialog, preloadScreensWhenIdle, screens } from './screens';
import { useGlobalKeys } from './use-global-keys';

function Screen({ route }: { route: Route }) {
  switch (route.screen) {
    case 'library':
      return <LibraryScreen />;
    case 'welcome':
      return <screens.welcome.View />;
    case 'registry':
      return <screens.registry.View />;
    case 'company':
      return <screens.company.View id={route.id} tab={route.tab} />;
    case 'review':
      return <ReviewRoute route={route} />;
    case 'director':
      return <screens.director.View din={route.din} />;
    case 'spend':
      return <screens.spend.View />;
    case 'activity':
      return <screens.activity.View />;
    case 'changes':
      return <screens.changes.View />;
    case 'settings':
      return <screens.settings.View />;
    case 'portfolios':
    case 'book':
      return <screens.portfolios.View route={route} />;
  }
}

/** The export dialog's chunk is fetched when an export is first opened (or preloaded with the company screen). */
function ExportDialogSlot() {
  const open = useDomain('exports', (s) => s.open);
  return open ? <exportDialog.View /> : null;
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
  // The other screens' chunks, pdf.js and its worker are fetched once the library list has been
  // read (boot.ts reads it at start whatever the route), so they never compete with the first paint.
  const firstReadDone = useDomain('library', (s) => s.loaded || s.error !== null);
  useEffect(() => {
    if (!firstReadDone) return;
    const cancelScreens = preloadScreensWhenIdle();
    const cancelReview = preloadReviewWhenIdle();
    return () => {
      cancelScreens();
      cancelReview();
    };
  }, [firstReadDone]);

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
        {firstRun ? <screens.welcome.View /> : <Screen route={route} />}
      </main>
      <Notices />
      <QuoteDialog />
      <ExportDialogSlot />
      {palette && (
        <CommandPalette
          commands={buildCommands({ stores, route, navigate, toggleTheme: () => toggleTheme(), focusSearch: keys.search })}
          onClose={() => setPalette(false)}
        />
      )}
    </div>
  );
}
