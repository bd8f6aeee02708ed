// Every screen is reachable by URL hash, so a reload, a bookmark or an end-to-end test lands on it.
//   #/library  #/welcome  #/registry  #/spend  #/activity  #/changes  #/settings
//   #/portfolios  #/portfolios/<bookId>
//   #/company/<id>/<tab>   #/review/<companyId>/<filingId>?page=N&find=TEXT   #/director/<din>

export const COMPANY_TABS = ['overview', 'directors', 'charges', 'connections', 'filings', 'financials', 'notes', 'spend'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export type Route =
  | { screen: 'library' }
  | { screen: 'welcome' }
  | { screen: 'registry' }
  | { screen: 'spend' }
  | { screen: 'activity' }
  | { screen: 'changes' }
  | { screen: 'settings' }
  | { screen: 'portfolios' }
  | { screen: 'book'; id: string }
  | { screen: 'company'; id: string; tab: CompanyTab }
  | { screen: 'review'; companyId: string; filingId: string; page: number | null; find: string | null }
  | { screen: 'director'; din: string };

/** The routes the Portfolios screen answers: the list of books and one book. */
export type PortfoliosRouteValue = Extract<Route, { screen: 'portfolios' | 'book' }>;

const SIMPLE = ['library', 'welcome', 'registry', 'spend', 'activity', 'changes', 'settings', 'portfolios'] as const;

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#\/?/, '');
  const [path = '', query = ''] = raw.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  const [head, a, b] = parts;
  if (head === 'company' && a) {
    const tab = (COMPANY_TABS as readonly string[]).includes(b ?? '') ? (b as CompanyTab) : 'overview';
    return { screen: 'company', id: a, tab };
  }
  if (head === 'review' && a && b) {
    const page = Number(params.get('page'));
    return { screen: 'review', companyId: a, filingId: b, page: Number.isInteger(page) && page > 0 ? page : null, find: params.get('find') };
  }
  if (head === 'director' && a) return { screen: 'director', din: a };
  if (head === 'portfolios' && a) return { screen: 'book', id: a };
  const simple = SIMPLE.find((s) => s === head);
  return simple ? ({ screen: simple } as Route) : { screen: 'library' };
}

export function hrefOf(route: Route): string {
  const e = encodeURIComponent;
  switch (route.screen) {
    case 'company':
      return `#/company/${e(route.id)}/${route.tab}`;
    case 'review': {
      const params = new URLSearchParams();
      if (route.page) params.set('page', String(route.page));
      if (route.find) params.set('find', route.find);
      const query = params.toString();
      return `#/review/${e(route.companyId)}/${e(route.filingId)}${query ? `?${query}` : ''}`;
    }
    case 'director':
      return `#/director/${e(route.din)}`;
    case 'book':
      return `#/portfolios/${e(route.id)}`;
    default:
      return `#/${route.screen}`;
  }
}

export const companyHref = (id: string, tab: CompanyTab = 'overview'): string => hrefOf({ screen: 'company', id, tab });
export const reviewHref = (companyId: string, filingId: string, page: number | null = null, find: string | null = null): string =>
  hrefOf({ screen: 'review', companyId, filingId, page, find });
export const directorHref = (din: string): string => hrefOf({ screen: 'director', din });
export const bookHref = (id: string): string => hrefOf({ screen: 'book', id });

/** Opens `href` (a hash route) unless it is already open. Here, not in use-route.ts, so the stores (in the initial script) do not bring React in. */
export function navigate(href: string): void {
  if (window.location.hash !== href) window.location.hash = href;
}
