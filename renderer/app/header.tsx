// The top bar: navigation, library search, wallet, sandbox label, connection, theme, palette.
import { useEffect } from 'react';
import { formatRupees } from '../../shared/money';
import { hrefOf, type Route } from '../router/routes';
import { useDomain, useStores } from '../state/context';
import { SandboxLabel } from '../ui/badges';
import { ConnectionIndicator } from './connection-indicator';
import { LocalSearch } from './local-search';
import { NAV_ITEMS } from './nav-items';
import { preloadScreen } from './screens';
import { TeamIndicator } from './team-indicator';


export function Header({ route, onPalette, onTheme }: { route: Route; onPalette: () => void; onTheme: () => void }) {
  const status = useDomain('app', (s) => s.status);
  const running = useDomain('actions', (s) => s.actions.filter((a) => a.state === 'running' || a.state === 'queued').length);
  const unread = useDomain('changes', (s) => s.unread);
  const stores = useStores();
  useEffect(() => {
    void stores.changes.getState().refresh();
  }, [stores]);
  return (
    <header className="header">
      <a className="brand" href={hrefOf({ screen: 'library' })}>
        Dossier
      </a>
      <nav aria-label="Screens" className="nav">
        {NAV_ITEMS.map((item) => (
          <a
            key={item.screen}
            href={hrefOf({ screen: item.screen })}
            aria-current={route.screen === item.screen || (item.screen === 'portfolios' && route.screen === 'book') ? 'page' : undefined}
            data-testid={`nav-${item.screen}`}
            onPointerEnter={() => preloadScreen(item.screen)}
            onFocus={() => preloadScreen(item.screen)}
          >
            {item.label}
            {item.screen === 'activity' && running > 0 && <span className="count">{running}</span>}
            {item.screen === 'changes' && unread > 0 && (
              <span className="count" data-testid="changes-unread">
                {unread}
              </span>
            )}
          </a>
        ))}
      </nav>
      <LocalSearch />
      <div className="header-right">
        {status?.mode === 'sandbox' && <SandboxLabel />}
        {status && (
          <span className="wallet num" data-testid="wallet" title={status.walletReadAt ? `Read ${status.walletReadAt}` : 'Wallet not read yet'}>
            Wallet {status.walletPaisa === null ? '—' : formatRupees(status.walletPaisa)}
          </span>
        )}
        <ConnectionIndicator />
        <TeamIndicator />
        <button type="button" className="btn-icon" onClick={onTheme} aria-label="Switch light / dark theme" data-testid="theme-toggle">
          ◐
        </button>
        <button type="button" className="btn" onClick={onPalette} aria-keyshortcuts="Control+K Meta+K" data-testid="palette-open">
          Commands <kbd>Ctrl K</kbd>
        </button>
      </div>
    </header>
  );
}
