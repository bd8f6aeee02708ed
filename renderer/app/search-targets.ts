// Where a local search hit leads: the company, the director, the filing's PDF at the page, or a note
// where it is pinned.
import type { SearchHit } from '../../shared/bridge/views';
import { companyHref, directorHref, reviewHref } from '../router/routes';

export function hitHref(hit: SearchHit, searched: string): string {
  switch (hit.kind) {
    case 'company':
      return companyHref(hit.companyId ?? hit.id);
    case 'director':
      return directorHref(hit.id);
    case 'filing':
      return hit.companyId ? reviewHref(hit.companyId, hit.filingId ?? hit.id, hit.page ?? null) : companyHref(hit.id, 'filings');
    case 'item':
      if (hit.companyId && hit.filingId) return reviewHref(hit.companyId, hit.filingId, hit.page ?? null);
      return companyHref(hit.companyId ?? hit.id, 'financials');
    case 'pdf':
      return hit.companyId && hit.filingId ? reviewHref(hit.companyId, hit.filingId, hit.page ?? null, searched) : companyHref(hit.companyId ?? hit.id, 'filings');
    case 'note':
      // Pinned in a filing: the page it rests on; otherwise the company's notes.
      if (hit.companyId && hit.filingId) return reviewHref(hit.companyId, hit.filingId, hit.page ?? null);
      return companyHref(hit.companyId ?? hit.id, 'notes');
  }
}
