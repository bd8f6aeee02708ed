// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewedFinding } from '../../../shared/bridge/reports';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { FindingsCount, FindingsPanel } from './findings-panel';

afterEach(cleanup);

const CO = 'U12345MH2001PTC123456';

const FINDINGS: ReviewedFinding[] = [
  {
    key: 'director-many-directorships: A. Sharma holds 17 directorships',
    review: null,
    rule: 'director-many-directorships',
    severity: 'medium',
    title: 'A. Sharma holds 17 directorships',
    detail: 'A. Sharma (DIN 01234567) is a director of 17 companies at once.',
    evidence: [{ kind: 'record', id: '01234567', label: 'Director profile of DIN 01234567 (read 2026-11-01)' }],
  },
  { key: 'unlock-expiring', review: null, rule: 'unlock-expiring', severity: 'info', title: 'Unlock expires in 9 days', detail: 'Refresh before it lapses.', evidence: [] },
  {
    key: 'missing-annual-filings: No AOC-4 for FY 2023-24',
    review: null,
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

async function setup(answer: ReturnType<typeof ok<ReviewedFinding[]>> | { ok: false; error: { code: string; message: string } }) {
  const bridge = createMemoryBridge({
    'company.findings': () => answer,
    // Answers as the core does: the finding back with its new review (the core side is tested in
    // electron/core/facade/findings-review.test.ts).
    'findings.review': ({ findingKey, state, comment }) => {
      const found = answer.ok ? answer.value.find((f) => f.key === findingKey) : undefined;
      if (!found) return { ok: false, error: { code: 'UNKNOWN_FINDING', message: `Company ${CO} has no finding "${findingKey}" now.` } };
      return ok({ ...found, review: { state, comment: comment ?? null, reviewedAt: '2026-11-26T04:30:00.000Z', reviewedBy: null } });
    },
  });
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

const REVIEWED: ReviewedFinding[] = FINDINGS.map((f) =>
  f.rule === 'director-many-directorships'
    ? { ...f, review: { state: 'accepted', comment: null, reviewedAt: '2026-11-26T04:30:00.000Z', reviewedBy: 'ravi' } }
    : f.rule === 'unlock-expiring'
      ? { ...f, review: { state: 'dismissed', comment: 'Renewal already quoted', reviewedAt: '2026-11-25T20:00:00.000Z', reviewedBy: null } }
      : f,
);

describe('FindingsPanel reviews', () => {
  it('shows who accepted or dismissed a finding and when; dismissed ones stay listed, greyed in their own group', async () => {
    await setup(ok(REVIEWED));
    const accepted = screen.getByTestId('finding-director-many-directorships');
    expect(accepted.dataset.review).toBe('accepted');
    expect(within(accepted).getByTestId('finding-review-words').textContent).toBe('Accepted by ravi · 26 Nov 2026');
    expect(within(accepted).getByTestId('finding-reopen')).toBeTruthy();

    const group = screen.getByTestId('findings-dismissed');
    expect(group.querySelector('summary')!.textContent).toBe('1 dismissed finding');
    const dismissed = within(group).getByTestId('finding-unlock-expiring');
    expect(dismissed.className).toContain('finding-dismissed');
    // 20:00 UTC on the 25th is 01:30 IST on the 26th: the day the analyst lived, not the UTC one.
    expect(within(dismissed).getByTestId('finding-review-words').textContent).toBe('Dismissed by you · 26 Nov 2026: Renewal already quoted');
    expect(within(screen.getByTestId('finding-missing-annual-filings')).queryByTestId('finding-review-words')).toBeNull();
    expect(screen.getByTestId('findings-count').textContent).toBe('▲ 3 findings · 1 high · 1 dismissed');
  });

  it('accepts from the keyboard with an optional comment, dismisses, and reopens', async () => {
    const { bridge } = await setup(ok(FINDINGS));
    const high = () => screen.getByTestId('finding-missing-annual-filings');
    fireEvent.click(within(high()).getByRole('button', { name: 'Accept: No AOC-4 for FY 2023-24' }));
    const comment = within(high()).getByTestId('finding-review-comment');
    expect(document.activeElement).toBe(comment);
    fireEvent.change(comment, { target: { value: '  Filed late, seen on the portal  ' } });
    await act(async () => {
      fireEvent.submit(within(high()).getByTestId('finding-review-form'));
    });
    expect(bridge.callsTo('findings.review')).toEqual([{ companyId: CO, findingKey: 'missing-annual-filings: No AOC-4 for FY 2023-24', state: 'accepted', comment: 'Filed late, seen on the portal' }]);
    expect(high().dataset.review).toBe('accepted');
    expect(within(high()).getByTestId('finding-review-words').textContent).toBe('Accepted by you · 26 Nov 2026: Filed late, seen on the portal');

    const busy = () => screen.getByTestId('finding-director-many-directorships');
    fireEvent.click(within(busy()).getByTestId('finding-dismiss'));
    await act(async () => {
      fireEvent.submit(within(busy()).getByTestId('finding-review-form'));
    });
    expect(bridge.callsTo('findings.review')[1]).toEqual({ companyId: CO, findingKey: 'director-many-directorships: A. Sharma holds 17 directorships', state: 'dismissed' });
    expect(within(screen.getByTestId('findings-dismissed')).getByTestId('finding-director-many-directorships')).toBeTruthy();
    // The keyboard follows the finding into the dismissed group, onto its Reopen.
    await vi.waitFor(() => expect(document.activeElement).toBe(within(busy()).getByTestId('finding-reopen')));

    await act(async () => {
      fireEvent.click(within(busy()).getByTestId('finding-reopen'));
    });
    expect(bridge.callsTo('findings.review')[2]).toMatchObject({ state: 'open' });
    expect(screen.queryByTestId('findings-dismissed')).toBeNull();
    expect(within(busy()).getByTestId('finding-accept')).toBeTruthy();
  });

  it('Escape leaves the comment without reviewing; a refused review shows its error and keeps the finding open', async () => {
    const { bridge } = await setup(ok(FINDINGS));
    const info = () => screen.getByTestId('finding-unlock-expiring');
    fireEvent.click(within(info()).getByTestId('finding-dismiss'));
    fireEvent.keyDown(within(info()).getByTestId('finding-review-comment'), { key: 'Escape' });
    expect(within(info()).queryByTestId('finding-review-form')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(within(info()).getByTestId('finding-accept')));
    expect(bridge.callsTo('findings.review')).toEqual([]);

    bridge.handlers['findings.review'] = () => ({ ok: false, error: { code: 'UNKNOWN_FINDING', message: 'no finding "unlock-expiring" now' } });
    fireEvent.click(within(info()).getByTestId('finding-accept'));
    await act(async () => {
      fireEvent.submit(within(info()).getByTestId('finding-review-form'));
    });
    expect(within(info()).getByTestId('finding-review-error').dataset.code).toBe('UNKNOWN_FINDING');
    expect(info().dataset.review).toBe('open');
  });
});
