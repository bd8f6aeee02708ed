// @vitest-environment jsdom
// The book table keeps its row elements by place: a re-sort writes other companies into the rows
// already drawn (so 2,000 rows re-sort within a frame or two), and what is selected or opened still
// goes by company.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookCompanyRow } from '../../../shared/bridge/portfolio';
import { company } from '../../../test/support/renderer/fixtures';
import { withScrollBoxHeight } from '../../../test/support/renderer/scroll-box';
import { columnById } from './book-columns';
import { sortRows } from './book-query';
import { BookTable } from './book-table';

const base = company();
function bookRow(i: number): BookCompanyRow {
  const id = `U${String(i).padStart(5, '0')}MH2001PTC123456`;
  return {
    rowId: `r${i}`,
    line: i + 2,
    reference: `REF-${i}`,
    companyId: id,
    name: `Company ${String(i).padStart(3, '0')}`,
    exposurePaisa: (i + 1) * 1_00_000_00,
    shareBasisPoints: null,
    status: 'Active',
    sandbox: false,
    mirrored: true,
    latestAccounts: null,
    statutory: { overdue: 0, worstOverdueDays: null, words: null },
    charges: { open: 0, lenders: 0 },
    flags: { high: 0, medium: 0, info: 0 },
    signals: { high: 0, medium: 0, info: 0, titles: [] },
    changesSinceReview: 0,
    reviewedAt: null,
    freshness: base.freshness,
    band: null,
    bandReasons: [],
    assessment: 'current',
    groupIndex: null,
  };
}

withScrollBoxHeight('book-scroll', 340);
afterEach(() => cleanup());

const rows = Array.from({ length: 200 }, (_, i) => bookRow(i));
const columns = ['name', 'exposure'].map((id) => columnById(id)!);

describe('BookTable', () => {
  it('re-sorted, fills the row elements already drawn with the companies now in their places', () => {
    const props = { columns, selected: rows[1]!.companyId, onSort: () => {}, onSelect: () => {} };
    const asc = { column: 'name', direction: 'asc' } as const;
    const desc = { column: 'name', direction: 'desc' } as const;
    const view = render(<BookTable rows={sortRows(rows, asc)} sort={asc} {...props} />);
    const before = [...view.container.querySelectorAll('tbody tr[data-testid="book-company-row"]')];
    expect(before[0]!.textContent).toContain('Company 000');
    view.rerender(<BookTable rows={sortRows(rows, desc)} sort={desc} {...props} />);
    const after = [...view.container.querySelectorAll('tbody tr[data-testid="book-company-row"]')];
    expect(after.length).toBe(before.length);
    // The same elements, in the same places, now showing the other end of the book.
    for (const [i, tr] of after.entries()) expect(tr).toBe(before[i]);
    expect(after[0]!.textContent).toContain('Company 199');
    expect(after[0]!.getAttribute('data-company-id')).toBe(rows[199]!.companyId);
    // Selection follows the company, wherever it is now.
    expect(view.container.querySelectorAll('tr[aria-selected="true"]')).toHaveLength(0);
    view.rerender(<BookTable rows={sortRows(rows, asc)} sort={asc} {...props} />);
    expect(view.container.querySelector('tr[aria-selected="true"]')?.getAttribute('data-company-id')).toBe(rows[1]!.companyId);
  });

  it('opens the company a row shows after a re-sort', () => {
    const desc = { column: 'exposure', direction: 'desc' } as const;
    window.location.hash = '';
    const view = render(<BookTable rows={sortRows(rows, desc)} columns={columns} sort={desc} selected={null} onSort={() => {}} onSelect={() => {}} />);
    fireEvent.click(view.container.querySelector('tbody tr[data-book-index="0"]')!);
    expect(window.location.hash).toBe(`#/company/${rows[199]!.companyId}/overview`);
  });
});
