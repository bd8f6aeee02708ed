/**
 * Finds the Chromium or Chrome the end-to-end tests and the app benchmarks drive (never downloaded):
 * CHROME_PATH when set, else Debian's and Ubuntu's Chromium, else an installed Google Chrome.
 */
export const BROWSER_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
] as const;

export function findBrowser(env: Readonly<Record<string, string | undefined>>, exists: (file: string) => boolean): string | null {
  const chosen = env['CHROME_PATH']?.trim();
  if (chosen) return exists(chosen) ? chosen : null;
  return BROWSER_CANDIDATES.find((file) => exists(file)) ?? null;
}
