// The browser host opens the renderer as `/?token=...`. The token is read once, kept for the tab's
// life in sessionStorage (a reload keeps working) and removed from the address bar, so it does not
// end up in history, bookmarks or screenshots.
import { TOKEN_QUERY_PARAM } from '../../shared/bridge/http-protocol';

const STORAGE_KEY = 'dossier.hostToken';

export interface TokenHistory {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the token lives in memory only
  }
}

/** Takes the token from the URL (stripping it) or, after a reload, from sessionStorage. */
export function takeHostToken(location: Pick<Location, 'href'>, history: TokenHistory | null): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get(TOKEN_QUERY_PARAM);
  if (fromUrl) {
    storage()?.setItem(STORAGE_KEY, fromUrl);
    url.searchParams.delete(TOKEN_QUERY_PARAM);
    history?.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromUrl;
  }
  return storage()?.getItem(STORAGE_KEY) ?? null;
}
