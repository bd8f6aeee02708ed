// The Portfolios screens (a lender's books, issue 26) are a chunk of their own, loaded with
// React.lazy the first time a book is opened: most analysts never open one, so the first paint of
// the app does not wait for them.
import { lazy, Suspense } from 'react';
import type { Route } from '../router/routes';

const PortfoliosScreen = lazy(() => import('../screens/portfolios/portfolios-screen'));

export type PortfoliosRouteValue = Extract<Route, { screen: 'portfolios' | 'book' }>;

export function PortfoliosRoute({ route }: { route: PortfoliosRouteValue }) {
  return (
    <Suspense fallback={<div className="pad muted">Opening the portfolios…</div>}>
      <PortfoliosScreen route={route} />
    </Suspense>
  );
}
