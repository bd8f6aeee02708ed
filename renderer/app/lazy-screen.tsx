// A screen whose code is a chunk of its own, fetched when the screen is first opened (or preloaded
// on hover and when the browser is idle), so the initial script holds only what the library screen
// needs to paint. Rendered from plain state rather than React.lazy: a lazy component suspends on its
// first render even when its chunk is already in, and React then holds the revealed fallback for
// 300 ms; here a preloaded screen renders at once and one not yet loaded shows a small placeholder
// that keeps the main area's layout until its chunk arrives.
import { type ComponentType, type JSX, useEffect, useState } from 'react';
import { ErrorNotice } from '../ui/error-notice';

export interface LazyScreen<P extends object> {
  /** Renders the screen, or the placeholder while its chunk loads. One component type per screen. */
  View: (props: P) => JSX.Element | null;
  /** Starts fetching the chunk (no-op once loaded or loading); never rejects. */
  preload(): void;
}

/**
 * `label` names the screen in its placeholder and in the error if its chunk cannot be fetched;
 * `quiet` shows nothing while loading (a dialog that appears when its chunk is in).
 */
export function lazyScreen<P extends object>(label: string, load: () => Promise<ComponentType<P>>, options: { quiet?: boolean } = {}): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null; // the next open tries again
        throw error;
      },
    );
    return loading;
  };

  function View(props: P): JSX.Element | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [error, setError] = useState<string | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      start().then(
        (c) => live && setComponent(() => c),
        (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (component) {
      const Screen = component;
      return <Screen {...props} />;
    }
    if (error) {
      return (
        <ErrorNotice
          error={{ code: 'SCREEN_UNAVAILABLE', message: `The ${label} ${options.quiet ? 'dialog' : 'screen'} could not be loaded: ${error}`, hint: 'Open it again; if it still fails, restart Dossier.' }}
        />
      );
    }
    if (options.quiet) return null;
    return (
      <div className="screen screen-loading" role="status" aria-busy="true" data-testid="screen-loading">
        <span className="muted">Opening {label}…</span>
      </div>
    );
  }
  View.displayName = `Lazy(${label})`;

  return {
    View,
    preload() {
      start().catch(() => {
        // nothing is shown yet: a failure shows when the screen is opened, with its reason
      });
    },
  };
}
