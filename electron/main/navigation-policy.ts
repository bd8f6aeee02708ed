/**
 * The window never navigates away from the app and never opens another Electron window. The one
 * exception: an http(s) link (a registry page, a help link) opens in the analyst's own browser.
 */

export type NavigationDecision = { allow: false; openExternal: string | null };

/** The URL to hand to shell.openExternal, or null when it must not be opened at all. */
export function externalUrlToOpen(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null; // file:, javascript:, smb:, custom schemes
  // user:pass@host links are a classic way to disguise where a link goes.
  if (url.username !== '' || url.password !== '') return null;
  if (url.hostname === '') return null;
  return url.href;
}

/** For will-navigate and setWindowOpenHandler alike: refuse, and say what to open outside. */
export function decideNavigation(raw: string): NavigationDecision {
  return { allow: false, openExternal: externalUrlToOpen(raw) };
}
