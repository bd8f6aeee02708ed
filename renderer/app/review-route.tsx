// The review screen (PDF viewer and pdf.js) is a chunk of its own, loaded once the first screen
// has painted and the browser is idle, together with pdf.js and its worker: the first PDF the
// analyst opens then waits for neither. It is rendered from plain state, not React.lazy: a lazy
// screen suspends even when its chunk is already in, and React holds a revealed Suspense fallback
// for 300 ms, more than a whole page takes to draw.
import { useEffect, useState } from 'react';
import type { Route } from '../router/routes';
import { ErrorNotice } from '../ui/error-notice';
import { whenIdle } from '../scheduling/when-idle';

type ReviewModule = typeof import('../screens/review/review-screen');

let loading: Promise<ReviewModule> | null = null;
let loaded: ReviewModule | null = null;

function loadReviewModule(): Promise<ReviewModule> {
  loading ??= import('../screens/review/review-screen').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // a later open tries again
      throw error;
    },
  );
  return loading;
}

/** Preloads the review chunk, pdf.js and its worker when the browser is idle (within a second at the latest); returns the cancel. */
export function preloadReviewWhenIdle(): () => void {
  const run = () => {
    loadReviewModule()
      .then((module) => module.warmUp())
      .catch(() => {
        // nothing opened yet: a failure shows when a PDF is opened, with its reason
      });
  };
  return whenIdle(run, 1000);
}

type ReviewRouteValue = Extract<Route, { screen: 'review' }>;

export function ReviewRoute({ route }: { route: ReviewRouteValue }) {
  const [module, setModule] = useState<ReviewModule | null>(loaded);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadReviewModule().then(
      (m) => live && setModule(m),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [module]);
  if (error) return <ErrorNotice error={{ code: 'VIEWER_UNAVAILABLE', message: `The PDF viewer could not be loaded: ${error}` }} />;
  if (!module) return <div className="pad muted">Opening the viewer…</div>;
  const Screen = module.default;
  return <Screen route={route} />;
}
