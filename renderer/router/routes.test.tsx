// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hrefOf, parseHash, type Route } from './routes';

describe('routes', () => {
  it('round-trips every screen through the hash', () => {
    const routes: Route[] = [
      { screen: 'library' },
      { screen: 'welcome' },
      { screen: 'registry' },
      { screen: 'spend' },
      { screen: 'activity' },
      { screen: 'settings' },
      { screen: 'company', id: 'AAA-1234', tab: 'financials' },
      { screen: 'review', companyId: 'U12345MH2001PTC123456', filingId: 'flg_abcd1234', page: 3, find: '1,23,45,678' },
      { screen: 'director', din: '01234567' },
    ];
    for (const route of routes) expect(parseHash(hrefOf(route))).toEqual(route);
  });

  it('falls back to the library and to the overview tab', () => {
    expect(parseHash('')).toEqual({ screen: 'library' });
    expect(parseHash('#/nowhere')).toEqual({ screen: 'library' });
    expect(parseHash('#/company/X/bogus')).toEqual({ screen: 'company', id: 'X', tab: 'overview' });
    expect(parseHash('#/review/X/flg_1?page=-2')).toMatchObject({ page: null });
  });
});
