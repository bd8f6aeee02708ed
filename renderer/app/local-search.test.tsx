// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchGroupView, SearchHit } from '../../shared/bridge/views';
import { company } from '../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../test/support/renderer/render';
import { LocalSearch } from './local-search';

afterEach(cleanup);

const CIN = 'U12345MH2001PTC123456';
const hits: SearchHit[] = [
  { kind: 'company', id: CIN, companyId: CIN, title: 'Acme Widgets Private Limited', subtitle: CIN },
  {
    kind: 'note',
    id: '7',
    companyId: CIN,
    title: 'Auditor qualified the receivables',
    subtitle: 'Acme Widgets Private Limited · AOC-4, filed 28 Oct 2024, page 3, filing flg_AOC4FY2024AAAA',
    filingId: 'flg_AOC4FY2024AAAA',
    page: 3,
    snippet: '…qualified the receivables ageing…',
  },
  { kind: 'note', id: '8', companyId: CIN, title: 'Promoter is also the largest supplier', subtitle: `Acme Widgets Private Limited · Company record ${CIN}`, snippet: 'Promoter is also…' },
];

/** The core's answer by kind: every kind searched, each with how many it found. */
const KINDS: SearchHit['kind'][] = ['company', 'director', 'filing', 'item', 'pdf', 'note'];
const groupsOf = (list: SearchHit[], totals: Partial<Record<SearchHit['kind'], number>> = {}): SearchGroupView[] =>
  KINDS.map((kind) => {
    const of = list.filter((h) => h.kind === kind);
    return { kind, hits: of, total: totals[kind] ?? of.length, more: false };
  });

async function searchFor(text: string, groups = groupsOf(hits)) {
  const bridge = createMemoryBridge({ 'search.groups': () => ok(groups) });
  const { stores } = renderWithStores(<LocalSearch />, bridge);
  fireEvent.change(screen.getByTestId('search-input'), { target: { value: text } });
  await act(() => stores.search.getState().refresh());
  return stores;
}

describe('LocalSearch', () => {
  it('groups note hits under Notes, each opening where the note is pinned', async () => {
    const stores = await searchFor('qualif');
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByRole('heading').textContent).toBe('Notes · 2 found');
    const links = within(notes).getAllByTestId('search-hit-note') as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`#/review/${CIN}/flg_AOC4FY2024AAAA?page=3`, `#/company/${CIN}/notes`]);
    expect(links[0]!.textContent).toContain('Auditor qualified the receivables');
    expect(links[0]!.textContent).toContain('…qualified the receivables ageing…');
    // The citation names the page; it is not repeated.
    expect(links[0]!.textContent).not.toContain('· page 3');
    expect(screen.getByRole('region', { name: 'Companies' })).toBeTruthy();
    act(() => stores.search.getState().clear());
  });
});

describe('LocalSearch groups', () => {
  it('says how many each kind found, and "No matches" under a kind that found none', async () => {
    const pdf: SearchHit = { kind: 'pdf', id: 'flg_A#2', companyId: CIN, filingId: 'flg_A', page: 2, title: 'AOC-4 Financial statements FY 2024-25, page 2', subtitle: 'Acme', snippet: '…Trade payables…' };
    const stores = await searchFor('payables', groupsOf([hits[0]!, pdf], { pdf: 37 }));
    const pdfGroup = screen.getByRole('region', { name: 'PDF text' });
    expect(within(pdfGroup).getByRole('heading').textContent).toBe('PDF text · 1 of 37');
    expect(within(pdfGroup).getAllByTestId('search-hit-pdf')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Companies' })).getByRole('heading').textContent).toBe('Companies · 1 found');
    // The kinds that found something first, the empty ones after them.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label')).filter((n) => n !== 'Search results')).toEqual(['Companies', 'PDF text', 'Directors', 'Filings', 'Figures', 'Notes']);
    for (const name of ['Directors', 'Filings', 'Figures', 'Notes']) {
      const group = screen.getByRole('region', { name });
      expect(within(group).getByRole('heading').textContent).toBe(name);
      expect(within(group).getByText('No matches')).toBeTruthy();
      expect(within(group).queryAllByRole('link')).toHaveLength(0);
    }
    act(() => stores.search.getState().clear());
  });

  it('says once that nothing matches when no kind found anything', async () => {
    const stores = await searchFor('zzzz', groupsOf([]));
    expect(screen.getByText(/Nothing in the library matches/)).toBeTruthy();
    expect(screen.queryAllByText('No matches')).toHaveLength(0);
    act(() => stores.search.getState().clear());
  });
});

describe('LocalSearch before the core answers', () => {
  it('shows the library’s companies at the keystroke, then the core’s whole answer', async () => {
    let answer: (value: ReturnType<typeof ok<SearchGroupView[]>>) => void = () => {};
    const bridge = createMemoryBridge({
      'library.companies': () => ok([company(), company({ id: 'U99999MH2001PTC999999', name: 'Zenith Pharma Limited' })]),
      'search.groups': () => new Promise((resolve) => (answer = resolve)),
    });
    const { stores } = renderWithStores(<LocalSearch />, bridge);
    await act(() => stores.library.getState().refresh());
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'acme wid' } });
    // No answer from the core yet: the company is already listed, and more is on its way.
    const first = screen.getAllByTestId('search-hit-company');
    expect(first.map((a) => a.querySelector('.hit-title')?.textContent)).toEqual(['Acme Widgets Private Limited']);
    expect(screen.getByTestId('search-pending')).toBeTruthy();
    // The core is asked in the next task; then it answers.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => answer(ok(groupsOf(hits))));
    expect(screen.queryByTestId('search-pending')).toBeNull();
    expect(screen.getAllByTestId('search-hit-note')).toHaveLength(2);
    act(() => stores.search.getState().clear());
  });
});
