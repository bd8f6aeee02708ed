/**
 * `/changelog.html` (spec, Versioning): the published versions of the interface. The spec shows no
 * contents, so the emulator lists what a reader can check against the OpenAPI description: the
 * version, what it covers, and where the description lives.
 */
import { API_VERSION, OPENAPI_VERSION } from './openapi';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface ChangelogEntry {
  version: string;
  date: string;
  changes: string[];
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: API_VERSION,
    date: '2026-11-01',
    changes: [
      'All endpoints under /v1: resolve, master data, filings, director profiles, unlocks, downloads, extractions, freshness, refresh, document fetch, director contact and account calls.',
      'Filing-list-only refresh: POST /v1/companies/{cin}/filings/refresh.',
      'Zip archives of document jobs at zipFiles[].blob_url honour HTTP Range.',
      `Interface description: OpenAPI ${OPENAPI_VERSION} at /portal/openapi-public.json and /portal/openapi-public.yaml.`,
    ],
  },
];

export function changelogHtml(entries: readonly ChangelogEntry[] = CHANGELOG): string {
  const sections = entries
    .map((e) => `<section><h2>Version ${escapeHtml(e.version)} <small>(${escapeHtml(e.date)})</small></h2><ul>${e.changes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul></section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Company Registry Data API: changelog</title></head>
<body><h1>Company Registry Data API: changelog</h1>
<p>The interface description: <a href="/portal/openapi-public.json">OpenAPI JSON</a>, <a href="/portal/openapi-public.yaml">YAML</a>.</p>
${sections}
</body></html>
`;
}
