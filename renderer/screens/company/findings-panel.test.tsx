// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../../shared/bridge/reports';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { FindingsCount, FindingsPanel } from './findings-panel';

afterEach(cleanup);

const CO = 'U12345MH2001PTC123456';

const FINDINGS: Finding[] = [
  {
    rule: 'director-many-directorships',
    severity: 'medium',
    title: 'A. Sharma holds 17 directorships',
    detail: 'A. Sharma (DIN 01234567) is a director of 17 companies at once.',
    evidence: [{ kind: 'record', id: '01234567', label: 'Director profile of DIN 01234567 (read 2026-11-01)' }],
  },
  { rule: 'unlock-expiring', severity: 'info', title: 'Unlock expires in 9 days', detail: 'Refresh before it lapses.', evidence: [] },
  {
    rule: 'missing-annual-filings',
    severity: 'high',
    title: 'No AOC-4 for FY 2023-24',
    detail: 'The annual accounts for FY 2023-24 are not on the filing list.',
    evidence: [
      { kind: 'filing', id: 'flg_abcd1234', label: 'AOC-4, filed 30 Oct 2023' },
      { kind: 'extraction', id: '17', label: 'AOC-4 FY 2022-23 standalone' },
      { kind: 'record', id: CO, label: `Filing list of ${CO}, 10 filings (request req_9)` },
    ],
  },
];

async function setup(answer: ReturnType<typeof ok<Finding[]>> | { ok: false; error: { code: string; message: string } }) {
  const bridge = createMemoryBridge({ 'company.findings': () => answer });
  const view = renderWithStores(
    <>
      <FindingsCount companyId={CO} />
      <FindingsPanel companyId={CO} />
    </>,
    bridge,
  );
  await act(() => view.stores.findings.getState().load(CO));
  return { bridge, ...view };
}

describe('FindingsPanel', () => {
  it('lists findings most severe first, each with its severity as colour class, shape and word', async () => {
    const { bridge } = await setup(ok(FINDINGS));
    expect(bridge.callsTo('company.findings')).toEqual([{ id: CO }]);
    const panel = screen.getByTestId('company-findings');
    const items = within(panel).getAllByRole('listitem').filter((li) => li.dataset.severity);
    expect(items.map((li) => li.dataset.testid)).toEqual(['finding-missing-annual-filings', 'finding-director-many-directorships', 'finding-unlock-expiring']);

    const high = screen.getByTestId('finding-missing-annual-filings');
    const severity = within(high).getByTestId('finding-severity');
    expect(severity.textContent).toBe('▲ High');
    expect(severity.className).toContain('severity-high');
    expect(within(screen.getByTestId('finding-unlock-expiring')).getByTestId('finding-severity').textContent).toBe('ℹ Info');
    expect(high.textContent).toContain('The annual accounts for FY 2023-24 are not on the filing list.');
  });

  it('links each piece of evidence to what it names', async () => {
    await setup(ok(FINDINGS));
    const hrefs = within(screen.getByTestId('finding-missing-annual-filings'))
      .getAllByTestId('finding-evidence')
      .map((a) => [a.dataset.kind, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['filing', `#/review/${CO}/flg_abcd1234`],
      ['extraction', `#/company/${CO}/financials`],
      ['record', `#/company/${CO}/filings`],
    ]);
    const director = within(screen.getByTestId('finding-director-many-directorships')).getByRole('link', { name: /Director profile/ });
    expect(director.getAttribute('href')).toBe('#/director/01234567');
  });

  it('counts the findings in the header badge, naming the high ones', async () => {
    await setup(ok(FINDINGS));
    const badge = screen.getByTestId('findings-count');
    expect(badge.textContent).toBe('▲ 3 findings · 1 high');
    expect(badge.getAttribute('href')).toBe(`#/company/${CO}/overview`);
  });

  it('says when there is nothing to flag', async () => {
    await setup(ok([]));
    expect(screen.getByTestId('company-findings').textContent).toContain('Nothing to flag');
    expect(screen.getByTestId('findings-count').textContent).toBe('0 findings');
  });

  it('shows a failure as an alert with its code', async () => {
    await setup({ ok: false, error: { code: 'NOT_IN_LIBRARY', message: 'Company U1 is not in the library' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Company U1 is not in the library');
    expect(within(alert).getByTestId('error-code').textContent).toBe('NOT_IN_LIBRARY');
    expect(screen.queryByTestId('findings-count')).toBeNull();
  });
});
