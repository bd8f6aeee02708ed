/**
 * `dossier sandbox`: the companies a test key may use (the registry's sandbox list, a free call),
 * and the words a sandbox lookup with no match ends with. The registry's own hint for that case
 * names an API path ("GET /v1/sandbox lists…"), which is for developers; the analyst is given the
 * command instead.
 */
import type { CompanyCandidateView } from '../../../shared/bridge/registry-candidates';
import { plural, renderTable } from '../format-table';
import { text } from '../format-values';
import type { Output } from '../output';
import type { CliSession } from '../session';

export function sandboxNoMatch(query: string): string {
  return `No sandbox company matches "${query}". A test key reaches only the sandbox companies: list them with dossier sandbox, or add a live key with dossier key set to search the whole registry.`;
}

export async function list(out: Output, session: CliSession): Promise<void> {
  const companies = await session.call('registry.sandbox', {});
  out.result({ companies }, () => {
    const table = renderTable(
      [
        { header: 'Id', value: (c: CompanyCandidateView) => c.id },
        { header: 'Company', value: (c) => c.name, maxWidth: 50 },
        { header: 'Status', value: (c) => text(c.status) },
        { header: 'City', value: (c) => text(c.city) },
      ],
      companies,
    );
    return `${table}\n\n${plural(companies.length, 'sandbox company', 'sandbox companies')} a test key may use (free). Mirror one with: dossier mirror <id>`;
  });
}
