// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../../test/support/renderer/fixtures';
import { withScrollBoxHeight } from '../../../test/support/renderer/scroll-box';
import { COMPANY_ROW_HEIGHT, CompaniesTable } from './companies-table';

const VIEW_HEIGHT = 420;
withScrollBoxHeight('companies-scroll', VIEW_HEIGHT);
afterEach(() => cleanup());

const many = Array.from({ length: 10_000 }, (_, i) => company({ id: `U${String(i).padStart(5, '0')}MH2001PTC123456`, name: `Company ${i}` }));
const rows = () => screen.getAllByTestId('company-row');
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('CompaniesTable', () => {
  it('keeps only the rows in view (and a few more) in the document, spacers holding the rest', () => {
    render(<CompaniesTable companies={many} />);
    const table = screen.getByTestId('companies-table');
    expect(table.tagName).toBe('TABLE');
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const shown = rows();
    expect(shown.length).toBeGreaterThanOrEqual(VIEW_HEIGHT / COMPANY_ROW_HEIGHT);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]!.dataset.companyId).toBe(many[0]!.id);
    expect(shown[0]!.textContent).toContain('Company 0');
    const spacer = table.querySelector<HTMLElement>('tbody tr.spacer:last-child');
    expect(Number.parseInt(spacer?.style.height ?? '0', 10)).toBe((many.length - shown.length) * COMPANY_ROW_HEIGHT);
  });

  it('moves focus by keyboard to rows not yet drawn: End reaches the last company', async () => {
    render(<CompaniesTable companies={many} />);
    // jsdom does not scroll: the box keeps the offset it is sent to and says so, as a browser would.
    const box = screen.getByTestId('companies-scroll');
    let offset = 0;
    Object.defineProperty(box, 'scrollTop', { configurable: true, get: () => offset });
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => many.length * COMPANY_ROW_HEIGHT });
    box.scrollTo = ((options: ScrollToOptions) => {
      offset = options.top ?? offset;
      box.dispatchEvent(new Event('scroll'));
    }) as typeof box.scrollTo;
    const first = rows()[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await nextFrame();
    expect((document.activeElement as HTMLElement).dataset.companyIndex).toBe('1');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await nextFrame();
    await nextFrame();
    const last = document.activeElement as HTMLElement;
    expect(last.dataset.companyId).toBe(many[9_999]!.id);
    expect(rows().length).toBeLessThan(40);
  });

  it('shows a small library whole', () => {
    render(<CompaniesTable companies={many.slice(0, 3)} />);
    expect(rows().map((r) => r.dataset.companyId)).toEqual(many.slice(0, 3).map((c) => c.id));
    expect(screen.getByTestId('companies-table').querySelector('tr.spacer')).toBeNull();
  });
});
