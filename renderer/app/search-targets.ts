// Where a local search hit leads: the company, the director, or the filing's PDF at the page.
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
  }
}
